/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// Kept normalised: terms sorted by variable id, one term per variable, no zero coefficients, so two
/// expressions that mean the same thing compare equal and every use iterates in id order. Build them
/// with the operators: `a + b * 2 - 8`, `(left + right) / 2`, `-x`. Each operator costs one merge of
/// the two sorted term lists (linear in their length). Not a literal type on purpose: `x + 1` must
/// have one reading.
public struct Expression: Sendable, Equatable, ExpressionConvertible, CustomStringConvertible {
    public private(set) var terms: [Term]
    public var constant: Double

    public init(constant: Double = 0) {
        self.terms = []
        self.constant = constant
    }

    public init(_ variable: Variable, coefficient: Double = 1) {
        self.terms = coefficient == 0 ? [] : [Term(variable, coefficient)]
        self.constant = 0
    }

    /// Sorts and merges `terms` (summing the coefficients of a repeated variable, dropping zeros).
    public init(terms: [Term], constant: Double = 0) {
        var sorted = terms
        sorted.sort { $0.variable.id < $1.variable.id }
        var merged: [Term] = []
        merged.reserveCapacity(sorted.count)
        for term in sorted {
            if let last = merged.last, last.variable == term.variable {
                merged[merged.count - 1].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        self.terms = merged
        self.constant = constant
    }

    public var expression: Expression { self }

    /// The coefficient of `variable` (0 when it does not appear).
    public func coefficient(of variable: Variable) -> Double {
        var low = 0, high = terms.count
        while low < high {
            let mid = (low + high) / 2
            if terms[mid].variable.id < variable.id { low = mid + 1 } else { high = mid }
        }
        return low < terms.count && terms[low].variable == variable ? terms[low].coefficient : 0
    }

    /// `a + factor·b`, merging the two sorted term lists.
    static func combine(_ a: Expression, _ b: Expression, factor: Double) -> Expression {
        var result = Expression(constant: a.constant + factor * b.constant)
        // With nothing to merge the terms are shared, not copied: the same values, no allocation
        // (`x · 1` is `x` for every double).
        if factor == 0 || b.terms.isEmpty {
            result.terms = a.terms
            return result
        }
        if factor == 1 && a.terms.isEmpty {
            result.terms = b.terms
            return result
        }
        var merged: [Term] = []
        merged.reserveCapacity(a.terms.count + b.terms.count)
        var i = 0, j = 0
        while i < a.terms.count || j < b.terms.count {
            if j == b.terms.count || (i < a.terms.count && a.terms[i].variable.id < b.terms[j].variable.id) {
                merged.append(a.terms[i])
                i += 1
            } else if i == a.terms.count || b.terms[j].variable.id < a.terms[i].variable.id {
                merged.append(Term(b.terms[j].variable, factor * b.terms[j].coefficient))
                j += 1
            } else {
                let c = a.terms[i].coefficient + factor * b.terms[j].coefficient
                if c != 0 { merged.append(Term(a.terms[i].variable, c)) }
                i += 1
                j += 1
            }
        }
        result.terms = merged
        return result
    }

    func scaled(by factor: Double) -> Expression {
        if factor == 0 { return Expression(constant: 0) }
        var result = self
        for k in result.terms.indices { result.terms[k].coefficient *= factor }
        result.constant *= factor
        return result
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            parts.append(term.coefficient == 1 ? "\(term.variable)" : "\(term.coefficient)*\(term.variable)")
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    // MARK: Operators. Concrete overloads rather than generics keep `a + b * 2 - 8` quick to type-check.

    public static func + (a: Expression, b: Expression) -> Expression { combine(a, b, factor: 1) }
    public static func + (a: Expression, b: Variable) -> Expression { combine(a, Expression(b), factor: 1) }
    public static func + (a: Variable, b: Expression) -> Expression { combine(Expression(a), b, factor: 1) }
    public static func + (a: Expression, b: Double) -> Expression { var r = a; r.constant += b; return r }
    public static func + (a: Double, b: Expression) -> Expression { var r = b; r.constant += a; return r }

    public static func - (a: Expression, b: Expression) -> Expression { combine(a, b, factor: -1) }
    public static func - (a: Expression, b: Variable) -> Expression { combine(a, Expression(b), factor: -1) }
    public static func - (a: Variable, b: Expression) -> Expression { combine(Expression(a), b, factor: -1) }
    public static func - (a: Expression, b: Double) -> Expression { var r = a; r.constant -= b; return r }
    public static func - (a: Double, b: Expression) -> Expression { combine(Expression(constant: a), b, factor: -1) }

    public static func * (a: Expression, b: Double) -> Expression { a.scaled(by: b) }
    public static func * (a: Double, b: Expression) -> Expression { b.scaled(by: a) }
    public static func / (a: Expression, b: Double) -> Expression { a.scaled(by: 1 / b) }

    public static prefix func - (a: Expression) -> Expression { a.scaled(by: -1) }
}

extension Variable {
    public static func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
    public static func + (a: Variable, b: Double) -> Expression { Expression(a) + b }
    public static func + (a: Double, b: Variable) -> Expression { a + Expression(b) }
    public static func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
    public static func - (a: Variable, b: Double) -> Expression { Expression(a) - b }
    public static func - (a: Double, b: Variable) -> Expression { a - Expression(b) }
    public static func * (a: Variable, b: Double) -> Expression { Expression(a, coefficient: b) }
    public static func * (a: Double, b: Variable) -> Expression { Expression(b, coefficient: a) }
    public static func / (a: Variable, b: Double) -> Expression { Expression(a, coefficient: 1 / b) }
    public static prefix func - (a: Variable) -> Expression { Expression(a, coefficient: -1) }
}
