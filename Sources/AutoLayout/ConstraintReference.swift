import Diagnostics

/// Names a constraint in a diagnosis: either one of the input's constraints (by index) or one the
/// engine generated for UIKit (content size, autoresizing, stack view, guide), described the way
/// UIKit's log describes it.
package struct ConstraintReference: Sendable, Hashable, CustomStringConvertible {
    /// The index in `AutoLayoutInput.constraints`; nil for a generated constraint.
    var inputIndex: Int?
    /// A readable form, e.g. `label.leading == root.leadingMargin + 8` or
    /// `UISV-spacing stack: a.trailing == b.leading - 8`.
    var text: String
    /// Where the constraint (or the view that generated it) is declared.
    package var location: SourceLocation?

    init(inputIndex: Int?, text: String, location: SourceLocation?) {
        self.inputIndex = inputIndex
        self.text = text
        self.location = location
    }

    package var description: String { text }
}
