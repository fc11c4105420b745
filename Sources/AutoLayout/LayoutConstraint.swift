import Diagnostics

/// One Auto Layout constraint in UIKit's terms
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint):
/// `firstItem.firstAttribute relation secondItem.secondAttribute × multiplier + constant`, at `priority`.
/// With no second item the right side is the constant alone (only for width and height).
public struct LayoutConstraint: Sendable, Hashable, Codable {
    /// A node or guide id.
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority
    /// UIKit's `identifier` (IB's `identifier=`), printed in diagnoses like UIKit's log does.
    public var identifier: String?
    /// The document's own id for the constraint (IB's `id=`), for messages.
    public var sourceID: String?
    public var location: SourceLocation?

    public init(
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
