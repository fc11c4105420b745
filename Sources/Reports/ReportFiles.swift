import Diagnostics
import Output
import Run

/// Writes the five files that end every batch and every merge, each atomically, the manifest first:
/// `manifest.json`, `report.json`, `junit.xml`, the review page's data `review-data.js` and `index.html`.
///
/// Each is written a piece at a time, the manifest and the report a job at a time: the whole matrix's files are
/// 26, 20, 4 and 13 MB, and building them whole (with the JSON encoder's tree of each) took a run of 17,531
/// images from 155 MB to 338 MB at its end.
package enum ReportFiles {
    /// The five files of a batch whose records are given a record at a time (a run's, read back from its spool):
    /// `manifest` and `report` give the rest of their documents (their arrays are not read); `entries` are in key
    /// order, `jobs` in report order.
    package static func write(
        manifest: Manifest, entries: RecordStream<ManifestEntry>, report: BatchReport, jobs: RecordStream<JobReport>, to folder: OutputFolder
    ) throws(InputError) {
        for file in try files(manifest: manifest, entries: entries, report: report, jobs: jobs, for: folder) {
            try folder.write(to: file.path) { (output) throws(InputError) in try file.write { (piece) throws(InputError) in try output.write(piece) } }
        }
    }

    /// The five files and their bytes, in the order they are written (for a merge, which writes them undoably).
    static func bytes(manifest: Manifest, report: BatchReport, for folder: OutputFolder) throws(InputError) -> [(OutputPath, [UInt8])] {
        try files(manifest: manifest, entries: RecordStream(manifest.entries), report: report, jobs: RecordStream(report.jobs), for: folder)
            .map { (file) throws(InputError) in
                var bytes: [UInt8] = []
                try file.write { piece in bytes += piece }
                return (file.path, bytes)
            }
    }

    /// One of the five files: where it goes, and how to give its bytes a piece at a time.
    struct File {
        var path: OutputPath
        var write: (_ piece: ([UInt8]) throws(InputError) -> Void) throws(InputError) -> Void
    }

    /// The five files, in the order they are written (the review page links into `folder`).
    static func files(
        manifest: Manifest, entries: RecordStream<ManifestEntry>, report: BatchReport, jobs: RecordStream<JobReport>, for folder: OutputFolder
    ) throws(InputError) -> [File] {
        var manifest = manifest
        manifest.entries = []
        var report = report
        report.jobs = []
        return try [
            File(path: OutputPath(Manifest.fileName)) { [manifest] (piece) throws(InputError) in
                try BatchJSON.encode(manifest, key: "entries", elements: entries, to: piece)
            },
            File(path: OutputPath(BatchReport.fileName)) { [report] (piece) throws(InputError) in
                try BatchJSON.encode(report, key: "jobs", elements: jobs, to: piece)
            },
            File(path: OutputPath(JUnitReport.fileName)) { [report] (piece) throws(InputError) in
                try JUnitReport.write(for: report, jobs: jobs) { (text) throws(InputError) in try piece(Array(text.utf8)) }
            },
            File(path: OutputPath(ReviewPageData.fileName)) { [report] (piece) throws(InputError) in
                let links = try ReviewPage.templateLinks(jobs: jobs, outputFolder: folder)
                try ReviewPageData.write(for: report, jobs: jobs, links: links) { (text) throws(InputError) in try piece(Array(text.utf8)) }
            },
            File(path: OutputPath(ReviewPage.fileName)) { [report] (piece) throws(InputError) in
                try piece(Array(ReviewPage.html(for: report).utf8))
            },
        ]
    }
}
