/// Anything that reads as a linear expression: `Expression`, `Variable`, `Double` and `Int`, so that
/// `Constraint(view.width, .equal, 100)` needs no wrapping.
package protocol ExpressionConvertible: Sendable {
    var expression: Expression { get }
}

extension Variable: ExpressionConvertible {
    package var expression: Expression { Expression(self) }
}

extension Double: ExpressionConvertible {
    package var expression: Expression { Expression(constant: self) }
}

extension Int: ExpressionConvertible {
    package var expression: Expression { Expression(constant: Double(self)) }
}
