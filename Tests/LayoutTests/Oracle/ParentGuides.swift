@testable import Geometry
@testable import Layout

/// A superview's layout guides in window coordinates: what its subviews' pins measure from.
struct ParentGuides {
    /// The superview's own bounds (`superview`); for a scroll view, its content area at offset zero.
    var bounds: Rect
    /// `safeAreaLayoutGuide` (`safeArea`); also the region a subview's own safe-area insets are measured against.
    var safe: Rect
    /// `layoutMarginsGuide` (`margins`).
    var margins: Rect
    /// `readableContentGuide` (`readable`).
    var readable: Rect
    /// True for the controller's root view, whose top and bottom margins are assumed (docs/research/uikit-metrics.md §5).
    var isRoot: Bool

    init(bounds: Rect, safe: Rect, margins: Rect, isRoot: Bool) {
        self.bounds = bounds
        self.safe = safe
        self.margins = margins
        self.readable = ParentGuides.readable(in: margins)
        self.isRoot = isRoot
    }

    /// The readable content guide: the margins guide, no wider than 672 pt, centred in it (UYLREAD).
    static func readable(in margins: Rect) -> Rect {
        let width = min(margins.width, ReadableContentMetrics.maximumWidth)
        return Rect(x: margins.minX + (margins.width - width) / 2, y: margins.minY, width: width, height: margins.height)
    }

    /// The guide a pin's anchor names.
    func rect(for anchor: GuideAnchor) -> Rect {
        switch anchor {
        case .superview: bounds
        case .safeArea: safe
        case .margins: margins
        case .readable: readable
        }
    }

    enum GuideAnchor { case superview, safeArea, margins, readable }
}

extension EdgeInsets {
    /// The part of `frame` outside `safe`, per edge, clamped to the frame: a subview's own safe-area insets
    /// (docs/research/seeds.md, seed 002: "對於view層次中得其他view，SafeAreaInsets值反映了view被覆蓋的部分"; zero when wholly inside).
    static func overlap(of frame: Rect, outside safe: Rect) -> EdgeInsets {
        // Overlaps below a billionth of a point are rounding noise from sums like 526.667 + 225.333, not cover.
        func clamp(_ value: Double, _ limit: Double) -> Double { value < 1e-9 ? 0 : min(value, max(limit, 0)) }
        return EdgeInsets(
            top: clamp(safe.minY - frame.minY, frame.height),
            left: clamp(safe.minX - frame.minX, frame.width),
            bottom: clamp(frame.maxY - safe.maxY, frame.height),
            right: clamp(frame.maxX - safe.maxX, frame.width))
    }
}
