/// The column of a split view controller (`UISplitViewController`) a scene's controller fills: the primary
/// (a storyboard's `masterViewController` relationship) or the secondary (`detailViewController`), directly or as a
/// controller in the navigation stack the relationship leads to.
///
/// On an iPad the primary column is at most 320 pt wide: the default `maximumPrimaryColumnWidth`
/// (`automaticDimension`) bounds the width `preferredPrimaryColumnWidthFraction` asks for
/// (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/maximumprimarycolumnwidth,
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferredprimarycolumnwidthfraction). In
/// landscape both columns show side by side, a 1 pt divider between them, so the secondary is the rest of the screen
/// less the divider; in portrait the primary shows over the secondary, which keeps the whole width. Interface Builder
/// saves a landscape iPad's master scenes 320 wide and its detail scenes 703 (1,024 − 320 − 1)
/// (docs/research/ib-defaults.md §150).
package enum SplitViewColumn: String, Hashable, Sendable, Codable {
    case primary, secondary

    /// The primary column's width on an iPad.
    static let primaryWidth = 320.0
    /// The divider between the two columns.
    static let dividerWidth = 1.0

    /// The column's width on an iPad screen `screenWidth` wide, `landscape` or not.
    package func width(screenWidth: Double, landscape: Bool) -> Double {
        switch self {
        case .primary: min(Self.primaryWidth, screenWidth)
        case .secondary: landscape ? max(0, screenWidth - Self.primaryWidth - Self.dividerWidth) : screenWidth
        }
    }
}
