/// An unknown of a constraint system: one number the solver chooses, such as a view's minX.
///
/// A variable is a name and an integer id that its `Solver` hands out in creation order
/// (`Solver.makeVariable(_:)`). Equality, hashing and order use the id only, so that every
/// collection keyed by variables iterates the same way on every run (never by hash order).
/// A variable belongs to the solver that made it; using it with another solver is a programming error.
/// Cost: two words and a string; copying is cheap.
public struct Variable: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The solver-wide id, 0, 1, 2, … in the order of `makeVariable` calls.
    public let id: Int
    /// A name for diagnoses and printing (e.g. `"label.minX"`); it plays no part in solving.
    public let name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public static func == (a: Variable, b: Variable) -> Bool { a.id == b.id }
    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    public var description: String { name }
}
