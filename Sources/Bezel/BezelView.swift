import Layout

/// Where one view of a laid-out screen ends up, in points from the window's top-left corner.
public struct BezelView: Sendable, Hashable {
    /// The view's id in the template or document (system bars are `statusBar`, `navigationBar`, …).
    public var id: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    init(_ view: LaidOutView) {
        self.id = view.id
        self.x = view.frame.x
        self.y = view.frame.y
        self.width = view.frame.width
        self.height = view.frame.height
    }
}
