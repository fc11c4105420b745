import Diagnostics
import Output
import PNG
import Drawing
import SVG

/// One screen on several profiles, side by side on one drawing: the combined display list and where each
/// device went. Both files come from `displayList`, so the PNG and the SVG show the same picture.
package struct Sheet: Hashable, Sendable {
    /// Everything drawn, in points.
    var displayList: DisplayList
    /// The devices in drawing order (rows left to right, top to bottom).
    var placements: [SheetPlacement]
    /// Pixels per point of both files.
    var scale: Double
    /// SVG text as glyph outlines.
    var textAsPaths: Bool

    init(displayList: DisplayList, placements: [SheetPlacement], scale: Double, textAsPaths: Bool = false) {
        self.displayList = displayList
        self.placements = placements
        self.scale = scale
        self.textAsPaths = textAsPaths
    }

    /// The most pixels a sheet's PNG may have: 64 million (256 MB of RGBA while drawing), room for
    /// four landscape 13-inch iPads at 3× and a guard against a runaway `--scale`.
    package static let maximumPixels = 64_000_000

    /// The PNG's size: points × scale, rounded up to whole pixels.
    package var pixelSize: (width: Int, height: Int) { DisplayListRasterizer(scale: scale).pixelSize(of: displayList) }

    /// The PNG file's bytes, or an `InputError` when the sheet would be too large to draw.
    package func png() throws(InputError) -> [UInt8] {
        let (width, height) = pixelSize
        guard width * height <= Self.maximumPixels else {
            throw InputError("the sheet would be \(width)×\(height) pixels, over the limit of \(Self.maximumPixels / 1_000_000) million;"
                + " lower --scale or select fewer devices")
        }
        do {
            // Drawn and encoded a band at a time (StreamedPNG: the same bytes): a sheet is up to 64 million
            // pixels, and drawing the whole matrix's sheets whole took its run from 155 MB to 285 MB.
            return try StreamedPNG.png(displayList, rasterizer: DisplayListRasterizer(scale: scale), cache: nil)
        } catch {
            throw InputError("could not encode the sheet's PNG: \(error)")
        }
    }

    /// The SVG file's text: `width`/`height` in pixels at `scale`, the `viewBox` in points.
    func svg() -> String {
        SVGWriter(options: .init(scale: scale, textAsPaths: textAsPaths)).write(displayList)
    }

    /// The file's bytes in `format`.
    package func bytes(_ format: OutputFormat) throws(InputError) -> [UInt8] {
        switch format {
        case .png: try png()
        case .svg: Array(svg().utf8)
        }
    }
}
