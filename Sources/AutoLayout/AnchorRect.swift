import Constraints

/// A rectangle whose edges are linear expressions in the solver's unknowns (window coordinates):
/// a view's frame, a guide, a scroll view's content area. Every layout attribute is a linear
/// function of it, which is what keeps constraints across the hierarchy linear.
///
/// Stored as its four edges, not origin and size: UIKit's constraints are mostly between edges
/// (`b.leading == a.trailing + 8`, a stack's spacing, canvas connections and fill alignments, pins to
/// a superview's trailing or bottom edge), and with edge unknowns each of those relates two unknowns,
/// which `VariableAliases` removes before they reach the solver. With (x, width) the same constraint
/// was `b.x == a.x + a.width + 8`, three unknowns, a tableau row. A 65-view scene: BezelBench
/// `ibscene`, Benchmarks/README.md, issue 13, "Session 9".
struct AnchorRect {
    var minX: Expression
    var minY: Expression
    var maxX: Expression
    var maxY: Expression

    var width: Expression { maxX - minX }
    var height: Expression { maxY - minY }

    /// The same rectangle inset by four expressions (constants or parameters).
    func inset(top: Expression, left: Expression, bottom: Expression, right: Expression) -> AnchorRect {
        AnchorRect(minX: minX + left, minY: minY + top, maxX: maxX - right, maxY: maxY - bottom)
    }

    /// The expression of one non-baseline, non-margin attribute. `leading`/`trailing` are the left/right
    /// edges in left-to-right layouts and the right/left edges in right-to-left ones
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leading), on an
    /// axis that grows towards the trailing edge — in right-to-left layouts the negated x — so that
    /// `a.leading == b.leading + 20` is a 20-pt inset in both directions ("Anatomy of a Constraint",
    /// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AnatomyofaConstraint.html).
    func value(of attribute: LayoutAttribute, direction: LayoutDirection) -> Expression {
        switch attribute {
        case .left: minX
        case .right: maxX
        case .top: minY
        case .bottom: maxY
        case .leading: direction == .leftToRight ? minX : -maxX
        case .trailing: direction == .leftToRight ? maxX : -minX
        case .width: maxX - minX
        case .height: maxY - minY
        case .centerX: (minX * 0.5).adding(maxX, times: 0.5)
        case .centerY: (minY * 0.5).adding(maxY, times: 0.5)
        default: maxY  // baselines and margins are resolved before reaching a rectangle
        }
    }
}
