import Constraints
import Diagnostics
import Geometry

extension LayoutSystem {
    /// The edit strength that holds parameters: 1e8, above every priority below required
    /// (`Strength(uikitPriority:)`: 10⁶ at 999) and below required (kiwi's 1,001,001,000), so that in the
    /// solver's strict order only a required constraint moves a parameter.
    static let parameterStrength = Strength(weight: 1e8)

    /// A parameter: a fresh unknown held at `value`.
    func makeParameter(_ name: @autoclosure () -> String, _ value: Double, _ text: @autoclosure () -> String, location: SourceLocation?) -> Int {
        let v = newVariable(name(), isEdit: true)
        solver.addEditVariable(v, strength: Self.parameterStrength)
        solver.suggestValue(v, value)
        parameters.append(LayoutParameter(variable: v, value: value, text: describes ? text() : "", location: location))
        return parameters.count - 1
    }

    /// Moves a parameter to a new value; returns true when it changed.
    @discardableResult
    func setParameter(_ p: Int, _ value: Double) -> Bool {
        guard abs(parameters[p].value - value) > 1e-7 else { return false }
        parameters[p].value = value
        solver.suggestValue(parameters[p].variable, value)
        return true
    }

    /// Parameters that required constraints pulled off their values: UIKit would have reported those
    /// constraints as unsatisfiable against its own guide or content-size constraint.
    func parameterConflicts() -> [Diagnostic] {
        parameters.compactMap { p in
            let actual = solver.value(of: p.variable)
            guard abs(actual - p.value) > 1e-6 else { return nil }
            if !describes { neededDescriptions = true }
            return Diagnostic(
                .error, at: p.location,
                "unable to simultaneously satisfy constraints: the required constraints move \(p.text) from \(p.value.compact) to \(actual.compact)")
        }
    }

    /// The four inset parameters (top, left, bottom, right) of a non-root view's guide, made on first use
    /// with the insets a view entirely inside the safe area would have; later passes correct them.
    func guideParameters(_ n: Int, _ kind: GuideParameterKind) -> [Int] {
        switch kind {
        case .safeArea: if let p = safeAreaParameters[n] { return p }
        case .margins: if let p = marginParameters[n] { return p }
        case .readable: if let p = readableParameters[n] { return p }
        }
        let initial: EdgeInsets
        switch kind {
        case .safeArea: initial = .zero
        case .margins, .readable: initial = ownMargins(n)
        }
        let label: String
        switch kind {
        case .safeArea: label = "safeAreaLayoutGuide"
        case .margins: label = "layoutMarginsGuide"
        case .readable: label = "readableContentGuide"
        }
        let id = nodes[n].id, at = nodes[n].location
        let values = [initial.top, initial.left, initial.bottom, initial.right]
        let edges = ["top", "left", "bottom", "right"]
        let p = (0..<4).map { e in
            makeParameter("\(id).\(label).\(edges[e])Inset", values[e], "the \(edges[e]) inset of \(id)'s \(label)", location: at)
        }
        switch kind {
        case .safeArea: safeAreaParameters[n] = p
        case .margins: marginParameters[n] = p
        case .readable: readableParameters[n] = p
        }
        guideParameterOrder.append((n, kind))
        return p
    }

    /// The view's own layout margins in absolute edges: explicit, or UIKit's default 8 for a non-root
    /// view (https://developer.apple.com/documentation/uikit/uiview/directionallayoutmargins);
    /// directional margins swap left and right in right-to-left layouts.
    func ownMargins(_ n: Int) -> EdgeInsets {
        var m = nodes[n].layoutMargins ?? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        if nodes[n].layoutMarginsAreDirectional && directions[n] == .rightToLeft { m = m.mirrored }
        return m
    }

    // MARK: Recomputing guides from solved frames

    /// A solved frame in window coordinates.
    func solvedFrame(_ n: Int) -> Rect {
        if !solvedFrames.isEmpty { return solvedFrames[n] }
        // Read in place: a copy of the rectangle retains and releases its four expressions, and a
        // layout pass reads over a thousand frames (BezelBench `ibscene`).
        return rects.withUnsafeBufferPointer { r in
            Rect(x: value(r[n].x), y: value(r[n].y), width: value(r[n].width), height: value(r[n].height))
        }
    }

