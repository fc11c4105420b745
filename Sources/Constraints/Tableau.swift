/// The solver's state and algorithms: the simplex tableau in solved form, the symbols, the column
/// index and the constraint and edit records. A struct so that the hot loops work on stored properties
/// without the dynamic exclusivity checks a class's properties need; `Solver` owns one and forwards to it.
/// The algorithm and its sources are described on `Solver`.
struct Tableau {
    // Variables: names and their tableau symbols (−1 before a constraint mentions them).
    private var names: [String] = []
    private var variableSymbol: [Int] = []

    // Symbols, indexed by symbol id.
    var kinds: [SymbolKind] = []
    /// The variable id of an external symbol, else −1.
    var symbolVariable: [Int] = []
    /// The handle id of the constraint that created a slack, error or dummy symbol, else −1.
    var symbolOwner: [Int] = []

    // The tableau: `rows[s]` is the row of basic symbol `s` where `isBasic[s]`.
    var rows: [Row] = []
    var isBasic: [Bool] = []
    /// The column index (the paper's column sets, §3.2): column `s` holds the basic symbols whose
    /// rows mention `s`. Substitutions and ratio tests visit only those rows, in ascending id order.
    private var columns = ColumnIndex()
    /// Reused buffers: the merge target of row operations (see `Row.insert`) and a column's members
    /// while its rows are rewritten.
    private var scratch: [Row.Cell] = []
    private var holding: [Int32] = []
    private var firstSeenBuffer: [Int] = []
    var objective = Objective(order: .weightedSum)
    /// Phase one's objective while `addWithArtificialVariable` runs.
    private var artificial: Row?
    /// Rows that a suggestion drove negative, for the dual simplex (kiwi's `m_infeasible_rows`).
    private var infeasible: [Int] = []

    // Constraints by handle id and edits by variable id (nil: none): arrays rather than dictionaries,
    // since ids are small and dense and every add looks one up.
    private(set) var records: [ConstraintRecord?] = []
    private var recordCount = 0
    private var nextHandle = 0
    private var edits: [EditRecord?] = []

    /// While a required constraint goes through phase one, every row written is first logged here
    /// (symbol, was basic, old row), so that a failure can put the tableau back bit for bit.
    private var journal: [(Int, Bool, Row)]?
    /// The symbols already in the journal: only a row's first state is logged (it is the one to put
    /// back), so that a row rewritten by many pivots is not copied again after each one.
    private var journaled: [Bool] = []

    /// Adding a required constraint keeps the tableau feasible but leaves the primal optimisation to
    /// the next non-required add, read, suggestion or removal: required constraints add no error to the
    /// objective, so optimising after each of them (as kiwi does) would mostly find nothing to do.
    /// Feasibility is all that adding, phase one and marker removal need; the dual simplex of
    /// `suggestValue` needs optimality, so it optimises first.
    ///
    /// A non-required constraint is optimised as soon as it is added. Optimising once after a whole
    /// batch of them pivots about as often but on far longer rows: the basic variables are written in
    /// terms of every error not yet driven out, so each pivot rewrites more cells. On a 65-view scene
    /// (BezelBench `ibscene`) the batch merged 57,000 cells per layout in its optimisation, optimising
    /// at each non-required add 12,000, and its layout pass took 11 % fewer instructions.
    private(set) var needsOptimization = false

    /// Whether required equalities get a dummy marker (`Solver(namesConflicts:)`).
    var keepsDummies = true

    /// Row cells rewritten so far by substitutions, and how many the caller allows (`Solver(workBudget:)`).
    /// Past the budget the simplex loops stop pivoting: the values are then no optimum, and the caller,
    /// which asked for a budget, reads `isOverWorkBudget` and refuses the result.
    private(set) var work = 0
    var workBudget = Int.max
    var isOverWorkBudget: Bool { work > workBudget }

    init() {}

