import Constraints
import Diagnostics
import Geometry

/// UIStackView's constraints, as UIKit makes them. Source for every identifier, relation and priority
/// below unless a line says otherwise: the constraint dumps of a UIKit stack view for every
/// distribution and alignment in Alexander Grebenyuk, "Let's Build UIStackView" (2017),
/// https://kean.blog/post/lets-build-uistackview (cited as KEAN).
extension LayoutSystem {
    /// Along-axis and across-axis attribute names of a stack.
    private struct StackAxes {
        var start: LayoutAttribute, end: LayoutAttribute, size: LayoutAttribute, center: LayoutAttribute
        init(_ axis: LayoutAxis) {
            if axis == .horizontal {
                (start, end, size, center) = (.leading, .trailing, .width, .centerX)
            } else {
                (start, end, size, center) = (.top, .bottom, .height, .centerY)
            }
        }
    }

    /// UISV-hiding's priority: just below required (§57).
    static let hidingPriority = LayoutPriority(999.5)

    func addStackConstraints(_ s: Int) {
        guard let stack = nodes[s].stack else { return }
        let all = arranged(s, stack)
        guard !all.isEmpty else { return }
        let node = nodes[s], at = node.location, id = node.id
        let visible = all.filter { !nodes[$0].isHidden }
        // isLayoutMarginsRelativeArrangement: the arrangement is tied to the margins guide (KEAN,
        // "Margins Relative Layout": UISV-canvas-connection to UIViewLayoutMarginsGuide).
        let canvas = stack.isLayoutMarginsRelativeArrangement ? marginsRect(s) : rects[s]
        let along = StackAxes(stack.axis), across = StackAxes(stack.axis.other)
        // The stack arranges in its own effective direction: a horizontal stack runs from the right in
        // right-to-left layouts (https://developer.apple.com/documentation/uikit/uistackview).
        let direction = directions[s]
        // In place, as `solvedFrame` reads it: no copy of the rectangle's four expressions per attribute.
        func v(_ n: Int, _ a: LayoutAttribute) -> Expression { rects.withUnsafeBufferPointer { $0[n].value(of: a, direction: direction) } }
        func c(_ a: LayoutAttribute) -> Expression { canvas.value(of: a, direction: direction) }
        func name(_ n: Int) -> String { nodes[n].id }

        // MARK: Along the axis

        // UISV-hiding: a hidden arranged subview has zero length (KEAN, "Hiding Subviews": `Subview0.width
        // == 0`), unless required constraints of its own give it a length: Interface Builder saves such views
        // at that length (a 12 pt width, a 340 pt column of fixed rows) and those with only a content size at 0
        // (docs/research/ib-defaults.md §57). Just below required, so that every required constraint wins.
        for n in all where nodes[n].isHidden {
            addGenerated(v(n, along.size), .equal, Expression(constant: 0), priority: Self.hidingPriority,
                         "UISV-hiding \(name(n)).\(along.size.rawValue) == 0", location: at)
        }
        // A stack whose arranged subviews are all hidden arranges nothing: its length comes from outside it,
        // and each hidden view sits at the canvas's start with its own length across the axis (assumed from
        // saved frames: four hidden 50 pt buttons of a vertical fillEqually stack at (0, 0, 50, 0) in a
        // 335 × 325 stack as tall as the text view beside it; docs/research/ib-defaults.md §36).
        if visible.isEmpty {
            for n in all {
                addGenerated(c(along.start), .equal, v(n, along.start), "UISV-canvas-connection \(id).\(along.start.rawValue) == \(name(n)).\(along.start.rawValue)", location: at)
                addGenerated(c(across.start), .equal, v(n, across.start), "UISV-canvas-connection \(id).\(across.start.rawValue) == \(name(n)).\(across.start.rawValue)", location: at)
            }
            return
        }
        // The chain runs through a hidden view's leading edge alone, so that a length the view keeps (above)
        // does not push the views after it (§57: the rows after a hidden 340 pt column saved where they would be
        // without it).
        // Hidden views before the first shown one, when two or more are shown, end where the view after them starts:
        // the first shown view meets the canvas's start and they lie before it, at the lengths §57 gives them.
        // Interface Builder saves them so in six stacks of four unrelated projects (a hidden 25 pt label ending at the
        // top of the button stack after it, a hidden 120 pt image at −120, a 420 pt view at −420, a 24 pt image at
        // x −24); where the one shown view is the last, they sit at the canvas's start with it (ten stacks)
        // (docs/research/ib-defaults.md §104).
        let hiddenBeforeFirstShown = visible.count >= 2 ? Set(all.prefix { nodes[$0].isHidden }) : []
        func chainEnd(_ n: Int) -> Expression {
            nodes[n].isHidden && !hiddenBeforeFirstShown.contains(n) ? v(n, along.start) : v(n, along.end)
        }

        // When the first arranged view is the only one shown, the hidden views after it sit at the canvas's start,
        // as when all are hidden (above), and the shown view meets the canvas's end: Interface Builder saves them at
        // position 0 in five projects (15 views). With two or more shown views they sit after the last of them, and
        // behind a shown view that has hidden views before it too at the canvas's end (docs/research/ib-defaults.md §65).
        let hiddenAfterOnlyShown = visible.count == 1 && visible[0] == all[0] ? all.dropFirst() : []
        let last = hiddenAfterOnlyShown.isEmpty ? all[all.count - 1] : visible[0]

        // UISV-canvas-connection: the first and last arranged subviews meet the canvas's ends.
        let firstArranged = hiddenBeforeFirstShown.isEmpty ? all[0] : visible[0]
        addGenerated(c(along.start), .equal, v(firstArranged, along.start), "UISV-canvas-connection \(id).\(along.start.rawValue) == \(name(firstArranged)).\(along.start.rawValue)", location: at)
        addGenerated(chainEnd(last), .equal, c(along.end), "UISV-canvas-connection \(name(last)).\(along.end.rawValue) == \(id).\(along.end.rawValue)", location: at)
        for n in hiddenAfterOnlyShown {
            addGenerated(v(n, along.start), .equal, c(along.start), "UISV-hiding \(name(n)).\(along.start.rawValue) == \(id).\(along.start.rawValue)", location: at)
        }

        // UISV-spacing: between neighbours; `>=` for equalSpacing and equalCentering (KEAN). Spacing
        // before the first shown view or after the last is 0 (KEAN, "Hiding Subviews": `H:[Subview0]-(0)-
        // [Subview1]` after the hidden Subview0). Hidden views between two shown ones sit halfway across the
        // spacing after the first (§57: saved 4 pt below a label in a stack of spacing 8, 8 pt in one of 16).
        let spacingRelation: Relation =
            stack.distribution == .equalSpacing || stack.distribution == .equalCentering ? .greaterThanOrEqual : .equal
        let firstVisible = visible.first.flatMap { all.firstIndex(of: $0) } ?? all.count
        let lastVisible = visible.last.flatMap { all.firstIndex(of: $0) } ?? -1
        let baselineRelative = stack.isBaselineRelativeArrangement && stack.axis == .vertical
        var spacingOfLastShown = 0.0
        for k in 0..<(all.count - 1) {
            let a = all[k], b = all[k + 1]
            if hiddenAfterOnlyShown.contains(b) { continue }
            if !nodes[a].isHidden { spacingOfLastShown = stack.customSpacingAfter[nodes[a].id] ?? stack.spacing }
            let gap: Double
            if k < firstVisible || k >= lastVisible {
                gap = 0
            } else if nodes[a].isHidden == nodes[b].isHidden {
                gap = nodes[a].isHidden ? 0 : spacingOfLastShown
            } else {
                gap = spacingOfLastShown / 2
            }
            // Descriptions are built only when the system describes (`addGenerated` takes an autoclosure).
            func text() -> String { "UISV-spacing \(id): \(name(a)) -(\(gap.compact))- \(name(b))" }
            if baselineRelative && !nodes[a].isHidden && !nodes[b].isHidden {
                // isBaselineRelativeArrangement: last baseline to the next first baseline (KEAN,
                // "Baseline Relative Layout": `Subview1.firstBaseline == Subview0.lastBaseline + 20`).
                addGenerated(baseline(b, first: true), spacingRelation, baseline(a, first: false) + gap, text(), location: at)
            } else {
                addGenerated(v(b, along.start), spacingRelation, chainEnd(a) + gap, text(), location: at)
            }
        }

        switch stack.distribution {
        case .fill:
            // UISV-text-width-disambiguation through iOS 14: in a horizontal fill stack, each multi-line text view's
            // width == stack width / n + C at its compression resistance + 10, C = −spacing·(n−1)/n
            // (Open Radar 41192642, https://github.com/lionheart/openradar-mirror/issues/19929; the
            // constant's formula from UIKit's -_constantForMultilineTextWidthDisambiguationConstraint…,
            // assumed — read from decompiled notes, not a page one can open).
            // Since iOS 15 a stack holding one multi-line text leaves its width to the priorities, and two or more
            // are held as wide as the first (docs/research/ib-defaults.md §145).
            if stack.axis == .horizontal {
                if stack.equalizesTextWidthsOnly {
                    addTextWidthEqualization(s, visible)
                } else {
                    addTextWidthDisambiguation(s, visible, onlyMultiline: true)
                }
            }
        case .fillEqually:
            // UISV-fill-equally: every visible view as long as the first (required in KEAN's dump).
            for n in visible.dropFirst() {
                addGenerated(v(n, along.size), .equal, v(visible[0], along.size), "UISV-fill-equally \(name(n)).\(along.size.rawValue) == \(name(visible[0])).\(along.size.rawValue)", location: at)
            }
            addCanvasFit(s, along.size)
        case .fillProportionally:
            // UISV-fill-proportionally: view i's length == stack length × intrinsic_i / (Σ intrinsic +
            // Σ spacing) at priority 999 − i (KEAN: multipliers 0.571429/0.285714/0.142857 at
            // 999/998/997). Spacing in the denominator reproduces UIKit's known bug with non-zero
            // spacing (Open Radar 34595752, https://github.com/lionheart/openradar-mirror/issues/18448).
            // A stack view arranged in it takes its share from its fitting length (`proportionalLength`);
            // other views without an intrinsic length get no constraint (assumed).
            // A wrapping label's share is taken from its height at its width, once a solve gave it one.
            let lengths = visible.map { proportionalTextLengths[$0] ?? proportionalLength($0, stack.axis) }
            for (n, length) in zip(visible, lengths) { proportionalLengthsUsed[n] = length }
            let spacings = zip(all.indices.dropLast(), all.indices.dropFirst()).reduce(0.0) { total, pair in
                let a = all[pair.0]
                let k = pair.0
                return total + (nodes[a].isHidden || k >= lastVisible ? 0 : (stack.customSpacingAfter[nodes[a].id] ?? stack.spacing))
            }
            let sum = lengths.reduce(0.0) { $0 + ($1 ?? 0) } + spacings
            if sum > 0 {
                for (i, n) in visible.enumerated() {
                    guard let length = lengths[i] else { continue }
                    let multiplier = length / sum
                    addGenerated(
                        v(n, along.size), .equal, c(along.size) * multiplier,
                        priority: LayoutPriority(Float(max(999 - i, 1))),
                        "UISV-fill-proportionally \(name(n)).\(along.size.rawValue) == \(multiplier) * \(id).\(along.size.rawValue)", location: at)
                }
            }
            addCanvasFit(s, along.size)
        case .equalSpacing, .equalCentering:
            // UISV-distributing-edge + UISV-fill-equally: a gap guide between visible neighbours, from
            // edge to edge (equalSpacing) or centre to centre (equalCentering), all gaps as long as the
            // first — required for equalSpacing, at 149 for equalCentering (KEAN).
            let centering = stack.distribution == .equalCentering
            var firstGap: Variable?
            for k in 0..<max(visible.count - 1, 0) {
                let a = visible[k], b = visible[k + 1]
                let gapStart = newVariable("\(id).gap\(k).start")
                let gapLength = newVariable("\(id).gap\(k).length")
                let from = centering ? v(a, along.center) : v(a, along.end)
                let to = centering ? v(b, along.center) : v(b, along.start)
                addGenerated(Expression(gapStart), .equal, from, "UISV-distributing-edge \(id) gap\(k) after \(name(a))", location: at)
                addGenerated(gapStart + gapLength, .equal, to, "UISV-distributing-edge \(id) gap\(k) before \(name(b))", location: at)
                if let first = firstGap {
                    addGenerated(
                        Expression(gapLength), .equal, Expression(first), priority: centering ? LayoutPriority(149) : .required,
                        "UISV-fill-equally \(id) gap\(k) == gap0", location: at)
                } else {
                    firstGap = gapLength
                }
            }
        }

        // MARK: Across the axis

        var alignment = stack.alignment
        if stack.axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline) {
            // Baseline alignments are "only valid for horizontal stacks"
            // (https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/firstbaseline);
            // a vertical stack ignores them (assumed: laid out as fill).
            alignment = .fill
        }
        let first = all[0]
        func align(_ a: LayoutAttribute) {
            for n in all.dropFirst() {
                addGenerated(v(first, a), .equal, v(n, a), "UISV-alignment \(name(first)).\(a.rawValue) == \(name(n)).\(a.rawValue)", location: at)
            }
        }
        func alignBaselines(_ isFirst: Bool) {
            let b0 = baseline(first, first: isFirst)
            for n in all.dropFirst() {
                addGenerated(b0, .equal, baseline(n, first: isFirst), "UISV-alignment \(name(first)).\(isFirst ? "firstBaseline" : "lastBaseline") == \(name(n))", location: at)
            }
        }
        if alignment == .fill {
            // UISV-alignment on both edges, UISV-canvas-connection of the first view to both canvas edges.
            align(across.start)
            align(across.end)
            addGenerated(c(across.start), .equal, v(first, across.start), "UISV-canvas-connection \(id).\(across.start.rawValue) == \(name(first)).\(across.start.rawValue)", location: at)
            addGenerated(v(first, across.end), .equal, c(across.end), "UISV-canvas-connection \(name(first)).\(across.end.rawValue) == \(id).\(across.end.rawValue)", location: at)
            return
        }
        // Every other alignment runs through a spanning guide (`_UILayoutSpacer`) that encloses the
        // arranged views across the axis: UISV-spanning-boundary, UISV-spanning-fit (its length == 0 @51),
        // UISV-ambiguity-suppression (each view's length == 0 @25), all from KEAN.
        let spacerStart = Expression(newVariable("\(id).spanningGuide.start"))
        let spacerLength = Expression(newVariable("\(id).spanningGuide.length"))
        let spacerEnd = spacerStart + spacerLength
        let boundaryPriority = LayoutPriority(999.5)  // KEAN: `_UILayoutSpacer.top == Subview0.top priority:999.5`
        for n in all {
            func text() -> String { "UISV-spanning-boundary \(id) \(name(n))" }
            switch alignment {
            case .leading:
                addGenerated(spacerStart, .equal, v(n, across.start), priority: boundaryPriority, text(), location: at)
                addGenerated(spacerEnd, .greaterThanOrEqual, v(n, across.end), text(), location: at)
            case .trailing:
                addGenerated(spacerStart, .lessThanOrEqual, v(n, across.start), text(), location: at)
                addGenerated(spacerEnd, .equal, v(n, across.end), priority: boundaryPriority, text(), location: at)
            default:
                addGenerated(spacerStart, .lessThanOrEqual, v(n, across.start), text(), location: at)
                addGenerated(spacerEnd, .greaterThanOrEqual, v(n, across.end), text(), location: at)
            }
            addGenerated(v(n, across.size), .equal, Expression(constant: 0), priority: LayoutPriority(25), "UISV-ambiguity-suppression \(name(n)).\(across.size.rawValue) == 0 @25", location: at)
        }
        addGenerated(spacerLength, .equal, Expression(constant: 0), priority: LayoutPriority(51), "UISV-spanning-fit \(id) spanning guide length == 0 @51", location: at)
        func connect() -> String { "UISV-canvas-connection \(id)" }
        switch alignment {
        case .leading:
            align(across.start)
            addGenerated(c(across.start), .equal, v(first, across.start), connect(), location: at)
            addGenerated(spacerEnd, .equal, c(across.end), connect(), location: at)
        case .trailing:
            align(across.end)
            addGenerated(c(across.start), .equal, spacerStart, connect(), location: at)
            addGenerated(v(first, across.end), .equal, c(across.end), connect(), location: at)
        case .center:
            align(across.center)
            addGenerated(c(across.start), .equal, spacerStart, connect(), location: at)
            addGenerated(spacerEnd, .equal, c(across.end), connect(), location: at)
            addGenerated(c(across.center), .equal, v(first, across.center), connect(), location: at)
        case .firstBaseline, .lastBaseline:
            let isFirst = alignment == .firstBaseline
            alignBaselines(isFirst)
            addGenerated(c(across.start), .equal, spacerStart, connect(), location: at)
            if isFirst {
                addGenerated(spacerEnd, .equal, c(across.end), connect(), location: at)
            } else {
                // KEAN's lastBaseline dump: `V:[Subview0]-(>=0)-|` instead of the spacer's bottom.
                addGenerated(v(first, across.end), .lessThanOrEqual, c(across.end), connect(), location: at)
            }
            addCanvasFit(s, across.size)
            // Since iOS 15 a fill stack aligned by baselines shares its width out to none of its views: only its
            // multi-line texts are held as wide as each other, by the distribution's constraints
            // (docs/research/ib-defaults.md §145).
            if !(stack.equalizesTextWidthsOnly && stack.distribution == .fill) {
                addTextWidthDisambiguation(s, visible, onlyMultiline: false)
            }
        case .fill:
            break
        }
    }

    /// UISV-canvas-fit: the stack's length == 0 at 49, so that it hugs its content (KEAN: baseline
    /// alignments and a single centred view, `StackView.height == 0 priority:49`; along the axis for
    /// fillEqually and fillProportionally — assumed from decompiled notes on
    /// `_configurationRequiresCanvasConnectionFittingConstraint`, not a page one can open).
    private func addCanvasFit(_ s: Int, _ size: LayoutAttribute) {
        addGenerated(
            rects[s].value(of: size, direction: directions[s]), .equal, Expression(constant: 0), priority: LayoutPriority(49),
            "UISV-canvas-fit \(nodes[s].id).\(size.rawValue) == 0 @49", location: nodes[s].location)
    }

    /// UISV-text-width-disambiguation: width == stack width / n − spacing·(n−1)/n at the view's
    /// horizontal compression resistance + 10 (KEAN's baseline dumps: `0.333333*StackView.width
    /// priority:760` for three views; Open Radar 41192642 for multi-line labels in fill stacks), or at the text's own
    /// `widthDisambiguationPriority` where it has one (a configuration button's title, docs/research/ib-defaults.md §144).
    private func addTextWidthDisambiguation(_ s: Int, _ visible: [Int], onlyMultiline: Bool) {
        guard let stack = nodes[s].stack, !visible.isEmpty else { return }
        let count = Double(visible.count)
        let constant = -stack.spacing * (count - 1) / count
        for n in visible {
            if onlyMultiline {
                guard case .text(let content) = nodes[n].intrinsicContent, content.wraps else { continue }
            }
            let priority = textWidthPriority(n)
            addGenerated(
                rects[n].width, .equal, rects[s].width * (1 / count) + constant, priority: priority,
                "UISV-text-width-disambiguation \(nodes[n].id).width == \(nodes[s].id).width / \(visible.count) @\(priority)",
                location: nodes[s].location)
        }
    }

    /// The priority of arranged view `n`'s UISV-text-width-disambiguation constraint: its horizontal compression
    /// resistance + 10, or its text's own `widthDisambiguationPriority` where it has one (a configuration button's
    /// title, docs/research/ib-defaults.md §144).
    private func textWidthPriority(_ n: Int) -> LayoutPriority {
        if case .text(let content) = nodes[n].intrinsicContent, let own = content.widthDisambiguationPriority { return own }
        return LayoutPriority(min(nodes[n].horizontalCompressionResistance.rawValue + 10, 999))
    }

    /// UISV-text-width-disambiguation as Interface Builder's canvas has it since iOS 15: where two or more multi-line
    /// texts are arranged, each after the first is as wide as the first, at the higher of the two texts' priorities
    /// (each its compression resistance + 10, or its text's own `widthDisambiguationPriority`); a single multi-line text
    /// is left to its hugging and compression resistance (docs/research/ib-defaults.md §145).
    private func addTextWidthEqualization(_ s: Int, _ visible: [Int]) {
        let texts = visible.filter { n in
            if case .text(let content) = nodes[n].intrinsicContent { return content.wraps }
            return false
        }
        guard let first = texts.first, texts.count > 1 else { return }
        for n in texts.dropFirst() {
            let p = max(textWidthPriority(n), textWidthPriority(first))
            addGenerated(
                rects[n].width, .equal, rects[first].width, priority: p,
                "UISV-text-width-disambiguation \(nodes[n].id).width == \(nodes[first].id).width @\(p)",
                location: nodes[s].location)
        }
    }

    /// The heights of the wrapping texts arranged in vertical `fillProportionally` stacks, each wrapped at the
    /// width the last solve gave it, where that differs from the length its share was taken from. UIKit
    /// measures a label of `preferredMaxLayoutWidth` 0 at its own width after the first layout
    /// (https://developer.apple.com/documentation/uikit/uilabel/preferredmaxlayoutwidth), and the stack takes
    /// the proportions from its arranged views' intrinsic sizes
    /// (https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fillproportionally).
    func proportionalTextRemeasure(measurer: some TextMeasuring) -> [Int: Double] {
        var lengths: [Int: Double] = [:]
        for (s, all) in arrangedSubviews.sorted(by: { $0.key < $1.key }) {
            guard let stack = nodes[s].stack, stack.distribution == .fillProportionally, stack.axis == .vertical else { continue }
            for n in all where !nodes[n].isHidden {
                guard case .text(let content) = nodes[n].intrinsicContent, content.wraps,
                      !(content.preferredMaxLayoutWidth.map { $0 > 0 } ?? false) else { continue }
                let width = max(0, solvedFrame(n).width - content.padding.left - content.padding.right)
                let height = measure(content, maxWidth: width, measurer: measurer).intrinsic.height
                if proportionalLengthsUsed[n].map({ abs($0 - height) > 1e-6 }) ?? true { lengths[n] = height }
            }
        }
        return lengths
    }

    /// The length a view arranged in a `fillProportionally` stack takes its share from: its intrinsic length,
    /// or for a stack view, which has none, the length its arranged views fit in (`stackFittingLength`).
    /// Apple says the views are "resized proportionally based on their intrinsic content size along the stack
    /// view's axis" (https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fillproportionally)
    /// and does not say what a stack view counts as; saved frames of a label, a button row and a grid of
    /// button rows in one vertical `fillProportionally` stack give each its share of the fitting heights
    /// 41, 55 and 153 (docs/research/ib-defaults.md §35).
    func proportionalLength(_ n: Int, _ axis: LayoutAxis) -> Double? {
        if nodes[n].stack != nil, case .none = nodes[n].intrinsicContent { return stackFittingLength(n, axis) }
        return intrinsicLength(n, axis)
    }

    /// The length along `axis` that stack `s` fits its visible arranged views in when each is at its own
    /// fitting length: along the stack's axis their lengths and the spacing between them (each as long as the
    /// longest in a `fillEqually` stack), across it the longest. Nil when an arranged view has no such length
    /// (a plain view sized by constraints) or the arrangement follows the layout margins.
    func stackFittingLength(_ s: Int, _ axis: LayoutAxis) -> Double? {
        guard let stack = nodes[s].stack, !stack.isLayoutMarginsRelativeArrangement else { return nil }
        let visible = arranged(s, stack).filter { !nodes[$0].isHidden }
        guard !visible.isEmpty else { return 0 }
        var lengths: [Double] = []
        for n in visible {
            guard let length = proportionalLength(n, axis) else { return nil }
            lengths.append(length)
        }
        guard axis == stack.axis else { return lengths.max() }
        let spacing = visible.dropLast().reduce(0.0) { $0 + (stack.customSpacingAfter[nodes[$1].id] ?? stack.spacing) }
        if stack.distribution == .fillEqually { return (lengths.max() ?? 0) * Double(lengths.count) + spacing }
        return lengths.reduce(0, +) + spacing
    }

    /// A view's intrinsic length along an axis, if it has one.
    func intrinsicLength(_ n: Int, _ axis: LayoutAxis) -> Double? {
        switch nodes[n].intrinsicContent {
        case .none: return nil
        case .fixed(let s), .image(let s): return axis == .horizontal ? s.width : s.height
        case .fixedWidth(let w): return axis == .horizontal ? w : nil
        case .fixedHeight(let h): return axis == .vertical ? h : nil
        case .segments: return segmentSizes[n].map { axis == .horizontal ? $0.width : $0.height }
        case .text: return text[n].map { axis == .horizontal ? $0.intrinsic.width : $0.intrinsic.height }
        }
    }
}
