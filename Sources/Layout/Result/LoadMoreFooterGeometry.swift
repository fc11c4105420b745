import Geometry

/// A load-more footer (seed 000's MJRefresh back footer, docs/research/seeds.md) below the content, and the mask the
/// seed puts on it.
package struct LoadMoreFooterGeometry: Hashable, Sendable, Codable {
    /// The footer at the initial content offset, in window coordinates: it starts at the content's end.
    package var frame: Rect
    /// The visible height the seed's mask leaves at the initial offset (0: wholly masked).
    var maskHeight: Double

    init(frame: Rect, maskHeight: Double) {
        self.frame = frame
        self.maskHeight = maskHeight
    }

    /// Seed 000's mask: `distanceToSafeBottom = contentOffset.y + frameHeight − safeAreaBottom −
    /// contentSize.height`, and the mask height is that distance clamped to [0, footerHeight]. Only the part of
    /// the footer above the safe area's bottom shows.
    package static func maskHeight(
        contentOffsetY: Double, frameHeight: Double, safeAreaBottom: Double, contentHeight: Double, footerHeight: Double
    ) -> Double {
        let distance = contentOffsetY + frameHeight - safeAreaBottom - contentHeight
        return min(max(distance, 0), footerHeight)
    }
}
