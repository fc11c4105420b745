import Diagnostics

/// Writes the four files that end every batch and every merge, each atomically, the manifest first:
/// `manifest.json`, `report.json`, `junit.xml`, `index.html`.
public enum ReportFiles {
    public static func write(manifest: Manifest, report: BatchReport, to folder: OutputFolder) throws(InputError) {
        try folder.write(manifest.encoded(), to: OutputPath(Manifest.fileName))
        try folder.write(report.encoded(), to: OutputPath(BatchReport.fileName))
        try folder.write(JUnitReport.xml(for: report), to: OutputPath(JUnitReport.fileName))
        try folder.write(ReviewPage.html(for: report, outputFolder: folder), to: OutputPath(ReviewPage.fileName))
    }
}
