import Constraints

/// A rectangle whose edges are linear expressions in the solver's unknowns (window coordinates):
/// a view's frame, a guide, a scroll view's content area. Every layout attribute is a linear
/// function of it, which is what keeps constraints across the hierarchy linear.
struct AnchorRect {
    var x: Expression
    var y: Expression
    var width: Expression
    var height: Expression

    /// The same rectangle inset by four expressions (constants or parameters).
    func inset(top: Expression, left: Expression, bottom: Expression, right: Expression) -> AnchorRect {
        AnchorRect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
    }

    /// The expression of one non-baseline, non-margin attribute. `leading`/`trailing` are the left/right
    /// edges in left-to-right layouts and the right/left edges in right-to-left ones
    /// (https://developer.apple.com/documentation/uikit/nslayoutconstraint/attribute/leading), on an
    /// axis that grows towards the trailing edge — in right-to-left layouts the negated x — so that
    /// `a.leading == b.leading + 20` is a 20-pt inset in both directions ("Anatomy of a Constraint",
    /// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/AnatomyofaConstraint.html).
    func value(of attribute: LayoutAttribute, direction: LayoutDirection) -> Expression {
        switch attribute {
        case .left: x
        case .right: x + width
        case .top: y
        case .bottom: y + height
        case .leading: direction == .leftToRight ? x : -(x + width)
        case .trailing: direction == .leftToRight ? x + width : -x
        case .width: width
        case .height: height
        case .centerX: x.adding(width, times: 0.5)
        case .centerY: y.adding(height, times: 0.5)
        default: y + height  // baselines and margins are resolved before reaching a rectangle
        }
    }
}
