import Diagnostics
import Output
import Run

/// Writes the four files that end every batch and every merge, each atomically, the manifest first:
/// `manifest.json`, `report.json`, `junit.xml`, `index.html`.
///
/// Each is written a piece at a time, the manifest and the report a job at a time: the whole matrix's files are
/// 26, 20, 4 and 13 MB, and building them whole (with the JSON encoder's tree of each) took a run of 17,531
/// images from 155 MB to 338 MB at its end (issue 16).
public enum ReportFiles {
    public static func write(manifest: Manifest, report: BatchReport, to folder: OutputFolder) throws(InputError) {
        for file in try files(manifest: manifest, report: report, for: folder) {
            try folder.write(to: file.path) { (output) throws(InputError) in try file.write { (piece) throws(InputError) in try output.write(piece) } }
        }
    }

    /// The four files and their bytes, in the order they are written (for a merge, which writes them undoably).
    static func bytes(manifest: Manifest, report: BatchReport, for folder: OutputFolder) throws(InputError) -> [(OutputPath, [UInt8])] {
        try files(manifest: manifest, report: report, for: folder).map { (file) throws(InputError) in
            var bytes: [UInt8] = []
            try file.write { piece in bytes += piece }
            return (file.path, bytes)
        }
    }

    /// One of the four files: where it goes, and how to give its bytes a piece at a time.
    struct File {
        var path: OutputPath
        var write: (_ piece: ([UInt8]) throws(InputError) -> Void) throws(InputError) -> Void
    }

    /// The four files, in the order they are written (the review page links into `folder`).
    static func files(manifest: Manifest, report: BatchReport, for folder: OutputFolder) throws(InputError) -> [File] {
        try [
            File(path: OutputPath(Manifest.fileName)) { (piece) throws(InputError) in
                var top = manifest
                top.entries = []
                try BatchJSON.encode(top, key: "entries", elements: manifest.entries, to: piece)
            },
            File(path: OutputPath(BatchReport.fileName)) { (piece) throws(InputError) in
                var top = report
                top.jobs = []
                try BatchJSON.encode(top, key: "jobs", elements: report.jobs, to: piece)
            },
            File(path: OutputPath(JUnitReport.fileName)) { (piece) throws(InputError) in
                try JUnitReport.write(for: report) { (text) throws(InputError) in try piece(Array(text.utf8)) }
            },
            File(path: OutputPath(ReviewPage.fileName)) { (piece) throws(InputError) in
                try ReviewPage.write(for: report, outputFolder: folder) { (text) throws(InputError) in try piece(Array(text.utf8)) }
            },
        ]
    }
}
