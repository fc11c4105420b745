@testable import Geometry
@testable import Screens

/// Places a stack's arranged subviews the way `UIStackView` does (axis, spacing, alignment, distribution).
///
/// Sizes along the axis come from each view's `width`/`height` (or a nested stack's content). With `fill`,
/// views without a length share what is left equally; when every view has a length and space remains, the
/// last view stretches (UIKit stretches the view with the lowest hugging priority; with equal priorities
/// the choice is UIKit's, and Bezel picks the last, deterministically).
enum StackArranger {
    /// One arranged subview's own lengths (along and across the axis), `nil` where not given.
    struct Item {
        var along: Double?
        var across: Double?
    }

    /// The arranged frames inside `bounds`, in the same coordinates.
    static func arrange(_ items: [Item], in bounds: Rect, spec: StackSpec) -> [Rect] {
        let n = items.count
        guard n > 0 else { return [] }
        let vertical = spec.axis == .vertical
        let available = vertical ? bounds.height : bounds.width
        let cross = vertical ? bounds.width : bounds.height
        let spacingTotal = spec.spacing * Double(n - 1)
        var lengths = [Double](repeating: 0, count: n)
        var gaps = [Double](repeating: spec.spacing, count: max(n - 1, 0))

        switch spec.distribution {
        case .fillEqually:
            let each = (available - spacingTotal) / Double(n)
            for i in 0..<n { lengths[i] = each }
        case .fill, .fillProportionally:
            let given = items.compactMap(\.along)
            let givenTotal = given.reduce(0, +)
            let missing = n - given.count
            if spec.distribution == .fillProportionally && missing == 0 && givenTotal > 0 {
                let scale = (available - spacingTotal) / givenTotal
                for i in 0..<n { lengths[i] = (items[i].along ?? 0) * scale }
            } else {
                let share = missing > 0 ? (available - spacingTotal - givenTotal) / Double(missing) : 0
                for i in 0..<n { lengths[i] = items[i].along ?? share }
                if missing == 0 { lengths[n - 1] += available - spacingTotal - givenTotal }
            }
        case .equalSpacing:
            for i in 0..<n { lengths[i] = items[i].along ?? 0 }
            if n > 1 {
                let free = available - lengths.reduce(0, +)
                let gap = max(spec.spacing, free / Double(n - 1))
                for i in 0..<(n - 1) { gaps[i] = gap }
            }
        case .equalCentering:
            for i in 0..<n { lengths[i] = items[i].along ?? 0 }
            if n > 1 {
                // Centres equally spaced between the first view's centre and the last one's.
                let firstCenter = lengths[0] / 2, lastCenter = available - lengths[n - 1] / 2
                let step = (lastCenter - firstCenter) / Double(n - 1)
                for i in 0..<(n - 1) {
                    gaps[i] = max(spec.spacing, step - lengths[i] / 2 - lengths[i + 1] / 2)
                }
            }
        }

        var frames: [Rect] = []
        frames.reserveCapacity(n)
        var position = vertical ? bounds.minY : bounds.minX
        for i in 0..<n {
            let acrossLength: Double
            let acrossStart: Double
            let crossStart = vertical ? bounds.minX : bounds.minY
            switch spec.alignment {
            case .fill:
                acrossLength = cross
                acrossStart = crossStart
            case .leading, .top, .firstBaseline:
                acrossLength = items[i].across ?? cross
                acrossStart = crossStart
            case .center:
                acrossLength = items[i].across ?? cross
                acrossStart = crossStart + (cross - acrossLength) / 2
            case .trailing, .bottom, .lastBaseline:
                acrossLength = items[i].across ?? cross
                acrossStart = crossStart + cross - acrossLength
            }
            frames.append(vertical
                ? Rect(x: acrossStart, y: position, width: acrossLength, height: lengths[i])
                : Rect(x: position, y: acrossStart, width: lengths[i], height: acrossLength))
            position += lengths[i] + (i < n - 1 ? gaps[i] : 0)
        }
        return frames
    }

    /// The stack's own content size along and across its axis, from its items (for an unpinned length).
    static func contentLength(_ items: [Item], spec: StackSpec) -> (along: Double?, across: Double?) {
        guard !items.isEmpty else { return (0, 0) }
        var along: Double? = spec.spacing * Double(items.count - 1)
        var across: Double? = 0
        for item in items {
            if let a = item.along, let total = along { along = total + a } else { along = nil }
            if let c = item.across, let best = across { across = max(best, c) } else { across = nil }
        }
        return (along, across)
    }
}
