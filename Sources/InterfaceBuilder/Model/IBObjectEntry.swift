import Diagnostics

/// What the document's id index knows about one IB id: which element carries it and where.
public struct IBObjectEntry: Hashable, Sendable, Codable {
    public var id: String
    /// The element name (`label`, `constraint`, `viewLayoutGuide`, `segue`, …).
    public var element: String
    public var location: SourceLocation

    public init(id: String, element: String, location: SourceLocation) {
        self.id = id
        self.element = element
        self.location = location
    }
}
