import Diagnostics

/// A constraint's `firstItem` or `secondItem` naming an id no object of the document has: a view removed by a tool
/// that left its constraints behind (Expo's splash screen template keeps two constraints of an image view it no longer
/// has). The document is read all the same; the screen leaves the constraint out and names it
/// (`DocumentOrigin.leftOutConstraints`).
package struct IBUnresolvedItem: Hashable, Sendable, Codable {
    /// The constraint's id.
    package var constraintID: String
    /// `firstItem` or `secondItem`.
    package var attribute: String
    /// The id it names.
    package var id: String
    /// Where the attribute is written.
    package var location: SourceLocation

    /// How `IBDocument.unresolvedConstraintItems` finds it: the constraint's id and the attribute.
    package static func key(constraintID: String, attribute: String) -> String { constraintID + " " + attribute }

    package init(constraintID: String, attribute: String, id: String, location: SourceLocation) {
        self.constraintID = constraintID
        self.attribute = attribute
        self.id = id
        self.location = location
    }
}
