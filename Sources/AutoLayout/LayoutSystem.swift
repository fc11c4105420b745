import Constraints
import Diagnostics
import Geometry

/// One Auto Layout problem inside the solver: the input's views as variables, the constraints UIKit
/// would make for them, and the bookkeeping to name any constraint in a diagnosis. A class because it
/// owns the solver's mutable tableau; it lives for one `AutoLayoutEngine.solve` call.
/// The properties touched for every constraint and every value read skip Swift's dynamic exclusivity
/// checks (`@exclusivity(unchecked)`): one call on one thread owns the system, and the checks were
/// 4 % of a 65-view scene's layout pass (BezelBench `ibscene`).
final class LayoutSystem {
    let input: AutoLayoutInput
    /// The window's layout direction (`AutoLayoutInput.layoutDirection`).
    let direction: LayoutDirection
    /// Each node's effective layout direction: the nearest `forcedLayoutDirection` on it or an ancestor,
    /// else the window's (set by `indexTree`).
    var directions: [LayoutDirection] = []
    /// Whether any node forces a direction; when none does, every constraint reads the window's.
    var forcesDirections = false
    /// Without descriptions (the quick solve), conflicts need not be named: the solver leaves out the
    /// required equalities' dummies, which makes rows far shorter (`Solver(namesConflicts:)`); a conflict
    /// still sets `neededDescriptions`, and the engine solves again with names.
    let solver: Solver
    var diagnostics: [Diagnostic] = []
    var conflicts: [ConstraintConflict] = []

    // MARK: Items

    let nodes: [LayoutNode]
    /// Node id → index in `nodes`; guide id → index in `input.guides`. Lookups only, never iterated.
    @exclusivity(unchecked) var nodeIndex: [String: Int] = [:]
    var guideIndex: [String: Int] = [:]
    @exclusivity(unchecked) var parent: [Int?] = []
    @exclusivity(unchecked) var children: [[Int]] = []
    var root = 0
    /// Each node's frame in window coordinates; the root's is the caller's constant frame.
    @exclusivity(unchecked) var rects: [AnchorRect] = []
    /// A scroll view's content size unknowns (width, height).
    var contentSize: [Int: (Variable, Variable)] = [:]
    /// Custom `UILayoutGuide`s: four unknowns each.
    var customGuideRects: [Int: AnchorRect] = [:]
    /// Every guide's rectangle once made, by guide index (`guideRect(_:location:)`).
    var guideRects: [Int: AnchorRect] = [:]
    /// Per stack view, its arranged subviews in arrangement order.
    var arrangedSubviews: [Int: [Int]] = [:]
    /// The stack view that arranges a node, if any.
    var arrangingStack: [Int?] = []
    /// Variable id → the item and unknown it stands for, for ambiguity reports (nil: an internal unknown).
    @exclusivity(unchecked) var variableOwner: [Ambiguity?] = []

    // MARK: Constraint names

    /// Whether the system keeps what diagnoses name: descriptions of generated constraints, parameters
    /// and unknowns, and every constraint as made. Writing hundreds of descriptions that no diagnosis
    /// reads cost a tenth of a 65-view scene's layout pass (BezelBench `ibscene`), so
    /// `AutoLayoutEngine.solve` lays out without them and again with them only when one was needed.
    let describes: Bool
    /// Set when this system, not describing, was asked for a description (a conflict to report).
    var neededDescriptions = false
    /// Descriptions of generated constraints (when `describes`); tag `input.constraints.count + k` is `generated[k]`.
    var generated: [ConstraintReference] = []
    @exclusivity(unchecked) var generatedCount = 0

    // MARK: Values that change between passes

    @exclusivity(unchecked) var parameters: [LayoutParameter] = []
    /// Per node, the parameters of its safe-area, margins and readable guides' insets
    /// (top, left, bottom, right), created when a constraint first needs them.
    var safeAreaParameters: [Int: [Int]] = [:]
    var marginParameters: [Int: [Int]] = [:]
    var readableParameters: [Int: [Int]] = [:]
    /// Nodes whose guide parameters exist, in creation order (so updates never follow hash order).
    var guideParameterOrder: [(node: Int, kind: GuideParameterKind)] = []
    /// Per wrapping text node arranged in a vertical `fillProportionally` stack: its height wrapped at the width
    /// an earlier solve gave it, the length its proportion is taken from (`AutoLayoutEngine.solve`).
    var proportionalTextLengths: [Int: Double] = [:]
    /// Per view arranged in a `fillProportionally` stack: the length its share was taken from.
    var proportionalLengthsUsed: [Int: Double] = [:]
    /// Per text node: the current measurement and its content-size constraints.
    @exclusivity(unchecked) var text: [Int: TextLayoutState] = [:]
    var textOrder: [Int] = []
    /// Per segmented-control node sized by its titles (`IntrinsicContent.segments`): its measured size.
    var segmentSizes: [Int: Size] = [:]
    /// Per label with no text (`LayoutNode.emptyTextFont`): its baselines' distance from its top, the font's ascender.
    var emptyTextBaselines: [Int: Double] = [:]
    /// Per node: the parameters of its first and last baseline offsets (text nodes only; −1 until
    /// a constraint reads that baseline, `baselineParameter`).
    var baselineParameters: [Int: (first: Int, last: Int)] = [:]

