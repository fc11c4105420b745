/// What a canvas drawn in bands of rows keeps from one band to the next: for each fill, by its
/// place in the drawing order, the edges it rasterises (or, for a fill through a `CoverageCache`, its
/// recorded coverage) and the pixel rows they reach.
///
/// A display list drawn in bands is walked once per band, in the same order each time, so the n-th fill of one
/// band is the n-th fill of every band. Without this, each band would flatten, stroke and cut into edges
/// every path again; with it, a band passes over the fills that do not reach its rows by comparing two
/// numbers. Edges are a pure function of the path, its transform and stroke, so a kept edge list
/// rasterises to exactly the spans of one made again.
///
/// `@unchecked Sendable` so that `Canvas` stays `Sendable`: only a canvas made for bands has one, and that
/// canvas lives in one `BandedRaster`, which is not `Sendable` and draws on the thread that owns it.
final class BandMemo: @unchecked Sendable {
    enum Entry {
        /// A fill's edges and the rows they reach (`rows` is empty when there are no edges).
        case edges([FixedPointEdge], rows: Range<Int>)
        /// A cached fill's coverage, for the whole image.
        case recording(CoverageCache.Recording)
    }

    private var entries: [Entry?] = []
    private var keptBytes = 0
    /// The most bytes of edges and spans kept. A screen keeps a few MB (the device-framed iPhone image: about
    /// 3 MB); a hostile one of a thousand views full of text could keep far more than its picture's pixels, so
    /// past this the rest are made again in each band instead: slower, never larger.
    let byteLimit: Int

    init(byteLimit: Int = 64 << 20) {
        self.byteLimit = byteLimit
    }

    func entry(_ index: Int) -> Entry? { index < entries.count ? entries[index] : nil }

    func keep(_ entry: Entry, at index: Int) {
        let bytes = switch entry {
        case .edges(let edges, _): edges.count * MemoryLayout<FixedPointEdge>.stride
        case .recording(let recording):
            recording.spans.count * MemoryLayout<CoverageSpan>.stride + recording.rows.count * MemoryLayout<(y: Int, end: Int)>.stride
        }
        guard keptBytes + bytes <= byteLimit else { return }
        keptBytes += bytes
        if entries.count <= index { entries.append(contentsOf: repeatElement(nil, count: index + 1 - entries.count)) }
        entries[index] = entry
    }

    /// Of `edges` (which reach `rows`), those that reach a row of `band`: a row's coverage comes only from the
    /// edges that cross it (`CoverageRasterizer`, whatever their order), and the rasteriser visits every edge it
    /// is given once per band, so an outline drawn across many bands (a device's stroke: thousands of edges)
    /// would be walked whole by each. Short lists, and lists all inside the band, are given as they are.
    func edges(_ edges: [FixedPointEdge], reaching band: Range<Int>, within rows: Range<Int>) -> [FixedPointEdge] {
        guard edges.count > 64, rows.lowerBound < band.lowerBound || rows.upperBound > band.upperBound else { return edges }
        let top = band.lowerBound << 8, bottom = band.upperBound << 8
        selected.removeAll(keepingCapacity: true)
        for e in edges where min(e.y0, e.y1) < bottom && max(e.y0, e.y1) > top { selected.append(e) }
        return selected
    }

    /// The buffer `edges(_:reaching:within:)` fills, reused from fill to fill.
    private var selected: [FixedPointEdge] = []

    /// The pixel rows `edges` reach (each edge's end points in 1/256 px, rounded out).
    static func rows(of edges: [FixedPointEdge]) -> Range<Int> {
        guard !edges.isEmpty else { return 0..<0 }
        var minY = Int.max, maxY = Int.min
        for e in edges {
            minY = min(minY, e.y0, e.y1)
            maxY = max(maxY, e.y0, e.y1)
        }
        return (minY >> 8)..<((maxY + 255) >> 8)
    }
}
