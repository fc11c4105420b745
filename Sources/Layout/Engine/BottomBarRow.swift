import Geometry

/// The row of a bar at the bottom of the window (tab bar, toolbar) where its items are: the bar less the part that
/// reaches into the hardware's bottom inset (the home-indicator area), where UIKit extends only the bar's background.
enum BottomBarRow {
    /// The content row of `bar` (window coordinates), whose content ends at `contentBottom`: the hardware's safe
    /// bottom edge in window coordinates (a letterboxed app's window ends above it, so its bars keep their whole height).
    static func content(of bar: Rect, contentBottom: Double) -> Rect {
        Rect(x: bar.minX, y: bar.minY, width: bar.width, height: max(0, min(bar.maxY, contentBottom) - bar.minY))
    }
}