    /// While building, non-required constraints wait here and are added after every required one:
    /// they can never conflict, and adding them to an already-determined system costs the simplex far
    /// fewer pivots (a 60-view screen: 3.3 ms instead of 13 ms in kiwisolver, replayed in Python).
    @exclusivity(unchecked) var deferred: [Constraint]?
    /// While building, the required halves of content sizes (a hugging or compression resistance of 1000) wait
    /// here and are added after the document's constraints (`build(measurer:)`).
    @exclusivity(unchecked) var requiredContentSizes: [Constraint]?
    /// Every constraint as made, by tag (for naming the equalities folded into a conflict).
    var originals: [Constraint?] = []
    let aliases = VariableAliases()
    /// Every node's solved frame while `result` reads the solution, empty otherwise: the result reads
    /// a view's frame again for its safe area, margins and baselines (four expressions resolved
    /// through the aliases each time), and the solution does not change while it is read.
    @exclusivity(unchecked) var solvedFrames: [Rect] = []

    /// The most tableau symbols a layout system reserves room for before it needs them.
    static let symbolReservationLimit = 2048

    init(input: AutoLayoutInput, describes: Bool) {
        self.input = input
        self.describes = describes
        // About 13 tableau symbols a view in Interface Builder scenes (a 65-view scene: 870 in the
        // quick solve; BezelBench `ibscene`): its four unknowns, its content-size and stack
        // constraints' slacks and errors, guide parameters. A capacity hint only (`Solver`), capped
        // so that a large or hostile screen reserves room for at most 2,048 symbols before it has
        // that many; beyond, the solver's arrays grow as they do without the hint.
        let estimate = 12 * input.nodes.count + 2 * input.constraints.count + 4 * input.guides.count
        self.solver = Solver(
            namesConflicts: describes, expectedSymbols: min(estimate, LayoutSystem.symbolReservationLimit),
            workBudget: input.solverWork, strengthOrder: .strict)
        // About four unknowns a view, and the guides' parameters: a capacity hint, capped likewise.
        let variables = min(6 * input.nodes.count, LayoutSystem.symbolReservationLimit)
        aliases.reserveCapacity(variables)
        variableOwner.reserveCapacity(variables)
        self.direction = input.layoutDirection
        self.nodes = input.nodes
    }

    // MARK: Adding constraints

    /// The solver strength for a UIKit priority: 1000 is required, the others ordered by priority; the solver
    /// keeps them in strict order, so that a higher priority is satisfied before lower ones
    /// (`StrengthOrder.strict`, `Strength(uikitPriority:)`).
    func strength(_ priority: LayoutPriority) -> Strength {
        priority.isRequired ? .required : Strength(uikitPriority: priority.rawValue)
    }

    /// A tag for a constraint the engine generates, described for diagnoses.
    func generatedTag(_ text: @autoclosure () -> String, location: SourceLocation?) -> Int {
        if describes { generated.append(ConstraintReference(inputIndex: nil, text: text(), location: location)) }
        generatedCount += 1
        return input.constraints.count + generatedCount - 1
    }

