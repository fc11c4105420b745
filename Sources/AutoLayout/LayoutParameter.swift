import Constraints
import Diagnostics

/// A number that is constant within one solve but may change between passes (a subview's safe-area
/// inset, a wrapping label's size and baselines): a solver edit variable held at its value by an edit
/// constraint far stronger than any UIKit priority, so that a new pass only suggests a new value
/// (re-optimised by the dual simplex) instead of rebuilding the system.
struct LayoutParameter {
    var variable: Variable
    var value: Double
    /// What it stands for, for the warning when required constraints pull it off its value.
    var text: String
    var location: SourceLocation?
}