    /// Room for `expectedSymbols` symbols in every per-symbol array and the column index, so that a
    /// solver whose size the caller can estimate grows nothing while constraints are added. A hint
    /// only: more symbols than that grow the arrays as usual, and no result depends on it.
    init(expectedSymbols: Int, denseColumnLimit: Int = ColumnIndex.denseLimit, strengthOrder: StrengthOrder = .weightedSum) {
        columns = ColumnIndex(capacity: expectedSymbols, denseLimit: denseColumnLimit)
        objective = Objective(order: strengthOrder)
        guard expectedSymbols > 0 else { return }
        // Each variable a constraint mentions becomes a symbol, so a solver has fewer variables than
        // symbols in practice (a hint either way).
        names.reserveCapacity(expectedSymbols)
        variableSymbol.reserveCapacity(expectedSymbols)
        kinds.reserveCapacity(expectedSymbols)
        symbolVariable.reserveCapacity(expectedSymbols)
        symbolOwner.reserveCapacity(expectedSymbols)
        rows.reserveCapacity(expectedSymbols)
        isBasic.reserveCapacity(expectedSymbols)
        objective.reserveCapacity(expectedSymbols)
    }

    /// A new variable, with the next id. Its value is 0 until constraints say otherwise.
    mutating func makeVariable(_ name: String) -> Variable {
        let variable = Variable(id: names.count)
        names.append(name)
        variableSymbol.append(-1)
        return variable
    }

    /// Every variable made so far, in id order.
    var variables: [Variable] { names.indices.map { variable($0) } }

    /// The number of variables made so far; `variable(_:)` names one by id.
    var variableCount: Int { names.count }
    func variable(_ id: Int) -> Variable { Variable(id: id) }

    /// The name `variable` was made with.
    func name(of variable: Variable) -> String { names[variable.id] }

    /// The number of constraints currently in the solver (edit constraints included).
    var constraintCount: Int { recordCount }

    /// The record of a constraint handle id, if that constraint is in the solver.
    func record(_ id: Int) -> ConstraintRecord? { id >= 0 && id < records.count ? records[id] : nil }

    private func edit(_ variable: Variable) -> EditRecord? { variable.id < edits.count ? edits[variable.id] : nil }

    // MARK: Adding and removing constraints

