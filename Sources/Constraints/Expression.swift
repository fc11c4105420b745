/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// Kept normalised: terms sorted by variable id, one term per variable, no zero coefficients, so two
/// expressions that mean the same thing compare equal and every use iterates in id order. Build them
/// with the operators: `a + b * 2 - 8`, `(left + right) / 2`, `-x`. Each operator costs one merge of
/// the two sorted term lists (linear in their length). Not a literal type on purpose: `x + 1` must
/// have one reading.
package struct Expression: Sendable, Equatable, ExpressionConvertible, CustomStringConvertible {
    package private(set) var terms: [Term]
    package var constant: Double

    package init(constant: Double = 0) {
        self.terms = []
        self.constant = constant
    }

    package init(_ variable: Variable, coefficient: Double = 1) {
        self.terms = coefficient == 0 ? [] : [Term(variable, coefficient)]
        self.constant = 0
    }

    /// Sorts and merges `terms` (summing the coefficients of a repeated variable, dropping zeros).
    ///
    /// In place, in the array passed (consumed: a caller's last use hands it over without a copy): a
    /// layout rewrites about 150 expressions through aliases (`VariableAliases.rewrite`), and a copy to
    /// sort plus a second array to merge into were two allocations each. Short lists are sorted by
    /// insertion, which is stable like `sort(by:)` ("guaranteed to be stable",
    /// https://developer.apple.com/documentation/swift/mutablecollection/sort(by:)), so repeated
    /// variables meet in the same order and their coefficients are summed in the same order, bit for bit.
    package init(terms: consuming [Term], constant: Double = 0) {
        var merged = terms
        if merged.count > 16 {
            merged.sort { $0.variable.id < $1.variable.id }
        }
        let kept = merged.withUnsafeMutableBufferPointer { t -> Int in
            if t.count <= 16 {
                for i in t.indices.dropFirst() {
                    let term = t[i]
                    var j = i
                    while j > 0 && t[j - 1].variable.id > term.variable.id {
                        t[j] = t[j - 1]
                        j -= 1
                    }
                    t[j] = term
                }
            }
            var kept = 0
            for i in t.indices {
                if kept > 0 && t[kept - 1].variable == t[i].variable {
                    t[kept - 1].coefficient += t[i].coefficient
                } else {
                    t[kept] = t[i]
                    kept += 1
                }
            }
            return kept
        }
        merged.removeSubrange(kept...)
        merged.removeAll { $0.coefficient == 0 }
        self.terms = merged
        self.constant = constant
    }

    package var expression: Expression { self }

    /// The coefficient of `variable` (0 when it does not appear).
    func coefficient(of variable: Variable) -> Double {
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

    /// `self + other * factor`, bit for bit, for any non-zero `factor`, with one merge and one new
    /// array instead of two: scaling first multiplies each coefficient and the constant by `factor`
    /// and the sum then adds `1 ×` those products, which `combine` computes directly (`1·x` is `x`
    /// and `factor·c` is `c·factor` for every double). A zero factor takes the two-step way, whose
    /// `scaled(by: 0)` drops `other`'s constant outright.
    package func adding(_ other: Expression, times factor: Double) -> Expression {
        factor == 0 ? self + other * factor : Expression.combine(self, other, factor: factor)
    }

    func scaled(by factor: Double) -> Expression {
        if factor == 0 { return Expression(constant: 0) }
        var result = self
        for k in result.terms.indices { result.terms[k].coefficient *= factor }
        result.constant *= factor
        return result
    }

    package var description: String {
        var parts: [String] = []
        for term in terms {
            parts.append(term.coefficient == 1 ? "\(term.variable)" : "\(term.coefficient)*\(term.variable)")
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    // MARK: Operators. Concrete overloads rather than generics keep `a + b * 2 - 8` quick to type-check.

    package static func + (a: Expression, b: Expression) -> Expression { combine(a, b, factor: 1) }
    package static func + (a: Expression, b: Variable) -> Expression { combine(a, Expression(b), factor: 1) }
    static func + (a: Variable, b: Expression) -> Expression { combine(Expression(a), b, factor: 1) }
    package static func + (a: Expression, b: Double) -> Expression { var r = a; r.constant += b; return r }
    static func + (a: Double, b: Expression) -> Expression { var r = b; r.constant += a; return r }

    package static func - (a: Expression, b: Expression) -> Expression { combine(a, b, factor: -1) }
    static func - (a: Expression, b: Variable) -> Expression { combine(a, Expression(b), factor: -1) }
    static func - (a: Variable, b: Expression) -> Expression { combine(Expression(a), b, factor: -1) }
    package static func - (a: Expression, b: Double) -> Expression { var r = a; r.constant -= b; return r }
    static func - (a: Double, b: Expression) -> Expression { combine(Expression(constant: a), b, factor: -1) }

    package static func * (a: Expression, b: Double) -> Expression { a.scaled(by: b) }
    static func * (a: Double, b: Expression) -> Expression { b.scaled(by: a) }
    static func / (a: Expression, b: Double) -> Expression { a.scaled(by: 1 / b) }

    package static prefix func - (a: Expression) -> Expression { a.scaled(by: -1) }
}

extension Variable {
    package static func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
    static func + (a: Variable, b: Double) -> Expression { Expression(a) + b }
    static func + (a: Double, b: Variable) -> Expression { a + Expression(b) }
    static func - (a: Variable, b: Variable) -> Expression { Expression(a) - Expression(b) }
    static func - (a: Variable, b: Double) -> Expression { Expression(a) - b }
    static func - (a: Double, b: Variable) -> Expression { a - Expression(b) }
    static func * (a: Variable, b: Double) -> Expression { Expression(a, coefficient: b) }
    static func * (a: Double, b: Variable) -> Expression { Expression(b, coefficient: a) }
    static func / (a: Variable, b: Double) -> Expression { Expression(a, coefficient: 1 / b) }
    static prefix func - (a: Variable) -> Expression { Expression(a, coefficient: -1) }
}
