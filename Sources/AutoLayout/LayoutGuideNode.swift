import Diagnostics

/// A layout guide a constraint can name: one of a view's system guides, a controller's top/bottom
/// layout guide or a custom `UILayoutGuide`.
package struct LayoutGuideNode: Sendable, Hashable, Codable {
    /// Unique among nodes and guides (IB's `<viewLayoutGuide id=…>` or `<viewControllerLayoutGuide id=…>`).
    package var id: String
    /// The view that owns the guide (for top/bottom layout guides: the controller's root view).
    package var owner: String
    package var kind: LayoutGuideKind
    package var location: SourceLocation?

    package init(id: String, owner: String, kind: LayoutGuideKind, location: SourceLocation? = nil) {
        self.id = id
        self.owner = owner
        self.kind = kind
        self.location = location
    }
}
