import Devices
import Screens

/// Every colour Bezel draws with, in one place, so a team can restyle its images by changing one value.
///
/// The defaults follow iOS's light appearance for the app's own pixels (UIKit's system colours, sourced
/// in `SystemColor`'s table: `background` is systemBackground, `separator` opaqueSeparator, `tint`
/// systemBlue…), and strong, translucent annotation colours for the overlays. `resolved(for:elevated:)`
/// (Theme+Appearance.swift) gives the dark one.
package struct Theme: Hashable, Sendable {
    package var canvas = Color(hex: 0xF2F2F7)
    var deviceBody = Color(hex: 0x1C1C1E)
    var deviceEdge = Color(hex: 0x3A3A3C)
    var screenOff = Color(hex: 0x000000)
    var homeButton = Color(hex: 0x2C2C2E)
    var homeButtonRing = Color(hex: 0x48484A)
    /// The area of the screen an iPad gives to the other app in Split View, or behind Slide Over.
    package var otherApp = Color(system: .systemGray4)
    package var letterbox = Color(hex: 0x000000)
    /// The Split View divider's handle: systemGray (assumed, docs/research/bars.md §5).
    package var splitHandle = Color(system: .systemGray)

    var background = Color(system: .systemBackground)
    var groupedBackground = Color(system: .systemGroupedBackground)
    /// A grouped table's cells: secondarySystemGroupedBackground, white in light like `background`, but
    /// lighter than the black table in dark (https://stackoverflow.com/questions/57186481, the cells of
    /// grouped and plain UITableViews in iOS 13).
    var groupedCellBackground = Color(system: .secondarySystemGroupedBackground)
    /// Approximate: UIKit draws bars with a blur (`systemChromeMaterial`), which a flat colour can only
    /// stand in for; no source gives the blur's resulting tint.
    package var barBackground = Color(hex: 0xF9F9F9, alpha: 240)
    package var barHairline = Color(system: .separator)
    package var separator = Color(system: .opaqueSeparator)
    package var label = Color(system: .label)
    package var secondaryLabel = Color(system: .secondaryLabel)
    package var tint = Color(system: .systemBlue)
    package var fill = Color(system: .systemFill)
    package var placeholder = Color(system: .systemGray5)
    /// The selected tab's pill in a floating tab bar (iPadOS 18): systemGray5 (assumed, docs/research/bars.md §4).
    package var selectedTab = Color(system: .systemGray5)
    package var placeholderMark = Color(system: .systemGray2)
    package var statusBarForeground = Color(hex: 0x000000)
    package var homeIndicator = Color(hex: 0x000000)
    /// The title on a filled (tinted) button: white in both appearances.
    var onTint = Color(hex: 0xFFFFFF)
    /// The appearance the app colours above are for, and whether they are its elevated variants.
    var appearance = Appearance.light
    var elevated = false

    var unsafeTint = Color(hex: 0xFF3B30, alpha: 46)
    var unsafeHatch = Color(hex: 0xFF3B30, alpha: 110)
    var safeAreaOutline = Color(hex: 0x34C759)
    var marginGuide = Color(hex: 0x5856D6, alpha: 200)
    var frameOutline = Color(hex: 0x007AFF, alpha: 190)
    var frameLabel = Color(hex: 0x0040DD)
    var findingError = Color(hex: 0xFF3B30)
    var findingWarning = Color(hex: 0xFF9500)
    var findingInfo = Color(hex: 0x007AFF)
    package var legendText = Color(hex: 0x1C1C1E)
    package var legendSecondary = Color(hex: 0x636366)

    init() {}

    package static let standard = Theme()

    /// A colour a document or template gives (`#RRGGBB[AA]` or a system colour's name) in this appearance; nil for
    /// none, or for text that names no colour.
    func colour(_ text: String?) -> Color? {
        text.flatMap { Color(template: $0, appearance, elevated: elevated) }
    }
}
