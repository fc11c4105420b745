import Geometry

/// One part of the window where content is covered or cut: a strip of the hardware safe-area insets, or a
/// system bar. Rectangles are in the app window's coordinates.
package struct UnsafeRegion: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        case top, bottom, left, right, navigationBar, tabBar, toolbar
    }

    package var kind: Kind
    /// How messages name it: "the status bar", "the home-indicator area", "the navigation bar".
    package var name: String
    package var frame: Rect

    init(kind: Kind, name: String, frame: Rect) {
        self.kind = kind
        self.name = name
        self.frame = frame
    }

    /// How deep `overlap` reaches into the region from its open side: the height for top and bottom strips
    /// and bars, the width for side strips.
    package func depth(of overlap: Rect) -> Double {
        switch kind {
        case .left, .right: overlap.width
        default: overlap.height
        }
    }

    /// The tallest part inside this region of a view's frame at any of `moments` (where a control of the
    /// view rests at different times, e.g. at rest and while it loads), or nil when none shows.
    package func tallestPart(of moments: [Rect], within frame: Rect) -> Rect? {
        let parts = moments.compactMap { $0.intersection(frame)?.intersection(self.frame) }
        guard let tallest = parts.max(by: { $0.height < $1.height }), tallest.height > 1e-6 else { return nil }
        return tallest
    }
}
