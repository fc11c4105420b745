import Diff
import Project

/// How a run treats its goldens: where they are, what it writes, how much difference passes.
package struct GoldenSettings: Hashable, Sendable {
    /// The goldens folder: `<directory>/<screen>/<profile>.png`, `.layout.json` and, when kept, `.svg`.
    package var directory: String
    var record: GoldenRecordMode
    /// CI mode: any golden that is missing or written fails the run, so a green CI never hides an
    /// image nobody reviewed.
    package var onCI: Bool
    var thresholds: GoldenThresholds

    package init(directory: String, record: GoldenRecordMode, onCI: Bool, thresholds: GoldenThresholds = GoldenThresholds()) {
        self.directory = directory
        self.record = record
        self.onCI = onCI
        self.thresholds = thresholds
    }

    /// The image comparison: exact without a threshold, pixelmatch-compatible with one.
    var diffOptions: DiffOptions {
        DiffOptions(threshold: thresholds.threshold, includeAntiAliased: thresholds.includeAA)
    }

    /// True when `result` is within tolerance: same size, and no more differing pixels than
    /// `maxDiffPixels` and `maxDiffRatio` allow (both must hold when both are set; neither set: none).
    func accepts(_ result: DiffResult) -> Bool {
        guard result.sizesMatch else { return false }
        if thresholds.maxDiffPixels == nil && thresholds.maxDiffRatio == nil { return result.differentPixels == 0 }
        if let pixels = thresholds.maxDiffPixels, result.differentPixels > pixels { return false }
        if let ratio = thresholds.maxDiffRatio, result.ratio > ratio { return false }
        return true
    }
}
