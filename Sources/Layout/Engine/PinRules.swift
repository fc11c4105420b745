import Diagnostics
import Screens

/// The template's pin rules, checked before the Auto Layout engine lays a template out: every pin to a
/// sibling names a sibling on its own axis, siblings' pins form no cycle, and each axis of a view that is
/// not arranged by a stack has exactly two facts (two pins, or a pin and a length; a length may come from
/// an aspect ratio or a nested stack's content). Such a template has one answer, which the engine finds;
/// one that breaks a rule gets a message at the template line of the view or pin, where the engine
/// could only report a conflict or an ambiguity between constraints.
///
/// Templates that use what only constraints can say (relations, priorities, intrinsic sizes, a
/// `constraints:` list; `Screen.usesConstraintEngine`) are held to the engine's own diagnostics instead.
struct PinRules {
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether a view of the root pins a vertical edge to the root's margins or readable guide, whose top
    /// and bottom margins are assumed (`LayoutMarginMetrics.rootVertical`).
    private(set) var usesRootVerticalMargin = false

    /// Checks every group of siblings in `views` (the root view's subviews) and below.
    mutating func check(_ views: [ViewSpec]) {
        checkGroup(views, isRoot: true, stack: nil)
    }

    private mutating func checkGroup(_ specs: [ViewSpec], isRoot: Bool, stack: StackSpec?, open: (horizontal: Bool, vertical: Bool) = (false, false)) {
        if stack == nil && !specs.isEmpty {
            var group = Group(specs: specs, isRoot: isRoot, open: open)
            group.checkAll()
            diagnostics.append(contentsOf: group.diagnostics)
            if group.usesRootVerticalMargin { usesRootVerticalMargin = true }
        }
        for spec in specs {
            // A scroll view's content is placed by its pins, whatever the scroll view's `stack`.
            // A plain view that one pin places on an axis, with no length of its own there, takes that length from
            // its subviews: the one that ends the chain may then be pinned to both edges and have a length.
            let opens = stack == nil && spec.stack == nil && !spec.kind.isScrollView
            func pins(_ edges: [Edge]) -> Int { edges.filter { spec.pins[$0] != nil }.count }
            checkGroup(spec.views, isRoot: false, stack: spec.kind.isScrollView ? nil : spec.stack, open: (
                opens && spec.width == nil && spec.aspectRatio == nil && pins([.leading, .trailing, .centerX]) == 1,
                opens && spec.height == nil && spec.aspectRatio == nil && pins([.top, .bottom, .centerY]) == 1))
        }
    }

    /// Which of a view's lengths are known without pins: its `width`/`height`, an aspect ratio applied to
    /// the other one, a nested stack's content (known when every arranged view's length is), or the text of a
    /// label, button or text field, which sizes it as UIKit's `intrinsicContentSize` does
    /// (https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize).
    static func knownLengths(_ spec: ViewSpec) -> (width: Bool, height: Bool) {
        if spec.kind.showsText { return (true, true) }
        var width = spec.width != nil, height = spec.height != nil
        if let inner = spec.stack, !width || !height {
            var along = true, across = true
            for item in spec.views {
                let known = knownLengths(item)
                along = along && (inner.axis == .vertical ? known.height : known.width)
                across = across && (inner.axis == .vertical ? known.width : known.height)
            }
            if inner.axis == .vertical {
                height = height || along
                width = width || across
            } else {
                width = width || along
                height = height || across
            }
        }
        if spec.stack == nil && !spec.kind.isScrollView && !spec.views.isEmpty {
            width = width || contentFixesLength(spec.views, horizontal: true)
            height = height || contentFixesLength(spec.views, horizontal: false)
        }
        if let ratio = spec.aspectRatio, ratio > 0 {
            if !width && height { width = true }
            if !height && width { height = true }
        }
        return (width, height)
    }

