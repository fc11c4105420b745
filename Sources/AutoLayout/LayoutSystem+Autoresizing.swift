import Constraints
import Diagnostics
import Geometry

extension LayoutSystem {
    /// The constraints UIKit makes from a view's autoresizing mask when
    /// `translatesAutoresizingMaskIntoConstraints` is on (`NSAutoresizingMaskLayoutConstraint`,
    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints).
    ///
    /// Per axis the saved frame splits the saved superview length into three parts — the margin before,
    /// the size, the margin after. A part whose flag is off keeps its saved length; the superview's
    /// change in length is shared among the flexible parts (`AutoresizingMask.shares`). That is linear in the
    /// superview's size, so it is two required constraints per axis. With no flexible part the view keeps its saved frame.
    /// `heightOnly` adds only the height of a view whose height gives way to its subviews
    /// (`LayoutNode.heightGivesWayToSubviews`), which the first call leaves out: `build` adds it after the document's
    /// constraints, so that where they conflict with it, it is the one that breaks.
    func addAutoresizingConstraints(_ n: Int, heightOnly: Bool = false) {
        let node = nodes[n]
        guard n != root, node.translatesAutoresizingMaskIntoConstraints, arrangingStack[n] == nil, let p = parent[n] else {
            return
        }
        guard !heightOnly || node.heightGivesWayToSubviews else { return }
        let saved = node.savedFrame ?? .zero
        let superRect = rects[p]
        let mask = node.autoresizingMask
        for axis in heightOnly ? [.vertical] : LayoutAxis.allCases {
            let horizontal = axis == .horizontal
            let start = horizontal ? saved.minX : saved.minY
            let length = horizontal ? saved.width : saved.height
            let superLength = horizontal ? superRect.width : superRect.height
            let savedSuper = node.savedSuperviewSize.map { horizontal ? $0.width : $0.height }
            let flags = mask.flexibleParts(axis)
            var shares = [0.0, 0.0, 0.0]
            var delta = Expression(constant: 0)
            if let savedSuper {
                shares = mask.shares(axis, start: start, length: length, savedSuperview: savedSuper)
                delta = superLength - savedSuper
            }
            // Built only when the system describes (`addGenerated` takes an autoclosure).
            func text() -> String {
                let notation = "\(horizontal ? "h" : "v")=" + flags.map { $0 ? "&" : "-" }.joined()
                return "NSAutoresizingMaskLayoutConstraint \(notation) \(node.id)"
            }
            let origin = horizontal ? rects[n].x : rects[n].y
            let superOrigin = horizontal ? superRect.x : superRect.y
            let size = horizontal ? rects[n].width : rects[n].height
            if !heightOnly {
                addGenerated(origin, .equal, superOrigin + start + delta * shares[0], text(), location: node.location)
            }
            if heightOnly || horizontal || !node.heightGivesWayToSubviews {
                addGenerated(size, .equal, Expression(constant: length) + delta * shares[1], text(), location: node.location)
            }
        }
    }
}
