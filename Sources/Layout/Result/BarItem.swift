import Geometry

/// An item UIKit places in a system bar, laid out like a view: the navigation bar's back button.
package struct BarItem: Hashable, Sendable, Codable {
    /// `backButton`.
    package var id: String
    /// The id of the bar that holds it (`navigationBar`).
    package var bar: String
    package var title: String
    /// In window coordinates, like every laid-out frame.
    package var frame: Rect

    init(id: String, bar: String, title: String, frame: Rect) {
        self.id = id
        self.bar = bar
        self.title = title
        self.frame = frame
    }
}
