import Constraints
import Diagnostics
import Geometry

extension LayoutSystem {
    /// The node an item id stands for: a view, or the view that owns a guide.
    func ownerNode(of item: String) -> Int? {
        if let n = nodeIndex[item] { return n }
        if let g = guideIndex[item] { return nodeIndex[input.guides[g].owner] }
        return nil
    }

    func isDescendant(_ n: Int, of ancestor: Int) -> Bool {
        var at = n
        while let p = parent[at] {
            if p == ancestor { return true }
            at = p
        }
        return false
    }

    /// A scroll view's content area: its origin is the scroll view's own origin (every scroll offset
    /// zero), its size the content size
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentlayoutguide).
    func contentRect(_ n: Int) -> AnchorRect {
        guard let (w, h) = contentSize[n] else { return rects[n] }
        return AnchorRect(x: rects[n].x, y: rects[n].y, width: Expression(w), height: Expression(h))
    }

    /// The layout-margins guide of a node.
    func marginsRect(_ n: Int) -> AnchorRect { guideRect(n, .margins, atRoot: input.rootLayoutMargins) }

    func safeAreaRect(_ n: Int) -> AnchorRect { guideRect(n, .safeArea, atRoot: input.rootSafeAreaInsets) }

    func readableRect(_ n: Int) -> AnchorRect {
        guideRect(n, .readable, atRoot: input.rootReadableContentInsets ?? input.rootLayoutMargins)
    }

    /// A guide of node `n`: the root's insets are the caller's constants (the window's, which no frame
    /// changes); any other node's are the guide's parameters, recomputed between passes.
    private func guideRect(_ n: Int, _ kind: GuideParameterKind, atRoot insets: @autoclosure () -> EdgeInsets) -> AnchorRect {
        guard n != root else {
            let i = insets()
            return rects[n].inset(
                top: Expression(constant: i.top), left: Expression(constant: i.left),
                bottom: Expression(constant: i.bottom), right: Expression(constant: i.right))
        }
        return insetRect(n, guideParameters(n, kind))
    }

    private func insetRect(_ n: Int, _ p: [Int]) -> AnchorRect {
        rects[n].inset(
            top: Expression(parameters[p[0]].variable), left: Expression(parameters[p[1]].variable),
            bottom: Expression(parameters[p[2]].variable), right: Expression(parameters[p[3]].variable))
    }

    /// The rectangle of a layout guide, or nil (reported) when it cannot have one.
    func guideRect(_ g: Int, location: SourceLocation?) -> AnchorRect? {
        // A guide's rectangle is the same expressions for the life of the system (its insets are constants or
        // parameters, whatever values they take): made once, not again for every constraint that names the guide.
        if let known = guideRects[g] { return known }
        let rect = makeGuideRect(g, location: location)
        if let rect { guideRects[g] = rect }
        return rect
    }

    private func makeGuideRect(_ g: Int, location: SourceLocation?) -> AnchorRect? {
        let guide = input.guides[g]
        guard let owner = nodeIndex[guide.owner] else { return nil }
        switch guide.kind {
        case .safeArea: return safeAreaRect(owner)
        case .layoutMargins: return marginsRect(owner)
        case .readableContent: return readableRect(owner)
        case .scrollContent, .scrollFrame:
            if !nodes[owner].isScrollView {
                diagnostics.append(
                    Diagnostic(.error, at: guide.location ?? location, "'\(guide.id)' is a scroll view guide of '\(guide.owner)', which is not a scroll view"))
                return nil
            }
            return guide.kind == .scrollContent ? contentRect(owner) : rects[owner]
        case .topLayoutGuide(let length):
            // The band from the root's top down to the bottom of the bars (iOS 7–10).
            let r = rects[owner]
            return AnchorRect(x: r.x, y: r.y, width: r.width, height: Expression(constant: length))
        case .bottomLayoutGuide(let length):
            let r = rects[owner]
            return AnchorRect(x: r.x, y: r.y + r.height - length, width: r.width, height: Expression(constant: length))
        case .custom:
            return customGuideRects[g]
        }
    }

    /// The linear expression of `item.attribute`, given the constraint's other item (which decides
    /// whether a scroll view's edge means its content area). Nil, with an error, when the pairing is
    /// not one UIKit accepts.
    func expression(
        _ item: String, _ attribute: LayoutAttribute, other: String?, direction: LayoutDirection, location: SourceLocation?
    ) -> Expression? {
        if let n = nodeIndex[item] {
            if attribute.isMargin {
                return marginsRect(n).value(of: attribute.withoutMargin, direction: direction)
            }
            if attribute == .firstBaseline || attribute == .lastBaseline {
                return baseline(n, first: attribute == .firstBaseline, constrained: true)
            }
            // Constraints between a scroll view's edges and its content attach to the content area;
            // its width, height and centres attach to its frame (Apple, "Working with Scroll Views":
            // https://developer.apple.com/library/archive/technotes/tn2154/_index.html and
            // https://developer.apple.com/documentation/uikit/uiscrollview#Scroll-views-and-Auto-Layout).
            if nodes[n].isScrollView, Self.isEdge(attribute), let other, let o = ownerNode(of: other), isDescendant(o, of: n) {
                return contentRect(n).value(of: attribute, direction: direction)
            }
            return rects[n].value(of: attribute, direction: direction)
        }
        if let g = guideIndex[item] {
            if attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline {
                diagnostics.append(
                    Diagnostic(.error, at: location, "layout guide '\(item)' has no \(attribute.rawValue) attribute (UILayoutGuide has edges, sizes and centres only)"))
                return nil
            }
            return guideRect(g, location: location)?.value(of: attribute, direction: direction)
        }
        diagnostics.append(Diagnostic(.error, at: location, "constraint names an unknown item '\(item)'"))
        return nil
    }

    static func isEdge(_ a: LayoutAttribute) -> Bool {
        switch a {
        case .left, .right, .top, .bottom, .leading, .trailing: true
        default: false
        }
    }

    /// A view's first or last baseline: text views from their measurement, stack views through the
    /// arranged subview that gives their baseline, other views at their bottom edge. A constraint to the first
    /// baseline of a view without a baseline (UIView's default `forFirstBaselineLayout` is the view itself) takes
    /// its top edge instead: "If that view does not have a baseline, Auto Layout uses the view's top edge"
    /// (https://developer.apple.com/documentation/uikit/uiview/forfirstbaselinelayout; for the last baseline,
    /// "... the view's bottom edge": https://developer.apple.com/documentation/uikit/uiview/forbaselinelayout();
    /// docs/research/ib-defaults.md §139). `constrained` says the baseline is a constraint's item: a stack view
    /// aligning its arranged subviews by their first baselines does not place a view without one at its top
    /// (saved frames, §139), so stacks keep the bottom edge. Only views with no content of their own take the top;
    /// a view with content Bezel does not measure as text (an image, whose symbol may carry a baseline:
    /// https://developer.apple.com/documentation/uikit/uiimage/baselineoffsetfrombottom; a control; a designable
    /// label sized as its document records) keeps its bottom edge, the edge nearer its content's baseline.
    func baseline(_ n: Int, first: Bool, depth: Int = 0, constrained: Bool = false) -> Expression {
        let r = rects[n]
        if let stack = nodes[n].stack, depth < 64 {
            // Assumed: a stack view's baseline view is its first (last) visible arranged subview in a
            // vertical stack and its first visible one in a horizontal stack.
            let visible = arranged(n, stack).filter { !nodes[$0].isHidden }
            let pick = stack.axis == .vertical && !first ? visible.last : visible.first
            if let pick { return baseline(pick, first: first, depth: depth + 1, constrained: constrained) }
            return first && constrained ? r.y : r.y + r.height
        }
        if let ascender = emptyTextBaselines[n] {
            // A label with no text: no line to centre, its baselines one ascender below its top (saved frames of a
            // baseline-aligned empty label, docs/research/ib-defaults.md §39).
            return r.y + ascender
        }
        if case .text(let content) = nodes[n].intrinsicContent, text[n] != nil {
            let p = parameters[baselineParameter(n, first: first)].variable
            if content.baselinesFromEdges == true {
                // A label's first baseline is its offset below the top, its last its offset above the bottom.
                let offset = Expression(constant: 0) + p
                return first ? r.y + offset : r.y.adding(r.height, times: 1) - offset
            }
            // The text is centred vertically when the view is taller than it (a button's title, a field's text);
            // the parameter holds (ascent-from-top − text height / 2), so baseline = minY + h/2 + p.
            return r.y.adding(r.height, times: 0.5) + p
        }
        return first && constrained && nodes[n].intrinsicContent == .none ? r.y : r.y + r.height
    }

    /// Translates one of the input's constraints (UIKit's rules for valid ones:
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/init(item:attribute:relatedby:toitem:attribute:multiplier:constant:)).
    func addInputConstraint(_ k: Int) {
        let c = input.constraints[k]
        let at = c.location
        let first = c.firstAttribute, second = c.secondAttribute
        guard first != .notAnAttribute else {
            diagnostics.append(Diagnostic(.error, at: at, "constraint's first attribute is notAnAttribute"))
            return
        }
        if c.secondItem != nil {
            guard second != .notAnAttribute else {
                diagnostics.append(Diagnostic(.error, at: at, "constraint names a second item without an attribute"))
                return
            }
            if first.axis != second.axis || first.isSize != second.isSize {
                if !(first.isSize && second.isSize) {
                    diagnostics.append(
                        Diagnostic(.error, at: at, "invalid pairing of layout attributes \(first.rawValue) and \(second.rawValue)"))
                    return
                }
            }
            if Self.mixesDirections(first, second) {
                diagnostics.append(
                    Diagnostic(
                        .error, at: at,
                        "a constraint cannot be made between a leading/trailing attribute and a right/left attribute (\(first.rawValue), \(second.rawValue))"
                    ))
                return
            }
            if c.multiplier == 0 && !first.isSize {
                diagnostics.append(
                    Diagnostic(.error, at: at, "a multiplier of 0 makes \(first.rawValue) equal to a constant, which UIKit rejects"))
                return
            }
        } else if !first.isSize {
            diagnostics.append(
                Diagnostic(.error, at: at, "\(first.rawValue) cannot equal a constant: a position needs a second item"))
            return
        }
        let direction = constraintDirection(c.firstItem, c.secondItem)
        guard var lhs = expression(c.firstItem, first, other: c.secondItem, direction: direction, location: at) else { return }
        var rhs = Expression(constant: c.constant)
        if let secondItem = c.secondItem {
            guard var e = expression(secondItem, second, other: c.firstItem, direction: direction, location: at) else { return }
            // A centre paired with a leading/trailing edge is measured on the same trailing-growing
            // axis (negated x in right-to-left layouts; assumed from the anatomy rule above).
            if direction == .rightToLeft {
                if Self.isDirectional(first) && Self.isCenterX(second) { e = -e }
                if Self.isDirectional(second) && Self.isCenterX(first) { lhs = -lhs }
            }
            rhs = e * c.multiplier + c.constant
            // Auto Layout relates two items in the coordinate space of their nearest common ancestor (the view UIKit
            // installs the constraint on), where that view's top-left is 0: a view centred at 0.9 × its superview's
            // centre sits at 0.9 × half the superview's height, wherever the superview is (saved frames,
            // docs/research/ib-defaults.md §46). Bezel solves in window coordinates, so a position multiplied by
            // anything but 1 is taken relative to that ancestor's origin: lhs − o = (e − o) × m + c.
            if c.multiplier != 1, !first.isSize, direction == .leftToRight || first.axis == .vertical,
               let origin = commonAncestorOrigin(c.firstItem, secondItem, axis: first.axis) {
                rhs = rhs + origin * (1 - c.multiplier)
            }
        }
        add(lhs, Self.relation(c.relation), rhs, priority: c.priority, tag: k)
    }

    /// The window-coordinate origin, along `axis`, of the nearest view that holds both items (a guide counts as its
    /// owning view); nil when either is unknown or the axis is not a position's.
    func commonAncestorOrigin(_ first: String, _ second: String, axis: LayoutAxis?) -> Expression? {
        guard let axis, let a = ownerNode(of: first), let b = ownerNode(of: second), let k = nearestCommonAncestor(a, b) else { return nil }
        return axis == .horizontal ? rects[k].x : rects[k].y
    }

    static func relation(_ r: LayoutRelation) -> Relation {
        switch r {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    static func isDirectional(_ a: LayoutAttribute) -> Bool {
        a.withoutMargin == .leading || a.withoutMargin == .trailing
    }

    static func isCenterX(_ a: LayoutAttribute) -> Bool { a.withoutMargin == .centerX }

    private static func mixesDirections(_ a: LayoutAttribute, _ b: LayoutAttribute) -> Bool {
        func kind(_ x: LayoutAttribute) -> Int {
            switch x.withoutMargin {
            case .leading, .trailing: 1
            case .left, .right: 2
            default: 0
            }
        }
        let ka = kind(a), kb = kind(b)
        return ka != 0 && kb != 0 && ka != kb
    }
}
