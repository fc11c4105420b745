import Constraints
import Diagnostics
import Geometry

extension LayoutSystem {
    /// Indexes the tree, makes the unknowns and adds every constraint, in the order that decides
    /// which constraint a conflict breaks (the one whose adding makes the system unsatisfiable):
    /// UIKit's own stack-view and autoresizing-mask constraints first, then the document's in document
    /// order, then the height of a view that gives way to its subviews (`LayoutNode.heightGivesWayToSubviews`), then the
    /// required content sizes (a hugging or compression resistance of 1000), as UIKit
    /// installs a nib's constraints when it loads and makes content-size constraints later, in the
    /// update-constraints pass before layout
    /// (https://developer.apple.com/documentation/uikit/uiview/updateconstraints(),
    /// https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize). Saved frames agree:
    /// where a view's required content size conflicts with the document's constraints, Xcode keeps the
    /// constraints in five of six apps (docs/research/ib-defaults.md §88). Every broken constraint is
    /// reported with its location: a content size with its view's.
    /// Non-required constraints are added last (`deferred`): they never conflict.
    /// Returns false when the tree itself is unusable (no root).
    func build(measurer: some TextMeasuring) -> Bool {
        guard indexTree() else { return false }
        makeUnknowns()
        deferred = []
        requiredContentSizes = []
        for n in nodes.indices { addIntrinsicConstraints(n, measurer: measurer, pass: 1) }
        for n in nodes.indices where nodes[n].stack != nil { addStackConstraints(n) }
        for n in nodes.indices { addAutoresizingConstraints(n) }
        for k in input.constraints.indices { addInputConstraint(k) }
        for n in nodes.indices where nodes[n].heightGivesWayToSubviews { addAutoresizingConstraints(n, heightOnly: true) }
        let contentSizes = requiredContentSizes ?? []
        requiredContentSizes = nil
        for c in contentSizes { add(c) }
        if input.keepsSavedSizes { addCanvasSavedSizes() }
        flushDeferred()
        return true
    }

    /// Interface Builder's canvas keeps a view's saved width and height where its constraints leave them free or
    /// hold them only with the constraints UIStackView adds to settle what nothing else sets, where UIKit at run time
    /// gives them other values: an arranged view with no size of its own in a stack aligned other than fill, which the
    /// stack's ambiguity suppression (length == 0 @25) makes 0 wide and its spanning guide's fit (@51) shrinks the
    /// stack around, is saved at the size it was given, often the library's 240 × 128, and the stack around it as wide
    /// (docs/research/ib-defaults.md §108). A preference for the saved length just above those two keeps it and moves
    /// nothing that a document's constraint or a view's content size of priority 52 or more decides. The root's size
    /// is the canvas's own and keeps none. Along the axis of a fill stack, an arranged view with no intrinsic length
    /// there keeps its saved length above its neighbours' content hugging and its own low-priority constraints
    /// (`canvasSavedLengthInFillStack`): the canvas stretches its neighbours, not it, where UIKit at run time
    /// stretches the view that does not hug (§117).
    private func addCanvasSavedSizes() {
        for n in nodes.indices where nodes[n].parent != nil {
            guard let saved = nodes[n].savedFrame else { continue }
            let rect = rects[n]
            let held = lengthHeldInFillStack(n)
            for (attribute, length) in [(LayoutAttribute.width, saved.size.width), (.height, saved.size.height)] {
                let priority = attribute == held ? LayoutPriority.canvasSavedLengthInFillStack : .canvasSavedSize
                addGenerated(rect.value(of: attribute, direction: .leftToRight), .equal, Expression(constant: length),
                             priority: priority,
                             "IB-canvas-saved-size \(name(n)).\(attribute.rawValue) == \(length) @\(priority)",
                             location: nodes[n].location)
            }
        }
    }