    func value(_ e: Expression) -> Double {
        var total = e.constant
        for term in e.terms { total += term.coefficient * resolvedValue(term.variable) }
        return total
    }

    /// The part of the root's safe area a view does not overlap, as insets from its bounds: a view's
    /// safe area is its bounds minus the regions the root's safe-area insets cover
    /// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets). Measured in window
    /// coordinates with every scroll offset zero (assumed for views inside scroll views, whose insets
    /// UIKit also adjusts by `contentInsetAdjustmentBehavior`).
    func safeAreaInsets(_ n: Int) -> EdgeInsets {
        if n == root { return input.rootSafeAreaInsets }
        let f = solvedFrame(n)
        let safe = input.rootFrame.inset(by: input.rootSafeAreaInsets)
        func clamp(_ v: Double, _ limit: Double) -> Double { min(max(v, 0), max(limit, 0)) }
        return EdgeInsets(
            top: clamp(safe.minY - f.minY, f.height), left: clamp(safe.minX - f.minX, f.width),
            bottom: clamp(f.maxY - safe.maxY, f.height), right: clamp(f.maxX - safe.maxX, f.width))
    }

    /// The layout-margins guide's insets from a view's bounds: its own margins, measured from the safe
    /// area when `insetsLayoutMarginsFromSafeArea` (https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea),
    /// and, with `preservesSuperviewLayoutMargins`, at least as far in as the superview's margins
    /// reach into it (https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins).
    func marginInsets(_ n: Int) -> EdgeInsets {
        if n == root { return input.rootLayoutMargins }
        var m = ownMargins(n)
        if nodes[n].insetsLayoutMarginsFromSafeArea { m = m + safeAreaInsets(n) }
        if nodes[n].preservesSuperviewLayoutMargins, let p = parent[n] {
            let f = solvedFrame(n)
            let pf = solvedFrame(p).inset(by: marginInsets(p))
            m = m.union(EdgeInsets(top: pf.minY - f.minY, left: pf.minX - f.minX, bottom: f.maxY - pf.maxY, right: f.maxX - pf.maxX))
        }
        return m
    }

    /// The readable content guide's insets: the margins guide, narrowed (centred) to the root's readable
    /// width when that is narrower. Assumed: UIKit documents the guide only as "an area with a readable
    /// width within the view" (https://developer.apple.com/documentation/uikit/uiview/readablecontentguide);
    /// the root's readable width comes from the caller.
    func readableInsets(_ n: Int) -> EdgeInsets {
        let rootReadable = input.rootReadableContentInsets ?? input.rootLayoutMargins
        if n == root { return rootReadable }
        var m = marginInsets(n)
        let maxWidth = input.rootFrame.width - rootReadable.left - rootReadable.right
        let width = solvedFrame(n).width - m.left - m.right
        if width > maxWidth {
            let extra = (width - maxWidth) / 2
            m.left += extra
            m.right += extra
        }
        return m
    }

    /// Every frame-dependent guide parameter's value recomputed from the last solve, all read from
    /// the same solution before any is moved.
    func guideTargets() -> [(parameter: Int, value: Double)] {
        var targets: [(parameter: Int, value: Double)] = []
        for (n, kind) in guideParameterOrder {
            let insets: EdgeInsets
            let p: [Int]
            switch kind {
            case .safeArea: (insets, p) = (safeAreaInsets(n), safeAreaParameters[n] ?? [])
            case .margins: (insets, p) = (marginInsets(n), marginParameters[n] ?? [])
            case .readable: (insets, p) = (readableInsets(n), readableParameters[n] ?? [])
            }
            let values = [insets.top, insets.left, insets.bottom, insets.right]
            for e in p.indices { targets.append((p[e], values[e])) }
        }
        return targets
    }

    func guidesNeedUpdate(_ targets: [(parameter: Int, value: Double)]) -> Bool {
        targets.contains { abs(parameters[$0.parameter].value - $0.value) > 1e-7 }
    }

    func applyGuides(_ targets: [(parameter: Int, value: Double)]) {
        for t in targets { setParameter(t.parameter, t.value) }
    }
}
