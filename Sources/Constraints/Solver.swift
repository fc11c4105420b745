/// An incremental Cassowary solver: linear equalities and inequalities, required and weighted
/// constraints, edit variables, and constraints added and removed one at a time.
///
/// The algorithm is Badros, Borning and Stuckey's Cassowary ("The Cassowary linear arithmetic
/// constraint solving algorithm", ACM TOCHI 8(4), 2001,
/// https://constraints.cs.washington.edu/solvers/cassowary-tochi.pdf): an augmented simplex tableau in
/// solved form, kept feasible and optimal for the objective: the weighted sum of the errors of the
/// non-required constraints, or those errors strength by strength in strict order (`StrengthOrder`, the
/// paper's symbolic weights, §2). New constraints are added with the paper's incremental method (§4.1: pick
/// a subject, else phase one with an artificial variable), removed through their marker variable
/// (§4.2), and edit suggestions re-optimised with the dual simplex (§4.3). The structure follows kiwi's
/// C++ implementation (https://github.com/nucleic/kiwi, `kiwi/solverimpl.h`), which keeps the same
/// strengths, symbol kinds and pivot rules; where this solver differs it says so.
///
/// Determinism: symbols are integers handed out in creation order; the tableau is an array indexed by
/// symbol, scanned in id order; the entering symbol is the lowest id with a negative objective
/// coefficient and ties in the ratio test go to the lowest basic id (Bland's rule, which also prevents
/// cycling). Nothing depends on hash order, so the same calls give the same bits.
///
/// Differences from kiwi, none of which changes an optimum: adding a required constraint leaves the
/// primal optimisation to the next non-required add, read, suggestion or removal (one optimisation per
/// run of required adds; a non-required add optimises at once, as kiwi does); a failed `add` puts the
/// tableau back exactly (kiwi may leave it changed) and names the conflicting constraints; a phase-one
/// row left with dummies only is pivoted on a dummy rather than reported unsatisfiable; a new row's
/// subject is the external variable the fewest rows mention, not the lowest id (`Tableau.chooseSubject`);
/// `Solver(namesConflicts: false)` leaves the required equalities' dummies out.
///
/// Costs: rows are sorted arrays of (symbol, coefficient), the objective a dense array (`DenseRow`; in a
/// strict order each symbol's coefficients by strength, `Objective`);
/// a column index (`ColumnIndex`: a bit matrix up to 4,096 symbols, sorted arrays of basic ids beyond) lists the rows that mention each symbol, so a pivot
/// touches only those rows, each with one linear merge. A 60-view list screen (234 variables, 301
/// constraints, window size as edit variables) takes about 0.4 ms of CPU to build, solve and read in
/// a release build on the project's shared 2-core machine (ConstraintsTiming `--cards`). Order matters
/// for deep chains: on a 20-row grid (242 variables, 443 constraints) adding the window's edit
/// variables before the views' constraints cost 0.6 ms against 1.4 ms after them (kiwi: 2 ms against
/// 21 ms). `ambiguousVariables()` costs about a fifth of a build, `suggestValue` a few microseconds.
/// Symbol ids are never reused, so a solver that adds and removes constraints forever grows: build
/// one solver per layout.
///
/// Not thread-safe: a `Solver` is a mutable object owned by one task at a time.
package final class Solver {
    /// All the state; a struct so that its algorithms run without dynamic exclusivity checks, and
    /// unchecked here too: every call is one access, and a layout reads values hundreds of times
    /// (with the layout system's, the checks were 4 % of a 65-view scene's layout pass). One task at a time uses a solver.
    @exclusivity(unchecked) private var tableau = Tableau()

    /// - Parameter namesConflicts: `true` (kiwi's way) gives every required equality a dummy symbol, so a
    ///   conflict names the equalities involved and any constraint can be removed. `false` leaves the
    ///   dummies out: they never enter the basis and never move a value (an optimum, and every bit of it,
    ///   is the same), but each one is a cell in every row the equality is substituted into, so a
    ///   60-view scene's rows are several times longer with them. Without them a conflict is still
    ///   detected and thrown, but names only the inequalities involved, and a required equality
    ///   cannot be removed. A caller that diagnoses conflicts solves again with `true` (the layout
    ///   engine does: conflicts are rare).
    /// - Parameter expectedSymbols: how many tableau symbols (variables that constraints mention, plus
    ///   one or two slack, error or dummy symbols per constraint) the caller expects, or 0. A capacity
    ///   hint: the column index (up to its dense form's 4,096 symbols) and the per-symbol arrays are
    ///   made that large at once instead of growing, and nothing else changes.
    /// - Parameter workBudget: how many row cells the solver may rewrite in all (every pivot and every
    ///   substitution of a new row's subject rewrites the rows that mention a symbol). Cassowary's work can
    ///   grow far faster than the constraints: 400 views whose widths are each tied to their two
    ///   predecessors' and pulled towards a preferred width by a weaker constraint take tens of seconds
    ///   here and longer in kiwi. Past the budget the solver stops pivoting and `isOverWorkBudget` is true;
    ///   its values are then not an optimum and the caller must not use them.
    /// - Parameter strengthOrder: how errors of different strengths weigh against each other: kiwi's
    ///   weighted sum (the default), or strictly in order of strength, as UIKit's priorities are
    ///   (`StrengthOrder`).
    package init(namesConflicts: Bool = true, expectedSymbols: Int = 0, workBudget: Int = .max, strengthOrder: StrengthOrder = .weightedSum) {
        tableau = Tableau(expectedSymbols: expectedSymbols, strengthOrder: strengthOrder)
        tableau.keepsDummies = namesConflicts
        tableau.workBudget = workBudget
    }

    /// Whether the solver stopped short of its `workBudget` (see `init`): its values are no solution.
    package var isOverWorkBudget: Bool { tableau.isOverWorkBudget }

    /// Row cells rewritten so far (what `workBudget` bounds).
    package var work: Int { tableau.work }

    /// A solver whose column index turns sparse past `denseColumnLimit` symbols instead of
    /// `ColumnIndex.denseLimit`: for tests that hold both forms to the same bits on small systems.
    init(namesConflicts: Bool = true, denseColumnLimit: Int) {
        tableau = Tableau(expectedSymbols: 0, denseColumnLimit: denseColumnLimit)
        tableau.keepsDummies = namesConflicts
    }

    /// A new variable, with the next id. Its value is 0 until constraints say otherwise.
    package func makeVariable(_ name: String) -> Variable { tableau.makeVariable(name) }

    /// The name `variable` was made with (for diagnoses and printing, e.g. `"label.minX"`).
    func name(of variable: Variable) -> String { tableau.name(of: variable) }

    /// Every variable made so far, in id order.
    package var variables: [Variable] { tableau.variables }

    /// The number of constraints currently in the solver (edit constraints included).
    var constraintCount: Int { tableau.constraintCount }

    /// Adds a constraint. The solver stays feasible; a non-required constraint is optimised at once, a
    /// required one at the next non-required add, read (`value(of:)`, `ambiguousVariables()`),
    /// suggestion or removal.
    ///
    /// Throws `UnsatisfiableConstraints` when the constraint is required and cannot hold together with
    /// the required constraints already added; the solver is then exactly as before the call. The
    /// conflicting set is read from the row that proves it (paper §4.1): when the new row reduces to
    /// dummies only with a non-zero constant, the required equalities whose dummies appear; when phase
    /// one ends with a positive artificial objective, the required constraints whose slacks or dummies
    /// appear in that objective (a Farkas certificate: small, not always minimal). Non-required
    /// constraints never fail.
    @discardableResult
    package func add(_ constraint: Constraint) throws(UnsatisfiableConstraints) -> ConstraintHandle {
        try tableau.add(constraint)
    }

    /// Removes a constraint added earlier and re-optimises (paper §4.2). Removing a handle twice, or
    /// one of another solver, does nothing.
    package func remove(_ handle: ConstraintHandle) { tableau.remove(handle) }

    /// Whether `handle` names a constraint currently in the solver.
    func contains(_ handle: ConstraintHandle) -> Bool { tableau.contains(handle) }

    /// Makes `variable` editable: adds the non-required constraint `variable == c` (c starts at 0) whose
    /// constant `suggestValue` then changes (paper §4.3). A variable already being edited is re-added
    /// with the new strength. `strength` must not be required (kiwi rejects that too): a suggestion must
    /// be able to lose against the required constraints.
    package func addEditVariable(_ variable: Variable, strength: Strength) {
        tableau.addEditVariable(variable, strength: strength)
    }

    /// Stops editing `variable` (removes its edit constraint); does nothing if it is not being edited.
    func removeEditVariable(_ variable: Variable) { tableau.removeEditVariable(variable) }

    package func isEditVariable(_ variable: Variable) -> Bool { tableau.isEditVariable(variable) }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex: only the rows the
    /// edit constraint's errors touch change, then infeasible rows are pivoted out (paper §4.3, kiwi's
    /// `suggestValue` and `dualOptimize`). The variable must have been passed to `addEditVariable`
    /// (a programming error otherwise: it traps, as kiwi throws).
    package func suggestValue(_ variable: Variable, _ value: Double) { tableau.suggestValue(variable, value) }

    /// The variable's value in the current solution (0 for a variable no constraint fixes: a parametric
    /// symbol sits at 0). O(1) once optimal; the first read after adds runs the optimisation.
    package func value(of variable: Variable) -> Double {
        if tableau.needsOptimization { tableau.optimizeIfNeeded() }
        return tableau.value(of: variable)
    }

    /// The variables whose value the constraints do not fix, sorted by id: UIKit's notion of an
    /// ambiguous layout (`UIView.hasAmbiguousLayout`,
    /// https://developer.apple.com/documentation/uikit/uiview/hasambiguouslayout).
    ///
    /// Definition implemented: a variable is ambiguous when some other solution gives it a different
    /// value while every required constraint still holds and the weighted error of the non-required
    /// constraints (the objective) stays at its optimum. So `x >= 0` alone is ambiguous (every x ≥ 0 is
    /// an optimal solution of an empty objective), `x >= 0` with `x == 5 @weak` is not, and neither is
    /// `x >= 0, x <= 0`. A variable that no constraint mentions is ambiguous. The test is exact (see
    /// `Tableau.ambiguousVariables()`); it costs one scan of the tableau plus small cone programs.
    package func ambiguousVariables() -> [Variable] {
        tableau.optimizeIfNeeded()
        return tableau.ambiguousVariables()
    }
}
