/// An unknown of a constraint system: one number the solver chooses, such as a view's minX.
///
/// A variable is an integer id that its `Solver` hands out in creation order
/// (`Solver.makeVariable(_:)`); the solver keeps its name (`Solver.name(of:)`). Equality, hashing
/// and order use the id, so that every collection keyed by variables iterates the same way on every
/// run (never by hash order). A variable belongs to the solver that made it; using it with another
/// solver is a programming error.
///
/// Cost: one word, no reference. The name once lived here too, which made every `Term` and
/// `Expression` copy retain and release a string: 34,000 calls in a 65-view scene's layout pass
/// (BezelBench `ibscene`), for a name only diagnoses read.
package struct Variable: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The solver-wide id, 0, 1, 2, … in the order of `makeVariable` calls.
    package let id: Int

    init(id: Int) {
        self.id = id
    }

    package static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
    /// `v` and the id (`v12`); `Solver.name(of:)` gives the name it was made with.
    package var description: String { "v\(id)" }
}
