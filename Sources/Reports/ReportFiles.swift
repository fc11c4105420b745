import Diagnostics
import Output
import Run

/// Writes the four files that end every batch and every merge, each atomically, the manifest first:
/// `manifest.json`, `report.json`, `junit.xml`, `index.html`.
public enum ReportFiles {
    public static func write(manifest: Manifest, report: BatchReport, to folder: OutputFolder) throws(InputError) {
        for (path, bytes) in try files(manifest: manifest, report: report, for: folder) { try folder.write(bytes, to: path) }
    }

    /// The four files and their bytes, in the order they are written (the review page links into `folder`).
    static func files(manifest: Manifest, report: BatchReport, for folder: OutputFolder) throws(InputError) -> [(OutputPath, [UInt8])] {
        try [
            (OutputPath(Manifest.fileName), manifest.encoded()),
            (OutputPath(BatchReport.fileName), report.encoded()),
            (OutputPath(JUnitReport.fileName), Array(JUnitReport.xml(for: report).utf8)),
            (OutputPath(ReviewPage.fileName), Array(ReviewPage.html(for: report, outputFolder: folder).utf8)),
        ]
    }
}