    /// Whether a view's subviews fix its length on one axis, as Auto Layout sizes a container from its
    /// content (https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AnatomyofaConstraint.html,
    /// "Intrinsic Content Size"; a card whose height follows its labels): a chain of subviews of known
    /// length, each pinned to the container's start edge (its own, its margins or its safe area) or to the previous one,
    /// whose last one is also pinned to the container's end edge.
    static func contentFixesLength(_ views: [ViewSpec], horizontal: Bool) -> Bool {
        let (start, end, center): (Edge, Edge, Edge) = horizontal ? (.leading, .trailing, .centerX) : (.top, .bottom, .centerY)
        func isContainerEdge(_ anchor: Anchor) -> Bool {
            switch anchor {
            case .superview, .margins, .safeArea: true
            case .readable, .sibling: false
            }
        }
        let known = views.map { view in
            view.pins[center] == nil && (horizontal ? knownLengths(view).width : knownLengths(view).height)
        }
        var index: [String: Int] = [:]
        for (i, view) in views.enumerated() where index[view.id] == nil { index[view.id] = i }
        // Whether a view's start edge lies a known distance after the container's start edge
        // (0 not visited, 1 on the current path, so a pin cycle counts as not placed, 2 placed, 3 not).
        var state = [UInt8](repeating: 0, count: views.count)
        func placed(_ i: Int) -> Bool {
            if state[i] >= 2 { return state[i] == 2 }
            guard state[i] == 0, known[i] else { return false }
            state[i] = 1
            var fixed = false
            for edge in [start, end] {
                guard !fixed, let pin = views[i].pins[edge] else { continue }
                if case .sibling(let id, let siblingEdge) = pin.anchor {
                    if siblingEdge != center, let j = index[id] { fixed = placed(j) }
                } else {
                    fixed = edge == start && isContainerEdge(pin.anchor)
                }
            }
            state[i] = fixed ? 2 : 3
            return fixed
        }
        return views.indices.contains { i in
            guard placed(i), let pin = views[i].pins[end], isContainerEdge(pin.anchor), let first = views[i].pins[start] else { return false }
            if case .sibling(let id, _) = first.anchor, let j = index[id] { return placed(j) }
            return isContainerEdge(first.anchor)
        }
    }

    /// One group of siblings, visited in dependency order (depth first, in declaration order, so the
    /// messages never depend on hashing); a view whose sibling failed adds no message of its own.
    private struct Group {
        let specs: [ViewSpec]
        let isRoot: Bool
        var diagnostics: [Diagnostic] = []
        var usesRootVerticalMargin = false
        /// Whether each view's frame is determined (once visited).
        private var determined: [Bool]
        /// 0 not visited, 1 on the current path, 2 done.
        private var state: [UInt8]
        private var path: [Int] = []

        /// Whether the superview's length on each axis follows its subviews (`checkGroup`'s `open`).
        let open: (horizontal: Bool, vertical: Bool)

        init(specs: [ViewSpec], isRoot: Bool, open: (horizontal: Bool, vertical: Bool)) {
            self.specs = specs
            self.isRoot = isRoot
            self.open = open
            determined = [Bool](repeating: false, count: specs.count)
            state = [UInt8](repeating: 0, count: specs.count)
        }

        mutating func checkAll() {
            for i in specs.indices { visit(i) }
        }

        private func siblingIndex(_ id: String) -> Int? { specs.firstIndex { $0.id == id } }

        private mutating func visit(_ i: Int) {
            guard state[i] == 0 else { return }
            state[i] = 1
            path.append(i)
            defer {
                path.removeLast()
                state[i] = 2
            }
            let spec = specs[i]
            var dependenciesOK = true
            for edge in Edge.allCases {
                guard let pin = spec.pins[edge], case .sibling(let id, _) = pin.anchor else { continue }
                guard let j = siblingIndex(id) else {
                    let ids = specs.map(\.id).filter { $0 != spec.id }
                    diagnostics.append(Diagnostic(.error, at: pin.location,
                        "view '\(spec.id)' pins to '\(id)', which is not a sibling (a view with the same superview)"
                            + Suggestions.didYouMean(id, in: ids)))
                    dependenciesOK = false
                    continue
                }
                if state[j] == 1 {
                    let start = path.firstIndex(of: j) ?? 0
                    let cycle = (path[start...].map { specs[$0].id } + [specs[j].id]).joined(separator: " → ")
                    diagnostics.append(Diagnostic(.error, at: pin.location,
                        "view '\(spec.id)' is part of a pin cycle: \(cycle); pin one of them to its superview instead"))
                    dependenciesOK = false
                    continue
                }
                visit(j)
                if !determined[j] { dependenciesOK = false }
            }
            guard dependenciesOK else { return }
            determined[i] = check(spec)
        }

