/// Which of a view's four unknowns Auto Layout could not fix, in the words Xcode's debugger uses
/// ("Horizontal position is ambiguous", "Width is ambiguous").
package enum AmbiguityKind: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case horizontalPosition = "horizontal position"
    case width
    case verticalPosition = "vertical position"
    case height
    /// A scroll view whose content area's size the constraints leave free (Interface Builder's
    /// "Scrollable Content Size Ambiguity").
    case contentWidth = "scrollable content width"
    case contentHeight = "scrollable content height"

    package var description: String { rawValue }
}
