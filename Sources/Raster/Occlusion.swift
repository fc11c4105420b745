/// Pixels that a later fill will overwrite with an opaque colour at full coverage: whatever an earlier
/// fill writes there can never show, so it is not written (a screen's window, app and root
/// view backgrounds each fill the whole display, and the device body fills the display's area again).
///
/// Source-over of an opaque colour at coverage 255 stores the colour whatever the pixel held
/// (`Compositing.over`), and every fill reads and writes only the pixels it covers, so leaving such
/// pixels out of an earlier fill changes no byte of the finished image. `DisplayListRasterizer` finds the later
/// fill (an opaque rectangle on whole pixels) and vouches that it is drawn.
package struct Occlusion: Hashable, Sendable {
    /// The rectangle the later fill covers fully.
    var bounds: PixelBounds
    /// The clip mask the later fill is drawn through: only each row's widest run of full (255) mask
    /// coverage counts as overwritten. `nil` when it is drawn through pixel rectangles only.
    var mask: Mask?

    package init(bounds: PixelBounds, mask: Mask? = nil) {
        self.bounds = bounds
        self.mask = mask
    }

    /// The columns of row `y` that the later fill overwrites (one run; possibly empty).
    func hiddenColumns(_ y: Int) -> Range<Int> {
        guard y >= bounds.minY, y < bounds.maxY, bounds.maxX > bounds.minX else { return 0..<0 }
        let columns = bounds.minX..<bounds.maxX
        guard let mask else { return columns }
        guard y < mask.opaqueRuns.count else { return 0..<0 }
        return columns.clamped(to: mask.opaqueRuns[y])
    }
}