    /// Adds one constraint; a required one that cannot hold is left out and reported as UIKit does
    /// ("Unable to simultaneously satisfy constraints"). Simple required equalities become aliases
    /// (`VariableAliases`); non-required constraints wait in `deferred` while building.
    func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: LayoutPriority, tag: Int) {
        add(Constraint(lhs, relation, rhs, strength: strength(priority), tag: tag))
    }

    func add(_ c: Constraint) {
        let tag = c.tag
        if describes {
            if originals.count <= tag { originals.append(contentsOf: Array(repeating: nil, count: tag + 1 - originals.count)) }
            originals[tag] = c
        }
        if !c.strength.isRequired, deferred != nil {
            deferred!.append(c)
            return
        }
        addNow(c)
    }

    func addNow(_ c: Constraint) {
        // Past the solver's budget the layout is refused (`AutoLayoutEngine`): adding more is wasted work.
        guard !solver.isOverWorkBudget else { return }
        let e = aliases.rewrite(c.expression)
        if e.terms.isEmpty {
            // Nothing left to solve for: a required constraint either holds already or conflicts
            // with the equalities that fixed its variables; a non-required one cannot be helped.
            guard c.strength.isRequired else { return }
            let holds: Bool
            switch c.relation {
            case .equal: holds = abs(e.constant) < 1e-9
            case .lessThanOrEqual: holds = e.constant <= 1e-9
            case .greaterThanOrEqual: holds = e.constant >= -1e-9
            }
            if !holds { recordConflict(conflictTags([c.tag]), broken: c.tag) }
            return
        }
        if c.strength.isRequired && c.relation == .equal && e.terms.count <= 2 {
            // The tags only name the equalities of a conflict, which only a describing system reports
            // (a quick one that meets a conflict is solved again with descriptions).
            var tags: [Int] = []
            if describes {
                tags.append(c.tag)
                for term in c.expression.terms { aliases.pathTags(term.variable.id, into: &tags) }
            }
            if aliases.absorb(e, tags: tags) { return }
        }
        do {
            try solver.add(Constraint(expression: e, relation: c.relation, strength: c.strength, excess: c.excessStrength, tag: c.tag))
            aliases.markInSolver(e)
        } catch {
            recordConflict(conflictTags(error.conflicting + [c.tag]), broken: c.tag)
        }
    }

    /// The solver's conflicting tags plus the equalities that were folded into those constraints.
    func conflictTags(_ tags: [Int]) -> [Int] {
        var all = tags
        for t in tags where t >= 0 && t < originals.count {
            guard let c = originals[t] else { continue }
            for term in c.expression.terms { aliases.pathTags(term.variable.id, into: &all) }
        }
        return Array(Set(all.filter { $0 >= 0 })).sorted()
    }

    /// Adds the deferred non-required constraints and stops deferring.
    func flushDeferred() {
        guard let pending = deferred else { return }
        deferred = nil
        for c in pending { addNow(c) }
    }

    /// A generated constraint, described for diagnoses.
    func addGenerated(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: LayoutPriority = .required,
        _ text: @autoclosure () -> String, location: SourceLocation?
    ) {
        add(lhs, relation, rhs, priority: priority, tag: generatedTag(text(), location: location))
    }

    /// A solver variable registered with the alias table.
    func newVariable(_ name: @autoclosure () -> String, isEdit: Bool = false) -> Variable {
        let v = solver.makeVariable(describes ? name() : "")
        aliases.register(v, isEdit: isEdit)
        return v
    }

    /// A variable's value: its representative's plus the offset.
    func resolvedValue(_ v: Variable) -> Double {
        let (rep, off) = aliases.find(v.id)
        return rep < 0 ? off : solver.value(of: aliases.variables[rep]) + off
    }

    func reference(_ tag: Int) -> ConstraintReference {
        if tag >= 0, tag < input.constraints.count {
            let c = input.constraints[tag]
            return ConstraintReference(inputIndex: tag, text: Self.describe(c), location: c.location)
        }
        let k = tag - input.constraints.count
        if k >= 0, k < generatedCount {
            if describes { return generated[k] }
            neededDescriptions = true
        }
        return ConstraintReference(inputIndex: nil, text: "constraint #\(tag)", location: nil)
    }

    func recordConflict(_ tags: [Int], broken: Int) {
        guard describes else {
            neededDescriptions = true
            return
        }
        var all = tags
        if !all.contains(broken) { all.append(broken) }
        all = Array(Set(all)).sorted()
        let members = all.map(reference)
        let brokenRef = reference(broken)
        conflicts.append(ConstraintConflict(constraints: members, broken: brokenRef))
        diagnostics.append(
            Diagnostic(
                .error, at: brokenRef.location,
                "unable to simultaneously satisfy constraints: breaking '\(brokenRef.text)'; "
                    + "the \(members.count) conflicting constraints follow"))
        for member in members {
            diagnostics.append(Diagnostic(.note, at: member.location, "conflicting: \(member.text)"))
        }
    }

    /// UIKit's own form of a constraint, e.g. `label.leading == root.leadingMargin + 8 @750`.
    static func describe(_ c: LayoutConstraint) -> String {
        let op: String
        switch c.relation {
        case .equal: op = "=="
        case .lessThanOrEqual: op = "<="
        case .greaterThanOrEqual: op = ">="
        }
        var rhs = ""
        if let second = c.secondItem {
            rhs = "\(second).\(c.secondAttribute.rawValue)"
            if c.multiplier != 1 { rhs += " * \(c.multiplier.compact)" }
            if c.constant > 0 { rhs += " + \(c.constant.compact)" }
            if c.constant < 0 { rhs += " - \((-c.constant).compact)" }
        } else {
            rhs = c.constant.compact
        }
        var text = "\(c.firstItem).\(c.firstAttribute.rawValue) \(op) \(rhs)"
        if !c.priority.isRequired { text += " @\(c.priority)" }
        if let id = c.identifier { text = "'\(id)' " + text }
        return text
    }

    func name(_ node: Int) -> String { nodes[node].id }

    /// A fresh unknown registered for ambiguity reports.
    func makeVariable(_ item: String, _ kind: AmbiguityKind, _ suffix: String) -> Variable {
        let v = newVariable("\(item).\(suffix)")
        while variableOwner.count <= v.id { variableOwner.append(nil) }
        variableOwner[v.id] = Ambiguity(item: item, kind: kind)
        return v
    }
}

