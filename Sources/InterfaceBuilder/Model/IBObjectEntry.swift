import Diagnostics

/// What the document's id index knows about one IB id: which element carries it and where.
package struct IBObjectEntry: Hashable, Sendable, Codable {
    package var id: String
    /// The element name (`label`, `constraint`, `viewLayoutGuide`, `segue`, …).
    var element: String
    package var location: SourceLocation

    init(id: String, element: String, location: SourceLocation) {
        self.id = id
        self.element = element
        self.location = location
    }
}
