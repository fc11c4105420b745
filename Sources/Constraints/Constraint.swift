/// One linear constraint `lhs relation rhs` with a strength, stored as `(lhs − rhs) relation 0`.
///
/// A value: building one costs one expression merge; the solver copies what it needs on `add`.
/// `tag` is the caller's id for diagnoses (e.g. the index of an Interface Builder constraint or a
/// template line); the solver only reports it back in `UnsatisfiableConstraints.conflicting`.
public struct Constraint: Sendable, Equatable, CustomStringConvertible {
    /// `lhs − rhs`.
    public let expression: Expression
    public let relation: Relation
    public let strength: Strength
    public var tag: Int

    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, strength: Strength = .required, tag: Int = -1) {
        self.expression = lhs - rhs
        self.relation = relation
        self.strength = strength
        self.tag = tag
    }

    /// `expression relation 0`: the same as `Constraint(expression, relation, Expression(constant: 0))`,
    /// bit for bit (`x − 0` is `x` for every double), without the subtraction.
    public init(expression: Expression, relation: Relation, strength: Strength, tag: Int = -1) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.tag = tag
    }

    /// The same with any mix of variables, expressions and numbers: `Constraint(x, .equal, 10)`.
    public init(
        _ lhs: some ExpressionConvertible, _ relation: Relation, _ rhs: some ExpressionConvertible,
        strength: Strength = .required, tag: Int = -1
    ) {
        self.init(lhs.expression, relation, rhs.expression, strength: strength, tag: tag)
    }

    public var description: String {
        let op: String
        switch relation {
        case .equal: op = "=="
        case .lessThanOrEqual: op = "<="
        case .greaterThanOrEqual: op = ">="
        }
        return "\(expression) \(op) 0 @\(strength)"
    }
}
