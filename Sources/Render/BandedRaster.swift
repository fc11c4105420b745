import Geometry
import Raster
import Drawing

/// A display list drawn a band of rows at a time into one band of pixels, reused from band to band: a
/// device-framed iPhone image is 30 MB of pixels drawn whole, every page of it fresh memory the kernel has to
/// fault in and clear (a fifth of the image's time, `perf record`), then read again from memory to be encoded.
/// A band of about 1 MB stays in the cache between drawing and encoding.
///
/// Each band walks the whole display list again with the same `DisplayListRasterizer` code, clipped to the band's rows;
/// what does not depend on the band is made once: the occlusion plan, clip masks, each fill's edges or
/// cached coverage (`Canvas`'s band memo). A row's pixels depend only on what is drawn across it, in order,
/// so every row comes out as drawing the whole image gives it (RenderTests.StreamedPNGTests compares them).
struct BandedRaster {
    private let rasterizer: DisplayListRasterizer
    private let displayList: DisplayList
    private let cache: RasterCache?
    private var walk: DisplayListRasterizer.Walk
    package let width: Int
    package let height: Int
    let bandHeight: Int

    /// Ready to draw `displayList` as `rasterizer` would, `bandHeight` rows at most at a time.
    init(_ rasterizer: DisplayListRasterizer, displayList: DisplayList, cache: RasterCache? = nil, bandHeight: Int) {
        let (width, height) = rasterizer.pixelSize(of: displayList)
        let transform = AffineTransform.scale(rasterizer.scale)
        self.rasterizer = rasterizer
        self.displayList = displayList
        self.cache = cache
        self.width = width
        self.height = height
        self.bandHeight = max(1, min(bandHeight, height))
        let rows = self.bandHeight
        walk = DisplayListRasterizer.Walk(
            plan: rasterizer.plan(displayList, width: width, height: height, transform: transform), transform: transform, keepsMasks: true
        ) { background in
            Canvas(width: width, height: height, bandHeight: rows, background: background)
        }
    }

    /// Whether every pixel of the image is opaque: the canvas starts from an opaque colour, and drawing over
    /// an opaque pixel leaves it opaque (`Compositing.over`).
    var isOpaque: Bool { (walk.plan.background?.a ?? 0) == 255 }

    /// Draws image rows `rows` into the band's pixel rows `pixmapRow...` (at most `bandHeight` rows in all)
    /// and gives `body` the band's pixels; its other rows keep what they held.
    mutating func draw<Failure: Error>(
        rows: Range<Int>, atPixmapRow pixmapRow: Int = 0, _ body: (borrowing Pixmap) throws(Failure) -> Void
    ) throws(Failure) {
        walk.canvas.startBand(rows, atPixmapRow: pixmapRow)
        rasterizer.draw(displayList, walk: &walk, cache: cache)
        try body(walk.canvas.pixmap)
    }
}
