import Diagnostics

/// One Auto Layout constraint in UIKit's terms
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint):
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`, at `priority`.
/// With no second item the right side is the constant alone (only for width and height).
package struct LayoutConstraint: Sendable, Hashable, Codable {
    /// A node or guide id.
    package var firstItem: String
    var firstAttribute: LayoutAttribute
    package var relation: LayoutRelation
    package var secondItem: String?
    var secondAttribute: LayoutAttribute
    var multiplier: Double
    package var constant: Double
    package var priority: LayoutPriority
    /// UIKit's `identifier` (IB's `identifier=`), printed in diagnoses like UIKit's log does.
    var identifier: String?
    /// The document's own id for the constraint (IB's `id=`), for messages.
    package var sourceID: String?
    package var location: SourceLocation?

    package init(
        _ firstItem: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        _ secondItem: String? = nil, _ secondAttribute: LayoutAttribute = .notAnAttribute,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required,
        identifier: String? = nil, sourceID: String? = nil, location: SourceLocation? = nil
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.sourceID = sourceID
        self.location = location
    }
}
