import Constraints
import Diagnostics
import Geometry

extension LayoutSystem {
    /// Content hugging (size ≤ intrinsic at the hugging priority) and compression resistance
    /// (size ≥ intrinsic at the compression-resistance priority) on every axis with an intrinsic size:
    /// the pair of inequalities UIKit's `NSContentSizeLayoutConstraint`s express
    /// (https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize,
    /// https://developer.apple.com/documentation/uikit/uiview/contenthuggingpriority(for:)).
    func addIntrinsicConstraints(_ n: Int, measurer: some TextMeasuring, pass: Int) {
        let node = nodes[n]
        guard n != root else { return }  // the root's frame is the caller's
        switch node.intrinsicContent {
        case .none:
            return
        case .fixed(let size), .image(let size):
            addContentSize(n, width: size.width, height: size.height)
            if let font = node.emptyTextFont { emptyTextBaselines[n] = measurer.measure(font, maxWidth: nil).firstBaseline }
        case .fixedWidth(let w):
            addContentSize(n, width: w, height: nil)
        case .fixedHeight(let h):
            addContentSize(n, width: nil, height: h)
        case .segments(let segments):
            let size = segments.size(measurer: measurer)
            segmentSizes[n] = size
            addContentSize(n, width: size.width, height: size.height)
        case .text(let content):
            let width = wrapWidth(n, content, pass: pass, measurer: measurer)
            let state = measure(content, maxWidth: width, measurer: measurer)
            text[n] = state
            textOrder.append(n)
            if content.wraps && !(content.preferredMaxLayoutWidth.map { $0 > 0 } ?? false) {
                // Its size changes with the width the next pass gives it: parameters, not constants.
                let id = node.id
                let w = makeParameter("\(id).intrinsicWidth", state.intrinsic.width, "the intrinsic width of \(id)", location: node.location)
                let h = makeParameter("\(id).intrinsicHeight", state.intrinsic.height, "the intrinsic height of \(id)", location: node.location)
                text[n]!.sizeParameters = (w, h)
                addContentSize(n, width: Expression(parameters[w].variable), height: Expression(parameters[h].variable), shown: state.intrinsic)
            } else {
                addContentSize(n, width: state.intrinsic.width, height: state.intrinsic.height)
            }
        }
    }

    private func addContentSize(_ n: Int, width: Double?, height: Double?) {
        addContentSize(
            n, width: width.map { Expression(constant: $0) }, height: height.map { Expression(constant: $0) },
            shown: Size(width: width ?? 0, height: height ?? 0))
    }

    private func addContentSize(_ n: Int, width: Expression?, height: Expression?, shown: Size) {
        let node = nodes[n], r = rects[n]
        for (axis, value) in [(LayoutAxis.horizontal, width), (.vertical, height)] {
            guard let value else { continue }
            let size = axis == .horizontal ? r.width : r.height
            let dim = axis == .horizontal ? "width" : "height"
            let hug = node.hugging(axis), resist = node.compressionResistance(axis)
            let number = axis == .horizontal ? shown.width : shown.height
            func text() -> String { "NSContentSizeLayoutConstraint \(node.id).\(dim) == \(number.compact) Hug:\(hug) CompressionResistance:\(resist)" }
            if hug.isRequired || resist.isRequired {
                // Added after the document's constraints while building (`build(measurer:)`).
                let pair = [
                    Constraint(size, .lessThanOrEqual, value, strength: strength(hug), tag: generatedTag(text(), location: node.location)),
                    Constraint(size, .greaterThanOrEqual, value, strength: strength(resist), tag: generatedTag(text(), location: node.location)),
                ]
                if requiredContentSizes != nil { requiredContentSizes! += pair } else { pair.forEach(add) }
            } else {
                // One equality weighted `hug` above and `resist` below: the same optimum as the pair,
                // one tableau row instead of two (`Constraint(_:equalTo:excess:shortfall:)`). Both
                // tags are made, so that every later generated constraint keeps its number.
                let tag = generatedTag(text(), location: node.location)
                _ = generatedTag(text(), location: node.location)
                add(Constraint(size, equalTo: value, excess: strength(hug), shortfall: strength(resist), tag: tag))
            }
        }
    }