    /// The length along the axis of the fill stack that arranges view `n`, when the view has no intrinsic length there
    /// (a plain or custom view, an image view with no image); nil otherwise.
    private func lengthHeldInFillStack(_ n: Int) -> LayoutAttribute? {
        guard let p = parent[n], let stack = nodes[p].stack, stack.distribution == .fill,
              arranged(p, stack).contains(n) else { return nil }
        let vertical = stack.axis == .vertical
        let hasLength: Bool
        switch nodes[n].intrinsicContent {
        case .none: hasLength = false
        case .fixedWidth: hasLength = !vertical
        case .fixedHeight: hasLength = vertical
        case .image(let size): hasLength = (vertical ? size.height : size.width) > 0
        default: hasLength = true
        }
        return hasLength ? nil : vertical ? .height : .width
    }

    // The loops below read the nodes by index: `for (k, node) in nodes.enumerated()` copies every
    // node (ten strings and optionals retained and released), five times a layout pass.
    private func indexTree() -> Bool {
        nodeIndex.reserveCapacity(nodes.count)
        // Each id is hashed once here (an insertion that returns what it replaced) and the first
        // view with it remembered in `isFirst`, instead of a look-up, an insertion and a third
        // look-up below: two String hashes a view fewer. (Inserting through the `default:`
        // subscript's in-place access hashes once too, but allocates its accessor's frame: two
        // mallocs a view.)
        var isFirst = [Bool](repeating: false, count: nodes.count)
        for k in nodes.indices {
            if let earlier = nodeIndex.updateValue(k, forKey: nodes[k].id) {
                // A repeated id (an error): the first view keeps it.
                nodeIndex[nodes[k].id] = earlier
                diagnostics.append(Diagnostic(.error, at: nodes[k].location, "duplicate view id '\(nodes[k].id)'"))
            } else {
                isFirst[k] = true
            }
        }
        for (k, guide) in input.guides.enumerated() {
            if nodeIndex[guide.id] != nil || guideIndex[guide.id] != nil {
                diagnostics.append(Diagnostic(.error, at: guide.location, "duplicate item id '\(guide.id)'"))
                continue
            }
            guideIndex[guide.id] = k
        }
        parent = Array(repeating: nil, count: nodes.count)
        children = Array(repeating: [], count: nodes.count)
        arrangingStack = Array(repeating: nil, count: nodes.count)
        var roots: [Int] = []
        for k in nodes.indices where isFirst[k] {
            guard let p = nodes[k].parent else {
                roots.append(k)
                continue
            }
            guard let pk = nodeIndex[p] else {
                diagnostics.append(Diagnostic(.error, at: nodes[k].location, "view '\(nodes[k].id)' names an unknown superview '\(p)'"))
                continue
            }
            parent[k] = pk
            children[pk].append(k)
        }
        guard roots.count == 1 else {
            let message = roots.isEmpty
                ? "no root view: every view has a superview"
                : "more than one root view: " + roots.map { "'\(nodes[$0].id)'" }.joined(separator: ", ")
            diagnostics.append(Diagnostic(.error, at: roots.dropFirst().first.flatMap { nodes[$0].location }, message))
            return false
        }
        root = roots[0]
        // A cycle of superviews never reaches the root: such views are dropped from the tree.
        for k in nodes.indices where k != root && parent[k] != nil {
            var seen = 0, at = k
            while let p = parent[at], seen <= nodes.count {
                at = p
                seen += 1
            }
            if at != root {
                diagnostics.append(Diagnostic(.error, at: nodes[k].location, "view '\(nodes[k].id)' is in a cycle of superviews"))
                if let p = parent[k] { children[p].removeAll { $0 == k } }
                parent[k] = nil
            }
        }
        forcesDirections = nodes.contains { $0.forcedLayoutDirection != nil }
        directions = forcesDirections ? nodes.indices.map(effectiveDirection) : Array(repeating: direction, count: nodes.count)
        for n in nodes.indices {
            guard let stack = nodes[n].stack else { continue }
            let list = arrangedList(n, stack)
            arrangedSubviews[n] = list
            for k in list { arrangingStack[k] = n }
        }
        return true
    }

