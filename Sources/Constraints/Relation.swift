/// How the two sides of a `Constraint` compare: UIKit's `NSLayoutConstraint.Relation`
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/relation).
package enum Relation: Sendable, Hashable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual
}