    /// The width a wrapping text wraps at: `preferredMaxLayoutWidth` when set; otherwise, as UIKit's two-pass layout
    /// measures a label whose `preferredMaxLayoutWidth` is automatic at its bounds and again at the width the layout
    /// gave it (https://developer.apple.com/documentation/uikit/uilabel/preferredmaxlayoutwidth;
    /// https://www.objc.io/issues/3-views/advanced-auto-layout-toolbox/), after the first pass the solved width, and in
    /// the first pass the width the label was loaded at (`TextContent.loadedWidth`), with the room the measurer's font
    /// may need beyond the font the document names (`TextMeasuring.widthMargin`): a label laid out from its nib
    /// resists compression only up to the width it was saved at (docs/research/ib-defaults.md §141). Both less
    /// padding; unwrapped (nil) in the first pass for a text loaded at no width.
    func wrapWidth(_ n: Int, _ content: TextContent, pass: Int, measurer: some TextMeasuring) -> Double? {
        guard content.wraps else { return nil }
        if let w = content.preferredMaxLayoutWidth, w > 0 { return w }
        let padding = content.padding.left + content.padding.right
        if pass > 1 { return max(0, solvedFrame(n).width - padding) }
        guard let loaded = content.loadedWidth, loaded > 0 else { return nil }
        return max(0, loaded - padding) * (1 + measurer.widthMargin(content))
    }

    func measure(_ content: TextContent, maxWidth: Double?, measurer: some TextMeasuring) -> TextLayoutState {
        let m = measurer.measure(content, maxWidth: maxWidth)
        let p = content.padding
        let size = Size(
            width: max(m.size.width + p.left + p.right, content.minimumSize.width),
            height: max(m.size.height + p.top + p.bottom, content.minimumSize.height))
        return TextLayoutState(measurement: m, intrinsic: size, wrapWidth: maxWidth)
    }

    /// Baseline offsets from the view's vertical centre: the text box (padding included) is centred in
    /// the view, so baseline = minY + height/2 + (padding.top − padding.bottom − textHeight)/2 + ascent.
    /// For text whose baselines keep their distances from the edges (`TextContent.baselinesFromEdges`), the first
    /// baseline's offset from the view's top and the last's from its bottom instead, as they are at its intrinsic height.
    func baselineOffsets(_ state: TextLayoutState, _ content: TextContent) -> (first: Double, last: Double) {
        let m = state.measurement, p = content.padding
        let top = (p.top - p.bottom - m.size.height) / 2
        let centred = (first: top + m.firstBaseline, last: top + m.lastBaseline)
        guard content.baselinesFromEdges == true else { return centred }
        let half = state.intrinsic.height / 2
        return (half + centred.first, half - centred.last)
    }

    /// The parameter of a text node's first or last baseline offset (a text node whose `text` state
    /// exists), made on first use. Each is made alone: a view aligned by one baseline never reads the
    /// other (a first-baseline stack's rows), and an unread parameter still cost the solver an edit
    /// row and its suggestions (a 65-view scene: 14 of its 36 edit variables; BezelBench `ibscene`).
    func baselineParameter(_ n: Int, first: Bool) -> Int {
        var p = baselineParameters[n] ?? (-1, -1)
        let existing = first ? p.first : p.last
        if existing >= 0 { return existing }
        guard let state = text[n], case .text(let content) = nodes[n].intrinsicContent else { return -1 }
        let o = baselineOffsets(state, content)
        let id = nodes[n].id, at = nodes[n].location
        if first {
            p.first = makeParameter("\(id).firstBaselineOffset", o.first, "\(id) first baseline offset", location: at)
        } else {
            p.last = makeParameter("\(id).lastBaselineOffset", o.last, "\(id) last baseline offset", location: at)
        }
        baselineParameters[n] = p
        return first ? p.first : p.last
    }

    /// The width each text node would wrap at in the next pass, read from the last solve
    /// (one entry per `textOrder` element).
    func nextWrapWidths(pass: Int, measurer: some TextMeasuring) -> [Double?] {
        textOrder.map { n in
            guard case .text(let content) = nodes[n].intrinsicContent else { return nil }
            return wrapWidth(n, content, pass: pass, measurer: measurer)
        }
    }

    /// True when a text node's next wrap width differs from the one it was measured at.
    func textNeedsUpdate(_ widths: [Double?]) -> Bool {
        for (k, n) in textOrder.enumerated() where !Self.sameWidth(widths[k], text[n]?.wrapWidth) { return true }
        return false
    }

    static func sameWidth(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let x?, let y?): abs(x - y) < 1e-7
        default: false
        }
    }

    /// Re-measures wrapping text at the given widths and moves the size and baseline parameters.
    func applyText(_ widths: [Double?], measurer: some TextMeasuring) {
        for (k, n) in textOrder.enumerated() {
            guard case .text(let content) = nodes[n].intrinsicContent, let old = text[n] else { continue }
            let width = widths[k]
            if Self.sameWidth(width, old.wrapWidth) { continue }
            var state = measure(content, maxWidth: width, measurer: measurer)
            state.sizeParameters = old.sizeParameters
            text[n] = state
            if let (w, h) = old.sizeParameters {
                setParameter(w, state.intrinsic.width)
                setParameter(h, state.intrinsic.height)
            }
            if let p = baselineParameters[n] {
                let o = baselineOffsets(state, content)
                if p.first >= 0 { setParameter(p.first, o.first) }
                if p.last >= 0 { setParameter(p.last, o.last) }
            }
        }
    }
}