    /// The direction a node lays its content out in: the nearest `semanticContentAttribute` that forces
    /// one, on the node or an ancestor, else the window's (UIKit's `effectiveUserInterfaceLayoutDirection`,
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection).
    private func effectiveDirection(_ n: Int) -> LayoutDirection {
        var at: Int? = n, steps = 0
        while let k = at, steps <= nodes.count {
            if let forced = nodes[k].forcedLayoutDirection { return forced }
            at = parent[k]
            steps += 1
        }
        return direction
    }

    /// The direction a constraint's leading and trailing are read in: that of the view UIKit installs
    /// it on, the items' nearest common ancestor (assumed: Apple documents leading/trailing only for
    /// the whole interface, https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leading).
    func constraintDirection(_ first: String, _ second: String?) -> LayoutDirection {
        guard forcesDirections, let a = ownerNode(of: first) else { return direction }
        guard let second, let b = ownerNode(of: second) else { return directions[a] }
        return nearestCommonAncestor(a, b).map { directions[$0] } ?? direction
    }

    /// The nearest view that holds both nodes (either may be the other's ancestor, or the same); nil when they
    /// share none (a cycle of superviews, cut from the tree).
    func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int? {
        var ancestors: Set<Int> = [a]
        var at = a
        while let p = parent[at], !ancestors.contains(p) {
            ancestors.insert(p)
            at = p
        }
        var common: Int? = b, steps = 0
        while let k = common, steps <= nodes.count {
            if ancestors.contains(k) { return k }
            common = parent[k]
            steps += 1
        }
        return nil
    }

    /// A stack's arranged subviews, in arrangement order (worked out once, in `indexTree`).
    func arranged(_ n: Int, _ stack: StackConfiguration) -> [Int] { arrangedSubviews[n] ?? [] }

    /// The configuration's list (unknown or non-subview ids reported) or every subview.
    private func arrangedList(_ n: Int, _ stack: StackConfiguration) -> [Int] {
        guard let ids = stack.arrangedSubviews else { return children[n] }
        var result: [Int] = []
        for id in ids {
            guard let k = nodeIndex[id], parent[k] == n else {
                diagnostics.append(
                    Diagnostic(.error, at: nodes[n].location, "stack view '\(nodes[n].id)' arranges '\(id)', which is not its subview"))
                continue
            }
            result.append(k)
        }
        return result
    }

    private func makeUnknowns() {
        let f = input.rootFrame
        rects.reserveCapacity(nodes.count)
        for k in nodes.indices {
            let id = nodes[k].id
            if k == root {
                rects.append(
                    AnchorRect(
                        x: Expression(constant: f.x), y: Expression(constant: f.y),
                        width: Expression(constant: f.width), height: Expression(constant: f.height)))
            } else {
                rects.append(
                    AnchorRect(
                        x: Expression(makeVariable(id, .horizontalPosition, "minX")),
                        y: Expression(makeVariable(id, .verticalPosition, "minY")),
                        width: Expression(makeVariable(id, .width, "width")),
                        height: Expression(makeVariable(id, .height, "height"))))
            }
            if nodes[k].isScrollView {
                contentSize[k] = (
                    makeVariable(id, .contentWidth, "contentWidth"), makeVariable(id, .contentHeight, "contentHeight")
                )
            }
        }
        for (k, guide) in input.guides.enumerated() where guideIndex[guide.id] == k {
            guard nodeIndex[guide.owner] != nil else {
                diagnostics.append(Diagnostic(.error, at: guide.location, "layout guide '\(guide.id)' names an unknown owner '\(guide.owner)'"))
                continue
            }
            if guide.kind == .custom {
                customGuideRects[k] = AnchorRect(
                    x: Expression(makeVariable(guide.id, .horizontalPosition, "minX")),
                    y: Expression(makeVariable(guide.id, .verticalPosition, "minY")),
                    width: Expression(makeVariable(guide.id, .width, "width")),
                    height: Expression(makeVariable(guide.id, .height, "height")))
            }
        }
    }
}

