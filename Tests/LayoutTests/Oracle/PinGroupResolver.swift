@testable import AutoLayout
@testable import Devices
@testable import Diagnostics
@testable import Geometry
@testable import Layout
@testable import Screens

/// The pins of one group of siblings, resolved one view at a time.
///
/// Horizontal pins are leading/trailing: in right-to-left layouts leading is the right edge
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leading). The resolver
/// then works on the axis that grows towards the trailing edge, u = −x, where every rule reads as in
/// left-to-right layouts (the engine's `AnchorRect.value(of:direction:)` does the same).
struct PinGroupResolver {
    let specs: [ViewSpec]
    let guides: ParentGuides
    let direction: LayoutDirection
    private(set) var frames: [Rect?]
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var usedRootVerticalMargin = false
    /// 0 not visited, 1 on the current path, 2 done (placed or failed).
    private var state: [UInt8]
    private var path: [Int] = []

    init(specs: [ViewSpec], guides: ParentGuides, direction: LayoutDirection) {
        self.specs = specs
        self.guides = guides
        self.direction = direction
        frames = [Rect?](repeating: nil, count: specs.count)
        state = [UInt8](repeating: 0, count: specs.count)
    }

    mutating func resolveAll() {
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
        // Edge by edge, in `Pins.all`'s order, without building that array for every view on every layout.
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
            if frames[j] == nil { dependenciesOK = false }
        }
        guard dependenciesOK else { return }
        frames[i] = solve(spec)
    }

    /// The value a pin puts on its edge, or `nil` (with a diagnostic) when the anchor edge is on the other axis.
    private mutating func value(of pin: Pin, on edge: Edge, owner: ViewSpec) -> Double? {
        let rect: Rect
        var anchorEdge = edge
        switch pin.anchor {
        case .superview: rect = guides.rect(for: .superview)
        case .safeArea: rect = guides.rect(for: .safeArea)
        case .margins, .readable:
            rect = guides.rect(for: pin.anchor == .margins ? .margins : .readable)
            if guides.isRoot && !edge.isHorizontal { usedRootVerticalMargin = true }
        case .sibling(let id, let siblingEdge):
            guard let j = siblingIndex(id), let frame = frames[j] else { return nil }
            guard siblingEdge.isHorizontal == edge.isHorizontal else {
                diagnostics.append(Diagnostic(.error, at: pin.location,
                    "view '\(owner.id)': \(edge.rawValue) is a \(edge.isHorizontal ? "horizontal" : "vertical") position and cannot be pinned to '\(id).\(siblingEdge.rawValue)'"))
                return nil
            }
            rect = frame
            anchorEdge = siblingEdge
        }
        let base: Double
        let mirrored = direction == .rightToLeft
        switch anchorEdge {
        case .top: base = rect.minY
        case .bottom: base = rect.maxY
        case .leading: base = mirrored ? -rect.maxX : rect.minX
        case .trailing: base = mirrored ? -rect.minX : rect.maxX
        case .centerX: base = mirrored ? -rect.midX : rect.midX
        case .centerY: base = rect.midY
        }
        // N is measured inward: down from a top, up from a bottom, right from a leading, left from a trailing.
        switch edge {
        case .top, .leading, .centerX, .centerY: return base + pin.constant
        case .bottom, .trailing: return base - pin.constant
        }
    }

    /// One view's frame from its pins and sizes, or `nil` with a diagnostic.
    private mutating func solve(_ spec: ViewSpec) -> Rect? {
        var values: [Double?] = [nil, nil, nil, nil, nil, nil]  // Edge.allCases order
        for (n, edge) in Edge.allCases.enumerated() {
            guard let pin = spec.pins[edge] else { continue }
            guard let v = value(of: pin, on: edge, owner: spec) else { return nil }
            values[n] = v
        }
        let top = values[0], bottom = values[1], leading = values[2], trailing = values[3]
        let centerX = values[4], centerY = values[5]
        let own = PinOracle.ownSize(spec)
        // Explicit sizes count as facts; aspect ratios and stack contents only fill an axis that lacks one.
        var width = spec.width, height = spec.height
        func count(_ values: Double?...) -> Int { values.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }
        let hPins = count(leading, trailing, centerX)
        let vPins = count(top, bottom, centerY)
        let hFacts = hPins + (width == nil ? 0 : 1)
        let vFacts = vPins + (height == nil ? 0 : 1)

        var failed = false
        if hFacts > 2 {
            over(spec, axis: "horizontally", names: names(spec, [.leading, .trailing, .centerX], size: spec.width != nil ? "width" : nil))
            failed = true
        }
        if vFacts > 2 {
            over(spec, axis: "vertically", names: names(spec, [.top, .bottom, .centerY], size: spec.height != nil ? "height" : nil))
            failed = true
        }
        if spec.aspectRatio != nil && hFacts == 2 && vFacts == 2 {
            diagnostics.append(Diagnostic(.error, at: spec.location(of: "aspectRatio"),
                "view '\(spec.id)' is over-constrained: both axes are fixed, so aspectRatio cannot hold; remove aspectRatio or one pin"))
            failed = true
        }
        if failed { return nil }

        // An axis with one fact takes its length from the view's own size (stack content, aspect ratio).
        if hFacts == 1 && width == nil && spec.aspectRatio == nil { width = own.width }
        if vFacts == 1 && height == nil && spec.aspectRatio == nil { height = own.height }
        var horizontal = hFacts >= 2 || width != nil && hPins == 1
            ? AxisSolver.solve(start: leading, end: trailing, center: centerX, length: width) : nil
        var vertical = vFacts >= 2 || height != nil && vPins == 1
            ? AxisSolver.solve(start: top, end: bottom, center: centerY, length: height) : nil
        if let ratio = spec.aspectRatio, ratio > 0 {
            if let h = horizontal, vertical == nil, vPins == 1 {
                vertical = AxisSolver.solve(start: top, end: bottom, center: centerY, length: h.length / ratio)
            } else if let v = vertical, horizontal == nil, hPins == 1 {
                horizontal = AxisSolver.solve(start: leading, end: trailing, center: centerX, length: v.length * ratio)
            }
        }
        if horizontal == nil {
            under(spec, axis: "horizontal", needs: "leading, trailing, centerX, width", has: names(spec, [.leading, .trailing, .centerX], size: spec.width != nil ? "width" : nil))
        }
        if vertical == nil {
            under(spec, axis: "vertical", needs: "top, bottom, centerY, height", has: names(spec, [.top, .bottom, .centerY], size: spec.height != nil ? "height" : nil))
        }
        guard let horizontal, let vertical else { return nil }
        // Back from u = −x: the leading edge is the right one.
        let x = direction == .rightToLeft ? -(horizontal.start + horizontal.length) : horizontal.start
        return Rect(x: x, y: vertical.start, width: horizontal.length, height: vertical.length)
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
