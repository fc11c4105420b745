import PNG
import Raster
import Scene

/// The default PNG of a scene, drawn and encoded a band of rows at a time (`BandedRaster`, `PNGRowStream`):
/// the bytes `PNGEncoder.encode(SceneRasterizer.render(scene))` gives, without the whole image in memory.
///
/// That encoder measures its filter on four rows at every 128th, so those sample rows are drawn first; then
/// every band in order goes into the stream. It writes an opaque image as RGB when a pixel has colour and as
/// grey when none has: the sample usually settles that; when it holds no colour, bands are drawn until one
/// does before any is encoded. Images it cannot stream, it leaves to the whole-canvas path (nil): under 256
/// rows (the filter is measured on all of them), a background that is not opaque (the file may need alpha),
/// and an image with no colour at all (a grey file).
enum StreamedPNG {
    /// About this many bytes of pixels a band: well inside a core's 2 MB L2 cache with the encoder's own.
    static let bandBytes = 1 << 20

    static func encode(_ scene: Scene, rasterizer: SceneRasterizer, cache: RasterCache?) throws(PNGError) -> [UInt8]? {
        let (width, height) = rasterizer.pixelSize(of: scene)
        guard width > 0, let sampleBands = PNGRowStream.sampleBands(height: height) else { return nil }
        // A band holds the sample rows side by side too (a thirty-second of the image), so they need no copy.
        let sampleRows = sampleBands.reduce(0) { $0 + $1.count }
        let bandHeight = max(sampleRows, bandBytes / (width * 4))
        var drawing = BandedRaster(rasterizer, scene: scene, cache: cache, bandHeight: bandHeight)
        guard drawing.isOpaque else { return nil }

        var filter: Int32 = 0, coloured = false
        var at = 0
        for (k, rows) in sampleBands.enumerated() {
            try drawing.draw(rows: rows, atPixmapRow: at) { (pixels) throws(PNGError) in
                if k == sampleBands.count - 1 {
                    filter = try PNGRowStream.measuredFilter(sample: pixels, rows: sampleRows, imageHeight: height)
                    coloured = PNGRowStream.hasColour(pixels, rows: sampleRows)
                }
            }
            at += rows.count
        }
        let bands = stride(from: 0, to: height, by: bandHeight).map { $0..<min(height, $0 + bandHeight) }
        // No colour in the sample: the image is RGB only if some band has colour (drawn, not yet encoded).
        for rows in bands where !coloured {
            drawing.draw(rows: rows) { pixels in coloured = PNGRowStream.hasColour(pixels, rows: rows.count) }
        }
        guard coloured else { return nil }
        let stream = try PNGRowStream(width: width, height: height, filter: filter)
        for rows in bands {
            try drawing.draw(rows: rows) { (pixels) throws(PNGError) in try stream.append(pixels, rows: rows.count) }
        }
        let (bytes, translucent) = try stream.finish()
        return translucent ? nil : bytes
    }
}
