/// The size and colour of a styled cell's text and detail labels (docs/research/cells.md §2): 17 pt
/// body text in `label`; a subtitle's detail 12 pt and a value1 detail 17 pt in `secondaryLabel`; value2's
/// label 12 pt in the tint colour, right-aligned, and its detail 12 pt in `label`
/// (https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle gives which is larger, which
/// is grey or blue, and the alignments).
package enum CellStyleFonts {
    package static func title(_ style: CellStyle) -> (size: Double, colour: String) {
        style == .value2 ? (12, "systemBlue") : (17, "label")
    }

    package static func detail(_ style: CellStyle) -> (size: Double, colour: String) {
        switch style {
        case .subtitle: (12, "secondaryLabel")
        case .value2: (12, "label")
        default: (17, "secondaryLabel")
        }
    }
}
