import Diagnostics

/// A layout guide a constraint can name: one of a view's system guides, a controller's top/bottom
/// layout guide or a custom `UILayoutGuide`.
public struct LayoutGuideNode: Sendable, Hashable, Codable {
    /// Unique among nodes and guides (IB's `<viewLayoutGuide id=…>` or `<viewControllerLayoutGuide id=…>`).
    public var id: String
    /// The view that owns the guide (for top/bottom layout guides: the controller's root view).
    public var owner: String
    public var kind: LayoutGuideKind
    public var location: SourceLocation?

    public init(id: String, owner: String, kind: LayoutGuideKind, location: SourceLocation? = nil) {
        self.id = id
        self.owner = owner
        self.kind = kind
        self.location = location
    }
}
