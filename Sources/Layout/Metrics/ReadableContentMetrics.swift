import Geometry

/// The readable content guide (docs/research/uikit-metrics.md §5).
enum ReadableContentMetrics {
    /// The guide's widest extent at the default text size: 672 pt, inset 176 on each side of a 1024-pt
    /// iPad Air 2 in landscape with 20-pt margins (UYLREAD: 20 + 176 + 672 + 176 − 20 … = 1024).
    /// It is never wider than the layout margins guide, and is centred in it. Other Dynamic Type sizes
    /// change the width (unknown, docs/research/uikit-metrics.md §5); Bezel models the default size only.
    package static let maximumWidth = 672.0

    /// The readable content guide of a view whose layout margins guide is `margins`: no wider than
    /// `maximumWidth`, centred in it (UYLREAD).
    static func guide(in margins: Rect) -> Rect {
        let width = min(margins.width, maximumWidth)
        return Rect(x: margins.minX + (margins.width - width) / 2, y: margins.minY, width: width, height: margins.height)
    }
}
