/// One linear constraint `lhs relation rhs` with a strength, stored as `(lhs − rhs) relation 0`.
///
/// A value: building one costs one expression merge; the solver copies what it needs on `add`.
/// `tag` is the caller's id for diagnoses (e.g. the index of an Interface Builder constraint or a
/// template line); the solver only reports it back in `UnsatisfiableConstraints.conflicting`.
package struct Constraint: Sendable, Equatable, CustomStringConvertible {
    /// `lhs − rhs`.
    package let expression: Expression
    package let relation: Relation
    package let strength: Strength
    /// For a non-required equality, the weight of its error when `lhs` exceeds `rhs`; `strength` weighs
    /// it when `lhs` falls short. The same as `strength` unless the constraint was made with
    /// `init(_:equalTo:excess:shortfall:tag:)`.
    package let excessStrength: Strength
    package var tag: Int

    package init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required, tag: Int = -1) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = strength
        self.excessStrength = strength
        self.tag = tag
    }

    /// `lhs == rhs`, not required, whose error weighs `excess` per unit above `rhs` and `shortfall` per
    /// unit below: the pair `lhs <= rhs @excess`, `lhs >= rhs @shortfall` in one constraint. The two
    /// have the same optimum (for any `lhs`, the pair's smallest errors are max(0, lhs − rhs) and
    /// max(0, rhs − lhs), which is what the equality's two errors settle at when both weights are
    /// positive), but the pair takes two tableau rows, two slacks and two errors, the equality one row
    /// and two errors: the cheaper form of UIKit's content hugging and compression resistance
    /// (https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize). Neither
    /// strength may be required (a required side is an inequality of its own).
    package init(_ lhs: Expression, equalTo rhs: Expression, excess: Strength, shortfall: Strength, tag: Int = -1) {
        precondition(!excess.isRequired && !shortfall.isRequired, "Constraints.Constraint: an excess or shortfall weight must not be required")
        self.expression = lhs - rhs
        self.relation = .equal
        self.strength = shortfall
        self.excessStrength = excess
        self.tag = tag
    }

    /// `expression relation 0`: the same as `Constraint(expression, relation, Expression(constant: 0))`,
    /// bit for bit (`x − 0` is `x` for every double), without the subtraction. `excess` defaults to
    /// `strength` (see `excessStrength`).
    package init(expression: Expression, relation: Relation, strength: Strength, excess: Strength? = nil, tag: Int = -1) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.excessStrength = excess ?? strength
        self.tag = tag
    }

    /// The same with any mix of variables, expressions and numbers: `Constraint(x, .equal, 10)`.
    init(
        _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
        strength: Strength = .required, tag: Int = -1
    ) {
        self.init(lhs.expression, relation, rhs.expression, strength: strength, tag: tag)
    }

    package var description: String {
        let op: String
        switch relation {
        case .equal: op = "=="
        case .lessThanOrEqual: op = "<="
        case .greaterThanOrEqual: op = ">="
        }
        let weights = excessStrength == strength ? "\(strength)" : "\(excessStrength) above, \(strength) below"
        return "\(expression) \(op) 0 @\(weights)"
    }
}