    /// Adds a constraint, keeping the tableau feasible; the optimisation waits for the next read.
    ///
    /// Throws `UnsatisfiableConstraints` when the constraint is required and cannot hold together with
    /// the required constraints already added; the solver is then exactly as before the call. The
    /// conflicting set is read from the row that proves it (paper §4.1): when the new row reduces to
    /// dummies only with a non-zero constant, the required equalities whose dummies appear; when phase
    /// one ends with a positive artificial objective, the required constraints whose slacks or dummies
    /// appear in that objective (a Farkas certificate). Non-required constraints never fail.
    @discardableResult
    mutating func add(_ constraint: Constraint) throws(UnsatisfiableConstraints) -> ConstraintHandle {
        let handle = ConstraintHandle(id: nextHandle)
        let symbolCount = kinds.count
        // The variables this add sees first, in a buffer reused from add to add (most adds see few).
        var firstSeen = firstSeenBuffer
        firstSeenBuffer = []
        firstSeen.removeAll(keepingCapacity: true)
        defer { firstSeenBuffer = firstSeen }
        var (row, marker, other) = makeRow(constraint, handle: handle.id, firstSeen: &firstSeen)
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0 && row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            if !Row.nearZero(row.constant) {
                let conflict = conflictingTags(row, newTag: constraint.tag)
                forgetSymbols(from: symbolCount, firstSeen: firstSeen)
                throw UnsatisfiableConstraints(conflicting: conflict)
            }
            subject = marker
        }
        if subject < 0 && row.cells.isEmpty {
            // A redundant required equality made without a dummy (`keepsDummies` false): nothing to add.
        } else if subject < 0 {
            let savedObjective = objective
            let savedInfeasible = infeasible.count
            journal = []
            if let certificate = addWithArtificialVariable(row) {
                let conflict = conflictingTags(certificate, newTag: constraint.tag)
                for (symbol, wasBasic, old) in journal!.reversed() {
                    if isBasic[symbol] { unindex(symbol) }
                    rows[symbol] = old
                    isBasic[symbol] = wasBasic
                    if wasBasic { index(symbol) }
                }
                endJournal()
                objective = savedObjective
                infeasible.removeSubrange(savedInfeasible...)
                forgetSymbols(from: symbolCount, firstSeen: firstSeen)
                throw UnsatisfiableConstraints(conflicting: conflict)
            }
            endJournal()
        } else {
            // Solved in place: a copy would share the cells and copy them at the first write.
            row.solve(for: subject)
            substitute(subject, row)
            setRow(subject, row)
        }
        records.append(
            ConstraintRecord(
                strength: constraint.strength, excessWeight: constraint.excessStrength.weight, tag: constraint.tag, marker: marker, other: other))
        recordCount += 1
        nextHandle += 1
        needsOptimization = true
        if !constraint.strength.isRequired { optimizeObjective() }  // see `needsOptimization`
        return handle
    }

    /// Removes a constraint added earlier (paper §4.2: pivot its marker into the basis, drop that row,
    /// take its errors out of the objective) and re-optimises. Removing a handle twice does nothing.
    mutating func remove(_ handle: ConstraintHandle) {
        guard let record = record(handle.id) else { return }
        precondition(record.marker >= 0, "Constraints.Solver: a solver made with namesConflicts: false cannot remove a required equality")
        records[handle.id] = nil
        recordCount -= 1
        optimizeIfNeeded()
        // Take the constraint's errors out of the objective (kiwi's removeConstraintEffects).
        for error in [record.marker, record.other] where error >= 0 && kinds[error] == .error {
            let weight = error == record.marker ? record.excessWeight : record.strength.weight
            if isBasic[error] {
                objective.insert(rows[error], weight: weight, times: -1)
            } else { objective.insert(error, weight: weight, times: -1) }
        }
        if isBasic[record.marker] {
            _ = takeRow(record.marker)
        } else {
            // Some row holds the marker unless round-off dropped its last coefficient: then there is
            // nothing to pivot out.
            let leaving = markerLeavingRow(record.marker)
            if leaving >= 0 {
                var row = takeRow(leaving)
                row.solve(for: leaving, record.marker)
                substitute(record.marker, row)
            }
        }
        optimizeObjective()
    }

    /// Whether `handle` names a constraint currently in the solver.
    func contains(_ handle: ConstraintHandle) -> Bool { record(handle.id) != nil }

    // MARK: Edit variables

    /// Makes `variable` editable: adds the non-required constraint `variable == c` (c starts at 0) whose
    /// constant `suggestValue` then changes (paper §4.3). A variable already being edited is re-added
    /// with the new strength. `strength` must not be required (kiwi rejects that too): a suggestion must
    /// be able to lose against the required constraints.
    mutating func addEditVariable(_ variable: Variable, strength: Strength) {
        precondition(!strength.isRequired, "Constraints.Solver: an edit variable's strength must not be required")
        if edit(variable) != nil { removeEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, Expression(constant: 0), strength: strength, tag: -1)
        // A non-required constraint always has a subject, so this cannot throw.
        guard let handle = try? add(constraint), let record = record(handle.id) else {
            preconditionFailure("Constraints.Solver: a non-required edit constraint was rejected")
        }
        if edits.count <= variable.id { edits.append(contentsOf: repeatElement(nil, count: variable.id + 1 - edits.count)) }
        edits[variable.id] = EditRecord(handle: handle, marker: record.marker, other: record.other, constant: 0)
    }

    /// Stops editing `variable` (removes its edit constraint); does nothing if it is not being edited.
    mutating func removeEditVariable(_ variable: Variable) {
        guard let edit = edit(variable) else { return }
        edits[variable.id] = nil
        remove(edit.handle)
    }

    func isEditVariable(_ variable: Variable) -> Bool { edit(variable) != nil }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex: only the rows the
    /// edit constraint's errors touch change, then infeasible rows are pivoted out (paper §4.3, kiwi's
    /// `suggestValue` and `dualOptimize`). The variable must have been passed to `addEditVariable`.
    mutating func suggestValue(_ variable: Variable, _ value: Double) {
        optimizeIfNeeded()
        guard var edit = edit(variable) else {
            preconditionFailure("Constraints.Solver: suggestValue on \(names[variable.id]), which is not an edit variable")
        }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.id] = edit
        if isBasic[edit.marker] {
            rows[edit.marker].constant -= delta
            if rows[edit.marker].constant < 0 { infeasible.append(edit.marker) }
        } else if isBasic[edit.other] {
            rows[edit.other].constant += delta
            if rows[edit.other].constant < 0 { infeasible.append(edit.other) }
        } else {
            columns.copy(edit.marker, into: &holding)
            ColumnIndex.forEach(holding) { symbol in
                rows[symbol].constant += delta * rows[symbol].coefficient(for: edit.marker)
                if rows[symbol].constant < 0 && kinds[symbol] != .external { infeasible.append(symbol) }
            }
        }
        dualOptimize()
    }

    // MARK: Reading values

    /// The variable's value in the current solution (0 for a variable no constraint fixes: a parametric
    /// symbol sits at 0). O(1).
    func value(of variable: Variable) -> Double {
        let symbol = variable.id < variableSymbol.count ? variableSymbol[variable.id] : -1
        return symbol >= 0 && isBasic[symbol] ? rows[symbol].constant : 0
    }

    // MARK: Building rows

    private mutating func newSymbol(_ kind: SymbolKind, owner: Int = -1) -> Int {
        kinds.append(kind)
        symbolVariable.append(-1)
        symbolOwner.append(owner)
        rows.append(Row())
        isBasic.append(false)
        objective.resize(to: kinds.count)
        columns.appendSymbol()
        return kinds.count - 1
    }

    /// The tableau symbol of `variable`, created on first use (recorded in `firstSeen` for rollback).
    private mutating func symbol(for variable: Variable, firstSeen: inout [Int]) -> Int {
        let existing = variableSymbol[variable.id]
        if existing >= 0 { return existing }
        let symbol = newSymbol(.external)
        symbolVariable[symbol] = variable.id
        variableSymbol[variable.id] = symbol
        firstSeen.append(variable.id)
        return symbol
    }

    /// Undoes the symbols a failed `add` created.
    private mutating func forgetSymbols(from count: Int, firstSeen: [Int]) {
        for id in firstSeen { variableSymbol[id] = -1 }
        kinds.removeSubrange(count...)
        symbolVariable.removeSubrange(count...)
        symbolOwner.removeSubrange(count...)
        rows.removeSubrange(count...)
        objective.resize(to: count)
        isBasic.removeSubrange(count...)
        columns.truncate(to: count)
    }

    /// The constraint as a tableau row with basic variables substituted away, and its marker symbols
    /// (kiwi's `createRow`; paper §4.1). Non-required constraints add their errors to the objective.
    private mutating func makeRow(_ constraint: Constraint, handle: Int, firstSeen: inout [Int]) -> (Row, Int, Int) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        // Room for every cell the row can get, so that it is allocated once, not grown cell by cell.
        var room = 2
        for term in expression.terms {
            let symbol = variableSymbol[term.variable.id]
            room += symbol >= 0 && isBasic[symbol] ? rows[symbol].cells.count : 1
        }
        row.cells.reserveCapacity(room)
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable, firstSeen: &firstSeen)
            if isBasic[symbol] {
                row.insert(rows[symbol], term.coefficient, scratch: &scratch)
            } else { row.insert(symbol, term.coefficient) }
        }
        let strength = constraint.strength
        var marker = -1, other = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack, owner: handle)
            row.insert(marker, coefficient)
            if !strength.isRequired {
                other = newSymbol(.error, owner: handle)
                row.insert(other, -coefficient)
                objective.insert(other, weight: strength.weight)
            }
        case .equal:
            if strength.isRequired {
                if keepsDummies {
                    marker = newSymbol(.dummy, owner: handle)
                    row.insert(marker, 1)
                }
            } else {
                // expression == marker − other: marker is the excess, other the shortfall.
                marker = newSymbol(.error, owner: handle)
                other = newSymbol(.error, owner: handle)
                row.insert(marker, -1)
                row.insert(other, 1)
                objective.insert(marker, weight: constraint.excessStrength.weight)
                objective.insert(other, weight: strength.weight)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, marker, other)
    }

    /// The symbol to solve a new row for (paper §4.1; kiwi's `chooseSubject`): the external variable the
    /// fewest rows mention (the lowest id among equals), else the constraint's own slack or error if its
    /// coefficient is negative (then the row stays feasible), else none (−1).
    ///
    /// kiwi takes the lowest-id external. Any external is a valid subject (externals are unrestricted),
    /// but the subject is substituted into every row that mentions it: a view's constraint to its
    /// superview names the superview's variables (lower ids, already in many rows) and its own (new),
    /// and solving for the superview's rewrote all those rows and lengthened them. Same optimum.
    private func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int {
        var subject = -1, fewest = Int.max
        for cell in row.cells where kinds[cell.symbol] == .external {
            let population = columns.population(cell.symbol)
            if population < fewest { (subject, fewest) = (cell.symbol, population) }
        }
        if subject >= 0 { return subject }
        if marker >= 0 && (kinds[marker] == .slack || kinds[marker] == .error) && row.coefficient(for: marker) < 0 {
            return marker
        }
        if other >= 0 && (kinds[other] == .slack || kinds[other] == .error) && row.coefficient(for: other) < 0 {
            return other
        }
        return -1
    }

    /// Phase one for a row without a subject (paper §4.1; kiwi's `addWithArtificialVariable`): an
    /// artificial variable equal to the row is minimised; the row is satisfiable if it reaches 0.
    /// Returns nil on success, else the final artificial objective, which proves the conflict.
    private mutating func addWithArtificialVariable(_ row: Row) -> Row? {
        let art = newSymbol(.slack)
        setRow(art, row)
        artificial = row
        optimize(artificialPhase: true)
        let final = artificial!
        artificial = nil
        if !Row.nearZero(final.constant) { return final }
        if isBasic[art] {
            var artRow = takeRow(art)
            if artRow.cells.isEmpty { return nil }
            // kiwi pivots on the first slack or error and gives up (reports unsatisfiable) when there is
            // none; a row of dummies (and free externals) at 0 is still satisfiable, so fall back to those.
            var entering = artRow.cells.first { kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error }?.symbol
            if entering == nil { entering = artRow.cells.first { kinds[$0.symbol] == .external }?.symbol }
            if entering == nil { entering = artRow.cells.first?.symbol }
            artRow.solve(for: art, entering!)
            substitute(entering!, artRow)
            setRow(entering!, artRow)
        }
        columns.take(art, into: &holding)
        ColumnIndex.forEach(holding) { symbol in
            log(symbol)
            rows[symbol].remove(art)
        }
        objective.remove(art)
        return nil
    }

    /// The sorted tags of the required constraints whose symbols appear in `row`, plus `newTag`.
    private func conflictingTags(_ row: Row, newTag: Int) -> [Int] {
        var tags: Set<Int> = [newTag]
        for cell in row.cells {
            let owner = symbolOwner[cell.symbol]
            if owner >= 0, let record = record(owner), record.strength.isRequired {
                tags.insert(record.tag)
            }
        }
        return tags.sorted()
    }

    // MARK: Tableau writes (journaled during phase one)

    @inline(__always)
    private mutating func log(_ symbol: Int) {
        guard journal != nil else { return }
        if symbol >= journaled.count { journaled.append(contentsOf: repeatElement(false, count: symbol + 1 - journaled.count)) }
        if journaled[symbol] { return }
        journaled[symbol] = true
        journal!.append((symbol, isBasic[symbol], rows[symbol]))
    }

    private mutating func endJournal() {
        for (symbol, _, _) in journal ?? [] { journaled[symbol] = false }
        journal = nil
    }

    private mutating func setRow(_ symbol: Int, _ row: Row) {
        log(symbol)
        rows[symbol] = row
        isBasic[symbol] = true
        index(symbol)
    }

    private mutating func takeRow(_ symbol: Int) -> Row {
        log(symbol)
        unindex(symbol)
        let row = rows[symbol]
        rows[symbol] = Row()
        isBasic[symbol] = false
        return row
    }

    /// Enters basic row `basic` in the columns of its symbols.
    private mutating func index(_ basic: Int) {
        for cell in rows[basic].cells { columns.insert(basic, in: cell.symbol) }
    }

    private mutating func unindex(_ basic: Int) {
        for cell in rows[basic].cells { columns.remove(basic, from: cell.symbol) }
    }

    /// Replaces `symbol` by `definition` in every row that mentions it (found through its column, in
    /// ascending order, as kiwi's sorted row map visits them) and in the objectives (kiwi's `substitute`).
    private mutating func substitute(_ symbol: Int, _ definition: Row) {
        var members = holding
        holding = []
        columns.take(symbol, into: &members)
        ColumnIndex.forEach(members) { basic in
            work &+= rows[basic].cells.count &+ definition.cells.count
            log(basic)
            _ = columns.withColumns(of: basic) { place in
                rows[basic].substitute(symbol, definition, scratch: &scratch, columns: place)
            }
            if kinds[basic] != .external && rows[basic].constant < 0 { infeasible.append(basic) }
        }
        holding = members
        work &+= objective.substitute(symbol, definition)
        if artificial != nil { artificial!.substitute(symbol, definition, scratch: &scratch) }
    }

    // MARK: Simplex

    private mutating func optimizeObjective() {
        optimize(artificialPhase: false)
        needsOptimization = false
    }

    /// Brings the tableau to the optimum if constraints were added since it was last there.
    mutating func optimizeIfNeeded() {
        if needsOptimization { optimizeObjective() }
    }

    /// Primal simplex on the objective (or phase one's): Bland's rule, lowest ids first (paper §4.1;
    /// kiwi's `optimize`, `getEnteringSymbol`, `getLeavingRow`).
    private mutating func optimize(artificialPhase: Bool) {
        while !isOverWorkBudget {
            let entering = artificialPhase ? enteringSymbol(artificial!) : objective.firstNegative { kinds[$0] != .dummy }
            if entering < 0 { return }
            var leaving = -1
            var best = Double.greatestFiniteMagnitude
            columns.copy(entering, into: &holding)
            ColumnIndex.forEach(holding) { symbol in
                guard kinds[symbol] != .external else { return }
                let coefficient = rows[symbol].coefficient(for: entering)
                if coefficient < 0 {
                    let ratio = -rows[symbol].constant / coefficient
                    if ratio < best {
                        best = ratio
                        leaving = symbol
                    }
                }
            }
            // The objective is a weighted sum of non-negative errors, bounded below by 0, so in exact
            // arithmetic some row always bounds the entering symbol. In floating point a ratio can
            // overflow to infinity or NaN (coefficients multiplied along long chains) and none
            // qualifies: the search stops at the solution it has rather than trapping, and the
            // layout refuses any value that came out not finite (`Layout/Engine/LaidOutRange`).
            guard leaving >= 0 else { return }
            var row = takeRow(leaving)
            row.solve(for: leaving, entering)
            substitute(entering, row)
            setRow(entering, row)
        }
    }

    /// The lowest-id non-dummy symbol with a negative coefficient (kiwi's `getEnteringSymbol`), or −1.
    private func enteringSymbol(_ goal: Row) -> Int {
        goal.cells.withUnsafeBufferPointer { cells in
            for cell in cells where cell.coefficient < 0 && kinds[cell.symbol] != .dummy { return cell.symbol }
            return -1
        }
    }

    /// Dual simplex over the rows a suggestion made infeasible (paper §4.3; kiwi's `dualOptimize`).
    private mutating func dualOptimize() {
        while let leaving = infeasible.popLast() {
            if isOverWorkBudget {
                infeasible.removeAll()
                return
            }
            guard isBasic[leaving], !Row.nearZero(rows[leaving].constant), rows[leaving].constant < 0 else { continue }
            var entering = -1
            var enteringCoefficient = 0.0
            for cell in rows[leaving].cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
                if objective.ratio(of: cell.symbol, over: cell.coefficient, isBelow: entering, over: enteringCoefficient) {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            // As in `optimize`: only a ratio that overflowed leaves no candidate; stop rather than trap.
            guard entering >= 0 else { continue }
            var row = takeRow(leaving)
            row.solve(for: leaving, entering)
            substitute(entering, row)
            setRow(entering, row)
        }
    }

    /// The row to pivot a removed constraint's marker into (kiwi's `getMarkerLeavingRow`): the tightest
    /// restricted row where the marker's coefficient is negative, else where it is positive, else any
    /// external row that holds it.
    private func markerLeavingRow(_ marker: Int) -> Int {
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var first = -1, second = -1, third = -1
        for symbol in columns.members(marker) {
            let coefficient = rows[symbol].coefficient(for: marker)
            if kinds[symbol] == .external {
                third = symbol
            } else if coefficient < 0 {
                let ratio = -rows[symbol].constant / coefficient
                if ratio < r1 {
                    r1 = ratio
                    first = symbol
                }
            } else {
                let ratio = rows[symbol].constant / coefficient
                if ratio < r2 {
                    r2 = ratio
                    second = symbol
                }
            }
        }
        return first >= 0 ? first : second >= 0 ? second : third
    }

    /// For the ambiguity analysis: the symbol of a variable (by id), or −1.
    func symbolOf(_ id: Int) -> Int { variableSymbol[id] }
    func variable(ofSymbol symbol: Int) -> Variable { variable(symbolVariable[symbol]) }
}
