import Devices
import Geometry
import Screens

/// Where a table cell puts its content, accessory and separator (docs/research/cells.md: each number,
/// its source, and which are assumed).
package enum CellMetrics {
    /// The content view's top and bottom layout margin (docs/research/cells.md §1, assumed).
    package static let verticalMargin = 11.0
    /// The space between a drawn accessory and the content view's trailing text (§3, assumed).
    package static let accessoryGap = 8.0
    /// The height of a 17 pt and a 12 pt label's line as Interface Builder saves a styled cell's labels (§2).
    package static let bodyLineHeight = 20.5
    package static let smallLineHeight = 14.5
    /// value2's right-aligned label column width and the gap after it (§2).
    package static let value2LabelWidth = 91.0
    package static let value2Gap = 6.0
    /// A styled cell's image: at most this side, and this gap before the text (§2, assumed).
    package static let imageSide = 29.0
    package static let imageGap = 16.0
    /// The plain style's default header/footer height when a section has a title and the document gives
    /// none: 28, the height Interface Builder saves for a plain table's `sectionHeaderHeight` (§4).
    package static let plainTitleHeight = 28.0
    /// An inset grouped table's section corner radius (§4, assumed).
    package static let insetGroupedCornerRadius = 10.0

    /// The accessory's box (§3): the chevron, the checkmark and the info button as drawn by
    /// `TablePainter`; a switch at UISwitch's own size on `profile` (`IntrinsicSizes.switchSize(on:)`).
    package static func accessorySize(_ accessory: CellAccessory, on profile: Profile) -> Size? {
        switch accessory {
        case .none: nil
        case .disclosureIndicator: Size(width: 8, height: 13)
        case .checkmark: Size(width: 14, height: 11)
        case .detailButton: Size(width: 22, height: 22)
        case .detailDisclosureButton: Size(width: 22 + 16 + 8, height: 22)
        case .switch, .switchOn: IntrinsicSizes.switchSize(on: profile)
        }
    }
}
