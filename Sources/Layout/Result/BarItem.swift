import Geometry

/// An item UIKit places in a system bar, laid out like a view: the navigation bar's back button.
public struct BarItem: Hashable, Sendable, Codable {
    /// `backButton`.
    public var id: String
    /// The id of the bar that holds it (`navigationBar`).
    public var bar: String
    public var title: String
    /// In window coordinates, like every laid-out frame.
    public var frame: Rect

    public init(id: String, bar: String, title: String, frame: Rect) {
        self.id = id
        self.bar = bar
        self.title = title
        self.frame = frame
    }
}
