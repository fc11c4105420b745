import PNG
import Raster
import Drawing

/// The default PNG of a display list, drawn and encoded a band of rows at a time (`BandedRaster`, `PNGRowStream`):
/// the bytes `PNGEncoder.encode(DisplayListRasterizer.render(displayList))` gives, without the whole image in memory.
///
/// That encoder measures its filter on four rows at every 128th, in the layout the pixels need (RGB, RGBA or
/// grey), so those sample rows are drawn first. They usually settle the layout: an opaque canvas with a coloured
/// pixel is RGB, a translucent pixel makes RGBA. When they cannot (no colour in the sample, or a canvas that
/// may be translucent and a sample that is not), bands are drawn and looked at, not encoded, until one does or
/// all have been; the sample is then drawn again. Then every band in order goes into the stream. Images under
/// 256 rows are left to the whole-canvas path (nil): the filter is measured on all of their rows.
enum StreamedPNG {
    /// About this many bytes of pixels a band: well inside a core's 2 MB L2 cache with the encoder's own.
    static let bandBytes = 1 << 20

    ///
    /// - Parameter thumbnail: a scaler of the image's size, given every row as the file holds it (`RowBoxScaler`);
    ///   left with rows missing when the image is not streamed.
    static func encode(
        _ displayList: DisplayList, rasterizer: DisplayListRasterizer, cache: RasterCache?, thumbnail: inout RowBoxScaler?
    ) throws(PNGError) -> [UInt8]? {
        let (width, height) = rasterizer.pixelSize(of: displayList)
        guard width > 0, let sampleBands = PNGRowStream.sampleBands(height: height) else { return nil }
        // A band holds the sample rows side by side too (a thirty-second of the image), so they need no copy.
        let sampleRows = sampleBands.reduce(0) { $0 + $1.count }
        let bandHeight = max(sampleRows, bandBytes / (width * 4))
        var drawing = BandedRaster(rasterizer, displayList: displayList, cache: cache, bandHeight: bandHeight)
        let bands = stride(from: 0, to: height, by: bandHeight).map { $0..<min(height, $0 + bandHeight) }

        var survey = PNGRowStream.Survey(opaqueCanvas: drawing.isOpaque)
        var filter: Int32?
        try drawSample(sampleBands, with: &drawing) { (pixels) throws(PNGError) in
            survey.add(pixels, rows: sampleRows)
            if let layout = survey.decided {
                filter = try PNGRowStream.measuredFilter(sample: pixels, rows: sampleRows, imageHeight: height, layout: layout)
            }
        }
        if filter == nil {
            for rows in bands where survey.decided == nil {
                drawing.draw(rows: rows) { pixels in survey.add(pixels, rows: rows.count) }
            }
            let layout = survey.layout
            try drawSample(sampleBands, with: &drawing) { (pixels) throws(PNGError) in
                filter = try PNGRowStream.measuredFilter(sample: pixels, rows: sampleRows, imageHeight: height, layout: layout)
            }
        }
        guard let filter else { return nil }
        let stream = try PNGRowStream(width: width, height: height, layout: survey.layout, filter: filter)
        var scaler = thumbnail
        thumbnail = nil
        defer { thumbnail = scaler }
        let straightRows: ((UnsafeBufferPointer<UInt8>) -> Void)? = scaler == nil ? nil : { scaler?.add($0) }
        for rows in bands {
            try drawing.draw(rows: rows) { (pixels) throws(PNGError) in
                try stream.append(pixels, rows: rows.count, straightRows: straightRows)
            }
        }
        // An RGB stream checks every pixel's alpha as it packs it; the survey has proved them opaque, but should
        // one not be, the whole-canvas path writes the image (correct bytes before speed).
        let (bytes, translucent) = try stream.finish()
        return translucent ? nil : bytes
    }

    /// The default PNG of `displayList`, streamed when it can be and else drawn whole (`PNGEncoder.encode`): the same
    /// bytes either way. What every default PNG goes through: the batch's images and the sheets.
    ///
    /// - Parameter thumbnail: as for `encode`: complete (`RowBoxScaler.image`) only when the image was streamed.
    static func png(
        _ displayList: DisplayList, rasterizer: DisplayListRasterizer, cache: RasterCache?, thumbnail: inout RowBoxScaler?
    ) throws(PNGError) -> [UInt8] {
        if let streamed = try encode(displayList, rasterizer: rasterizer, cache: cache, thumbnail: &thumbnail) { return streamed }
        thumbnail = nil
        return try PNGEncoder.encode(rasterizer.render(displayList, cache: cache))
    }

    /// The default PNG of `displayList` (`png(_:rasterizer:cache:thumbnail:)`), without a thumbnail.
    static func png(_ displayList: DisplayList, rasterizer: DisplayListRasterizer, cache: RasterCache?) throws(PNGError) -> [UInt8] {
        var none: RowBoxScaler? = nil
        return try png(displayList, rasterizer: rasterizer, cache: cache, thumbnail: &none)
    }

    /// `encode(_:rasterizer:cache:thumbnail:)` without a thumbnail.
    static func encode(_ displayList: DisplayList, rasterizer: DisplayListRasterizer, cache: RasterCache?) throws(PNGError) -> [UInt8]? {
        var none: RowBoxScaler? = nil
        return try encode(displayList, rasterizer: rasterizer, cache: cache, thumbnail: &none)
    }

    /// Draws the encoder's sample rows side by side at the top of the band, then gives `body` the band.
    private static func drawSample(
        _ sampleBands: [Range<Int>], with drawing: inout BandedRaster, _ body: (borrowing Pixmap) throws(PNGError) -> Void
    ) throws(PNGError) {
        var at = 0
        for (k, rows) in sampleBands.enumerated() {
            try drawing.draw(rows: rows, atPixmapRow: at) { (pixels) throws(PNGError) in
                if k == sampleBands.count - 1 { try body(pixels) }
            }
            at += rows.count
        }
    }
}
