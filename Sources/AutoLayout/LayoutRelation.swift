/// How a constraint's two sides compare: UIKit's `NSLayoutConstraint.Relation`
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation).
package enum LayoutRelation: String, Sendable, Hashable, Codable, CaseIterable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    /// IB's spelling (`relation="greaterThanOrEqual"`; absent means equal).
    init?(ibName: String) { self.init(rawValue: ibName) }
}