        /// Whether one view's pins and lengths fix its frame; a message for each axis that they do not.
        private mutating func check(_ spec: ViewSpec) -> Bool {
            var pinned: [Bool] = [false, false, false, false, false, false]  // Edge.allCases order
            for (n, edge) in Edge.allCases.enumerated() {
                guard let pin = spec.pins[edge] else { continue }
                switch pin.anchor {
                case .superview, .safeArea: break
                case .margins, .readable:
                    if isRoot && !edge.isHorizontal { usesRootVerticalMargin = true }
                case .sibling(let id, let siblingEdge):
                    guard siblingEdge.isHorizontal == edge.isHorizontal else {
                        diagnostics.append(Diagnostic(.error, at: pin.location,
                            "view '\(spec.id)': \(edge.rawValue) is a \(edge.isHorizontal ? "horizontal" : "vertical") position and cannot be pinned to '\(id).\(siblingEdge.rawValue)'"))
                        return false
                    }
                }
                pinned[n] = true
            }
            func count(_ values: Bool...) -> Int { values.reduce(0) { $0 + ($1 ? 1 : 0) } }
            let hPins = count(pinned[2], pinned[3], pinned[4])
            let vPins = count(pinned[0], pinned[1], pinned[5])
            let hFacts = hPins + (spec.width == nil ? 0 : 1)
            let vFacts = vPins + (spec.height == nil ? 0 : 1)

            // Both edges and a length, in a superview sized by its content: the length is the content's, so the
            // three agree (a footer's 50-pt button 12 pt from its top and bottom makes the footer 74 pt tall).
            let spansOpenWidth = open.horizontal && hFacts == 3 && spec.width != nil && pinned[2] && pinned[3]
            let spansOpenHeight = open.vertical && vFacts == 3 && spec.height != nil && pinned[0] && pinned[1]
            var failed = false
            if hFacts > 2 && !spansOpenWidth {
                over(spec, axis: "horizontally", names: names(spec, [.leading, .trailing, .centerX], size: spec.width != nil ? "width" : nil))
                failed = true
            }
            if vFacts > 2 && !spansOpenHeight {
                over(spec, axis: "vertically", names: names(spec, [.top, .bottom, .centerY], size: spec.height != nil ? "height" : nil))
                failed = true
            }
            if spec.aspectRatio != nil && hFacts == 2 && vFacts == 2 {
                diagnostics.append(Diagnostic(.error, at: spec.location(of: "aspectRatio"),
                    "view '\(spec.id)' is over-constrained: both axes are fixed, so aspectRatio cannot hold; remove aspectRatio or one pin"))
                failed = true
            }
            if failed { return false }

            // An axis with one pin takes its length from the view's own size (stack content, aspect ratio, text).
            let own = PinRules.knownLengths(spec)
            var width = spec.width != nil, height = spec.height != nil
            if hFacts == 1 && !width && spec.aspectRatio == nil { width = own.width }
            if vFacts == 1 && !height && spec.aspectRatio == nil { height = own.height }
            var horizontal = hFacts >= 2 || width && hPins == 1
            var vertical = vFacts >= 2 || height && vPins == 1
            if let ratio = spec.aspectRatio, ratio > 0 {
                if horizontal && !vertical && vPins == 1 {
                    vertical = true
                } else if vertical && !horizontal && hPins == 1 {
                    horizontal = true
                }
            }
            if !horizontal {
                under(spec, axis: "horizontal", needs: "leading, trailing, centerX, width", has: names(spec, [.leading, .trailing, .centerX], size: spec.width != nil ? "width" : nil))
            }
            if !vertical {
                under(spec, axis: "vertical", needs: "top, bottom, centerY, height", has: names(spec, [.top, .bottom, .centerY], size: spec.height != nil ? "height" : nil))
            }
            return horizontal && vertical
        }

        private func names(_ spec: ViewSpec, _ edges: [Edge], size: String?) -> [String] {
            edges.filter { spec.pins[$0] != nil }.map(\.rawValue) + (size.map { [$0] } ?? [])
        }

        private mutating func over(_ spec: ViewSpec, axis: String, names: [String]) {
            diagnostics.append(Diagnostic(.error, at: spec.location,
                "view '\(spec.id)' is over-constrained \(axis): \(names.joined(separator: ", ")) are all set; keep two"))
        }

        private mutating func under(_ spec: ViewSpec, axis: String, needs: String, has: [String]) {
            let given = has.isEmpty ? "none is set" : "only \(has.joined(separator: ", ")) is set"
            diagnostics.append(Diagnostic(.error, at: spec.location,
                "view '\(spec.id)' is under-constrained on the \(axis) axis: it needs two of \(needs), but \(given)"))
        }
    }
}
