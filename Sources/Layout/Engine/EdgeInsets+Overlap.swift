import Geometry

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
