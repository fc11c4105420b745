import Constraints

/// Required equalities of the simplest shapes — `a == c` and `a == b + c`, which UIKit layouts are
/// full of (pins, stack views' canvas connections, alignments and spacings) — kept out of the solver:
/// the eliminated variable becomes an alias of another variable (or a constant) plus an offset, and
/// every later constraint is rewritten in terms of the remaining variables. On a 60-view screen this
/// removes about 100 of 240 required rows, which halves the simplex's work (measured with kiwi on the
/// same system). A variable is eliminated only before any solver row mentions it and never when it is
/// an edit variable, so the solver's tableau never needs rewriting.
///
/// A union–find forest without path compression: each eliminated variable points at the variable it
/// was defined by, with the offset and the tag of the defining constraint, so a conflict can name
/// every equality it went through.
///
/// A class, owned by one `LayoutSystem` and never copied: as a struct stored in the system, every
/// non-mutating call (`rewrite` for each constraint, `find` for each value read) copied it first,
/// retaining and releasing its six arrays (12 reference-count operations a call; a 65-view scene:
/// about 7,000 a layout).
final class VariableAliases {
    /// Per variable id: the variable it is defined by (-1: a constant; `id` itself: not eliminated).
    @exclusivity(unchecked) private var parent: [Int] = []
    @exclusivity(unchecked) private var offset: [Double] = []
    /// The tags of the equality that defined the variable and of every equality that had already
    /// been folded into that equality's other variables.
    @exclusivity(unchecked) private var tags: [[Int]] = []
    @exclusivity(unchecked) private var inSolver: [Bool] = []
    @exclusivity(unchecked) private var isEdit: [Bool] = []
    /// Every variable by id, to rebuild expressions over representatives.
    @exclusivity(unchecked) private(set) var variables: [Variable] = []

    /// Room for `count` variables in every per-variable array, so that registering them grows nothing.
    func reserveCapacity(_ count: Int) {
        parent.reserveCapacity(count)
        offset.reserveCapacity(count)
        tags.reserveCapacity(count)
        inSolver.reserveCapacity(count)
        isEdit.reserveCapacity(count)
        variables.reserveCapacity(count)
    }

    func register(_ v: Variable, isEdit edit: Bool = false) {
        while variables.count <= v.id {
            let id = variables.count
            parent.append(id)
            offset.append(0)
            tags.append([])
            inSolver.append(false)
            isEdit.append(false)
            variables.append(v)  // placeholder until the variable with this id registers
        }
        variables[v.id] = v
        isEdit[v.id] = edit
        if edit { inSolver[v.id] = true }
    }

    /// The representative and offset of a variable: v == rep + offset, or v == offset when rep is -1.
    func find(_ id: Int) -> (rep: Int, offset: Double) {
        var at = id, total = 0.0
        while at >= 0 && parent[at] != at {
            total += offset[at]
            at = parent[at]
        }
        return (at, total)
    }

    /// The tags of the equalities that define `id` in terms of its representative.
    func pathTags(_ id: Int, into tags: inout [Int]) {
        var at = id
        while at >= 0 && parent[at] != at {
            tags.append(contentsOf: self.tags[at])
            at = parent[at]
        }
    }

    /// The expression over representatives.
    func rewrite(_ e: Expression) -> Expression {
        // Most constraints name no eliminated variable: return those as they are, without a new array.
        guard e.terms.contains(where: { parent[$0.variable.id] != $0.variable.id }) else { return e }
        var constant = e.constant
        var terms: [Term] = []
        terms.reserveCapacity(e.terms.count)
        for term in e.terms {
            let (rep, off) = find(term.variable.id)
            if rep == term.variable.id {
                terms.append(term)
                continue
            }
            constant += term.coefficient * off
            if rep >= 0 { terms.append(Term(variables[rep], term.coefficient)) }
        }
        return Expression(terms: terms, constant: constant)
    }

    /// Tries to absorb a required equality `e == 0` (already rewritten); `t` holds its tag and those
    /// of the equalities folded into it. Returns true when it did.
    func absorb(_ e: Expression, tags t: [Int]) -> Bool {
        let terms = e.terms
        if terms.count == 1 {
            let v = terms[0].variable.id
            guard eligible(v) else { return false }
            define(v, as: -1, offset: -e.constant / terms[0].coefficient, tag: t)
            return true
        }
        if terms.count == 2, terms[0].coefficient == -terms[1].coefficient {
            // c·a − c·b + k == 0  ⇒  a == b − k/c  or  b == a + k/c
            let a = terms[0].variable.id, b = terms[1].variable.id, k = e.constant / terms[0].coefficient
            if eligible(a) {
                define(a, as: b, offset: -k, tag: t)
                return true
            }
            if eligible(b) {
                define(b, as: a, offset: k, tag: t)
                return true
            }
        }
        return false
    }

    func markInSolver(_ e: Expression) {
        for term in e.terms { inSolver[term.variable.id] = true }
    }

    private func eligible(_ id: Int) -> Bool { !inSolver[id] && !isEdit[id] && parent[id] == id }

    private func define(_ id: Int, as rep: Int, offset o: Double, tag t: [Int]) {
        parent[id] = rep
        offset[id] = o
        // Without duplicates: a definition's list repeats the branches it was built from, and
        // repeating them again at every level of a chain would grow the lists exponentially.
        // Sorting then dropping neighbours gives `Array(Set(t)).sorted()` without hashing.
        var unique = t.sorted()
        var kept = 0
        for k in unique.indices where k == 0 || unique[k] != unique[kept - 1] {
            unique[kept] = unique[k]
            kept += 1
        }
        unique.removeSubrange(kept...)
        tags[id] = unique
    }
}
