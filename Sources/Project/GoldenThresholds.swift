import AutoLayout
import Checks
import Devices
import Diagnostics
import Output

/// `thresholds:` how far an image may differ from its golden and still match (docs/goldens.md).
package struct GoldenThresholds: Hashable, Sendable, Codable {
    /// pixelmatch's `threshold` (0–1) for the perceptual mode; `nil`: exact comparison.
    package var threshold: Double?
    /// Count anti-aliased pixels as differences (pixelmatch `includeAA`).
    package var includeAA: Bool
    /// Differing pixels allowed; `nil`: none beyond the ratio.
    package var maxDiffPixels: Int?
    /// Fraction (0–1) of pixels allowed to differ; `nil`: none beyond the count.
    package var maxDiffRatio: Double?

    package init(threshold: Double? = nil, includeAA: Bool = false, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }
}
