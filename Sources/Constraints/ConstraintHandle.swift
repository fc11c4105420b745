/// Names one constraint added to a `Solver`, for `Solver.remove(_:)`.
/// Ids are handed out in order of `add` calls and never reused by the same solver.
package struct ConstraintHandle: Hashable, Sendable, Comparable {
    package let id: Int

    init(id: Int) { self.id = id }

    package static func < (a: ConstraintHandle, b: ConstraintHandle) -> Bool { a.id < b.id }
}
