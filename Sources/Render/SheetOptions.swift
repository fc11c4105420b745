import Drawing

/// How a sheet is laid out and drawn.
///
/// The distances are in points, like the display list; the sheet's pixels are points × `scale`.
package struct SheetOptions: Hashable, Sendable {
    /// Which edge of the devices lines up along a row.
    package enum Alignment: String, Hashable, Sendable, CaseIterable, Codable {
        /// Devices stand on one line, as on a shelf: the usual choice when sizes differ.
        case bottom
        case top
    }

    /// Pixels per point, one for the whole sheet: the devices keep their true relative sizes
    /// (an iPad is drawn bigger than a phone), which per-device scales would hide.
    var scale: Double
    /// The overlay layers drawn on every device (all of them by default).
    package var overlays: Set<LayerID>
    var theme: Theme
    var alignment: Alignment
    /// Most devices in one row; more start a new row.
    var devicesPerRow: Int
    /// A row never grows wider than this (in points) unless one device alone is wider.
    var maximumRowWidth: Double
    /// Space between two devices' canvases in a row, in points (each canvas has its own margin too).
    package var gap: Double
    /// Space between two rows, in points.
    var rowGap: Double
    /// Space around everything, in points.
    package var padding: Double
    /// SVG text as glyph outlines (renders the same without our fonts).
    var textAsPaths: Bool

    package init(
        scale: Double = 2, overlays: Set<LayerID> = DisplayListOptions.allOverlays, theme: Theme = .standard,
        alignment: Alignment = .bottom, devicesPerRow: Int = 4, maximumRowWidth: Double = 3200, gap: Double = 16,
        rowGap: Double = 32, padding: Double = 24, textAsPaths: Bool = false
    ) {
        self.scale = scale
        self.overlays = overlays
        self.theme = theme
        self.alignment = alignment
        self.devicesPerRow = devicesPerRow
        self.maximumRowWidth = maximumRowWidth
        self.gap = gap
        self.rowGap = rowGap
        self.padding = padding
        self.textAsPaths = textAsPaths
    }
}
