import Constraints
import Diagnostics
import Geometry

extension LayoutSystem {
    /// Reads the solution: frames, guides, baselines, and what the constraints left free.
    func result(passes: Int) -> AutoLayoutResult {
        var laidOut: [LaidOutNode] = []
        // Each frame is resolved once and read from `solvedFrames` until the result is made (the
        // same values: nothing changes the solver in between).
        var solved: [Rect] = []
        solved.reserveCapacity(nodes.count)
        for n in nodes.indices { solved.append(solvedFrame(n)) }
        solvedFrames = solved
        defer { solvedFrames = [] }
        var frames = solved
        if frames.indices.contains(root) { frames[root] = input.rootFrame }
        laidOut.reserveCapacity(nodes.count)
        for n in nodes.indices {
            let f = frames[n]
            var inSuper = f
            if let p = parent[n] {
                // A scroll view's content area starts at the scroll view's own origin (offsets zero),
                // so content coordinates and the superview's coordinates differ by the same origin.
                inSuper = f.offsetBy(dx: -frames[p].minX, dy: -frames[p].minY)
            }
            var content: Size?
            if let (w, h) = contentSize[n] { content = Size(width: resolvedValue(w), height: resolvedValue(h)) }
            laidOut.append(
                LaidOutNode(
                    id: nodes[n].id, parent: parent[n].map { nodes[$0].id }, frame: f, frameInSuperview: inSuper,
                    contentSize: content, firstBaseline: solvedBaseline(n, first: true),
                    lastBaseline: solvedBaseline(n, first: false), safeAreaInsets: safeAreaInsets(n),
                    layoutMarginsGuideInsets: marginInsets(n), lineCount: text[n]?.measurement.lineCount))
        }
        var guideFrames: [String: Rect] = [:]
        for (g, guide) in input.guides.enumerated() where guideIndex[guide.id] == g {
            guard let owner = nodeIndex[guide.owner] else { continue }
            let f = frames[owner]
            switch guide.kind {
            case .safeArea: guideFrames[guide.id] = f.inset(by: safeAreaInsets(owner))
            case .layoutMargins: guideFrames[guide.id] = f.inset(by: marginInsets(owner))
            case .readableContent: guideFrames[guide.id] = f.inset(by: readableInsets(owner))
            case .scrollContent:
                let size = laidOut[owner].contentSize ?? f.size
                guideFrames[guide.id] = Rect(origin: f.origin, size: size)
            case .scrollFrame: guideFrames[guide.id] = f
            case .topLayoutGuide(let length): guideFrames[guide.id] = Rect(x: f.minX, y: f.minY, width: f.width, height: length)
            case .bottomLayoutGuide(let length):
                guideFrames[guide.id] = Rect(x: f.minX, y: f.maxY - length, width: f.width, height: length)
            case .custom:
                if let r = customGuideRects[g] {
                    guideFrames[guide.id] = Rect(x: value(r.x), y: value(r.y), width: value(r.width), height: value(r.height))
                }
            }
        }
        let ambiguities = findAmbiguities()
        return AutoLayoutResult(
            nodes: laidOut, guideFrames: guideFrames, ambiguities: ambiguities, conflicts: conflicts,
            diagnostics: diagnostics + parameterConflicts() + ambiguityDiagnostics(ambiguities), passes: passes)
    }

    /// A baseline in window coordinates from the solution (the same rule as `baseline(_:first:)`).
    func solvedBaseline(_ n: Int, first: Bool, depth: Int = 0) -> Double {
        // The frame is read only where it is used: a stack's baseline is its arranged view's.
        func frame() -> Rect { n == root ? input.rootFrame : solvedFrame(n) }
        if let axis = nodes[n].stack?.axis, depth < 64 {
            let list = arrangedSubviews[n] ?? []
            let pick = axis == .vertical && !first ? list.last { !nodes[$0].isHidden } : list.first { !nodes[$0].isHidden }
            if let pick { return solvedBaseline(pick, first: first, depth: depth + 1) }
            return frame().maxY
        }
        if let ascender = emptyTextBaselines[n] { return frame().minY + ascender }
        if case .text(let content) = nodes[n].intrinsicContent, let state = text[n] {
            let o = baselineOffsets(state, content)
            if content.baselinesFromEdges == true { return first ? frame().minY + o.first : frame().maxY - o.last }
            return frame().midY + (first ? o.first : o.last)
        }
        return frame().maxY
    }

    /// The items whose unknowns the solver reports free, in input order (views, then guides) and
    /// UIKit's order of unknowns (horizontal position, width, vertical position, height).
    func findAmbiguities() -> [Ambiguity] {
        let ambiguous = solver.ambiguousVariables()
        if ambiguous.isEmpty { return [] }
        var free = [Bool](repeating: false, count: variableOwner.count)
        for v in ambiguous where v.id < free.count { free[v.id] = true }
        var found = Set<Ambiguity>()
        for (id, owner) in variableOwner.enumerated() {
            guard let owner else { continue }
            // An alias is as free as its representative; a constant is fixed.
            let rep = aliases.find(id).rep
            guard rep >= 0, rep < free.count, free[rep] else { continue }
            // Views cut off from the tree were already reported as errors.
            if let n = nodeIndex[owner.item], n != root, parent[n] == nil { continue }
            found.insert(owner)
        }
        if found.isEmpty { return [] }
        // An item's place: its view's index, else its guide's after every view. `indexTree` gave each id to
        // the first view that has it, and to a guide only when no view or earlier guide has it.
        let kinds = AmbiguityKind.allCases
        let keyed = found.map { owner -> (item: Int, kind: Int, owner: Ambiguity) in
            let item = nodeIndex[owner.item] ?? guideIndex[owner.item].map { nodes.count + $0 } ?? Int.max
            return (item, kinds.firstIndex(of: owner.kind)!, owner)
        }
        return keyed.sorted {
            if $0.item != $1.item { return $0.item < $1.item }
            return $0.kind < $1.kind
        }.map(\.owner)
    }

    /// One warning per ambiguous item, in the words of Xcode's view debugger.
    func ambiguityDiagnostics(_ ambiguities: [Ambiguity]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var k = 0
        while k < ambiguities.count {
            let item = ambiguities[k].item
            var kinds: [String] = []
            while k < ambiguities.count && ambiguities[k].item == item {
                kinds.append(ambiguities[k].kind.rawValue)
                k += 1
            }
            let location = nodeIndex[item].flatMap { nodes[$0].location } ?? guideIndex[item].flatMap { input.guides[$0].location }
            let verb = kinds.count == 1 ? "is" : "are"
            result.append(
                Diagnostic(.warning, at: location, "ambiguous layout: \(kinds.joined(separator: " and ")) of '\(item)' \(verb) not determined by the constraints"))
        }
        return result
    }
}
