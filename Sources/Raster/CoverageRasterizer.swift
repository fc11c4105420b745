/// Exact-area anti-aliased scan conversion in integer fixed point (the libart → FreeType `ftgrays`
/// → font-rs family; docs/research/rendering.md §1.6–1.7).
///
/// Every edge leaves, in each pixel cell it crosses, its vertical extent (`cover`) and the signed
/// area between itself and the cell's right side (`area`). Along a row, a pixel's signed coverage
/// is the cover of every cell to its left plus its own cell's area: the exact area of the polygon
/// inside the pixel when sub-paths do not overlap within it. The fill rule is applied to that sum:
/// non-zero clamps its magnitude to one pixel, even-odd folds it (ftgrays' `gray_hline`).
///
/// Units: 1/256 px in x and y; a cell's area `dy · (2·256 − x0 − x1)` is kept doubled so that it
/// stays an integer, and so is the cover (`dy · 512`): a fully covered pixel sums to `2¹⁷`.
///
/// Cells are kept sparse, as ftgrays does: a list of (row, column, cover, area), put in row order
/// by a counting sort once all edges are in and each row then sorted by column. Between two cells
/// the coverage is constant, so a row comes out as a few runs, and the work is proportional to
/// the outline's length, not to its area.
///
/// The scratch buffers (cells, their row-ordered copy, the row offsets, a row's spans) are kept
/// between calls and written through unsafe pointers sized up front: the loops per cell and per
/// span do no capacity, uniqueness or exclusivity checks (those checks, the merge sort
/// of every cell and the span array's appends were a third of a single image's raster time).
struct CoverageRasterizer: Sendable {
    /// One pixel cell's contributions: `key` is `row << 32 | column` within the fill's area.
    private struct Cell {
        var key: Int
        var cover: Int32
        var area: Int32
    }

    private var cells: [Cell] = []
    private var byRow: [Cell] = []
    private var rowEnds: [Int] = []
    private var spans: [CoverageSpan] = []

    /// Doubled area of a full pixel.
    static let fullPixel = 1 << 17

    /// Rows of at most this many cells are sorted by insertion: they are short and nearly in order
    /// (each edge adds its cells left to right or right to left).
    private static let insertionSortLimit = 32

    init() {}

    /// Rasterizes `edges` inside `bounds` and hands each row's non-zero coverage to `body`, top to
    /// bottom, as runs left to right: `body(y, spans)`. Rows whose entry in `rowExtents` (indexed by
    /// pixel row, e.g. a clip mask's) is empty are left out: nothing drawn there would show.
    mutating func rasterize(
        _ edges: [FixedPointEdge], rule: FillRule, within bounds: PixelBounds, rowExtents: [Range<Int>]? = nil,
        _ body: (_ y: Int, _ spans: UnsafeBufferPointer<CoverageSpan>) -> Void
    ) {
        guard !edges.isEmpty, !bounds.isEmpty else { return }
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for e in edges {
            minX = min(minX, e.x0, e.x1)
            maxX = max(maxX, e.x0, e.x1)
            minY = min(minY, e.y0, e.y1)
            maxY = max(maxY, e.y0, e.y1)
        }
        // Cells left of `area` fold into its first column (they cover every pixel to their right).
        let area = bounds.intersection(
            PixelBounds(minX: minX >> 8, minY: minY >> 8, maxX: (maxX + 255) >> 8, maxY: (maxY + 255) >> 8))
        guard !area.isEmpty else { return }

        // Room for every cell the edges can leave, so that the loop below writes without checks.
        var capacity = 0
        for e in edges { capacity += Self.cellBound(e, area: area) }
        guard capacity > 0 else { return }
        guard capacity > bandCells, area.height > 1 else {
            rasterize(edges, rule: rule, area: area, capacity: capacity, rowExtents: rowExtents, body)
            return
        }
        // A large outline (the device body's stroke: tens of thousands of cells) in bands of rows, each with
        // scratch for its own cells only: the same storage serves every band instead of megabytes of fresh
        // pages for the whole outline. A row's coverage depends only on the cells in that row, and
        // an edge enters a band at the x it would have reached (`accumulate` computes x at each row boundary
        // from the edge's ends), so every row's spans are the same, top to bottom as before.
        let bands = (capacity + bandCells - 1) / bandCells
        let bandHeight = (area.height + bands - 1) / bands
        var top = area.minY
        while top < area.maxY {
            let band = PixelBounds(minX: area.minX, minY: top, maxX: area.maxX, maxY: min(area.maxY, top + bandHeight))
            var bandCapacity = 0
            for e in edges { bandCapacity += Self.cellBound(e, area: band) }
            if bandCapacity > 0 { rasterize(edges, rule: rule, area: band, capacity: bandCapacity, rowExtents: rowExtents, body) }
            top = band.maxY
        }
    }

    /// Outlines whose cell bound is above this are rasterised in bands of rows (16 K cells: 256 KB of cells
    /// and as much again sorted by row). Tests change it to compare banded with whole drawing.
    var bandCells = 1 << 14

    /// Rasterizes `edges` within `area`, whose columns are those of the whole outline (cells left of it fold
    /// into its first column) and whose rows may be a band of them; `capacity` bounds the cells left there.
    private mutating func rasterize(
        _ edges: [FixedPointEdge], rule: FillRule, area: PixelBounds, capacity: Int, rowExtents: [Range<Int>]?,
        _ body: (_ y: Int, _ spans: UnsafeBufferPointer<CoverageSpan>) -> Void
    ) {
        let width = area.width, height = area.height
        if cells.count < capacity { cells = Self.scratch(count: max(capacity, cells.count * 2)) }
        let count = cells.withUnsafeMutableBufferPointer { storage in
            var writer = CellWriter(base: storage.baseAddress!)
            if let rowExtents {
                rowExtents.withUnsafeBufferPointer { skip in
                    for e in edges { Self.accumulate(e, area: area, skipping: skip, into: &writer) }
                }
            } else {
                for e in edges { Self.accumulate(e, area: area, skipping: nil, into: &writer) }
            }
            return writer.count
        }
        guard count > 0 else { return }

        // Cells in row order (a counting sort by row), then each row by column. Equal keys may stay in
        // any order: their contributions are added, which commutes.
        if byRow.count < count { byRow = Self.scratch(count: max(count, byRow.count * 2)) }
        if rowEnds.count < height { rowEnds = [Int](repeating: 0, count: height) }
        if spans.count < width { spans = [CoverageSpan](repeating: CoverageSpan(x: 0, count: 0, coverage: 0), count: width) }

        let full = Int32(Self.fullPixel)
        let evenOdd = rule == .evenOdd
        @inline(__always)
        func coverage(_ sum: Int32) -> UInt8 {
            var v = sum < 0 ? 0 &- sum : sum
            if evenOdd {
                v &= 2 &* full &- 1
                if v > full { v = 2 &* full &- v }
            } else if v > full {
                v = full
            }
            // v / 2¹⁷ · 255, rounded to nearest.
            return UInt8(truncatingIfNeeded: (v &* 255 &+ (full >> 1)) >> 17)
        }

        cells.withUnsafeBufferPointer { unordered in
            byRow.withUnsafeMutableBufferPointer { ordered in
                rowEnds.withUnsafeMutableBufferPointer { ends in
                    spans.withUnsafeMutableBufferPointer { spanStorage in
                        let cells = ordered.baseAddress!
                        Self.sortByRow(unordered.baseAddress!, count: count, rows: height, into: cells, rowEnds: ends.baseAddress!)
                        let out = spanStorage.baseAddress!
                        var start = 0
                        for row in 0..<height {
                            let end = ends[row]
                            defer { start = end }
                            guard end > start else { continue }
                            Self.sortByColumn(cells + start, count: end - start)
                            var spanCount = 0
                            @inline(__always)
                            func emit(_ x: Int, _ count: Int, _ value: UInt8) {
                                guard value != 0, count > 0 else { return }
                                if spanCount > 0, out[spanCount - 1].coverage == value,
                                    out[spanCount - 1].x + out[spanCount - 1].count == area.minX + x
                                {
                                    out[spanCount - 1].count += count
                                } else {
                                    out[spanCount] = CoverageSpan(x: area.minX + x, count: count, coverage: value)
                                    spanCount += 1
                                }
                            }
                            var running: Int32 = 0
                            var next = 0  // first column not yet emitted
                            var index = start
                            while index < end {
                                let key = cells[index].key
                                let column = key & 0xFFFF_FFFF
                                var cover: Int32 = 0, cellArea: Int32 = 0
                                while index < end, cells[index].key == key {
                                    cover &+= cells[index].cover
                                    cellArea &+= cells[index].area
                                    index += 1
                                }
                                emit(next, column - next, coverage(running))
                                emit(column, 1, coverage(running &+ cellArea))
                                running &+= cover
                                next = column + 1
                            }
                            emit(next, width - next, coverage(running))
                            if spanCount > 0 {
                                body(area.minY + row, UnsafeBufferPointer(start: out, count: spanCount))
                            }
                        }
                    }
                }
            }
        }
    }

    /// Storage for `count` cells, left unwritten: every cell is written before it is read (`CellWriter`,
    /// `sortByRow`), and `Cell` is plain integers. The count is a bound, above the cells an outline
    /// leaves; filling it first was one more pass over memory (a third of the memset
    /// instructions left in the device-framed image once its mask was gone, callgrind).
    private static func scratch(count: Int) -> [Cell] {
        [Cell](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// Appends cells through a pointer into storage sized by `cellBound`; a cell for the same pixel as
    /// the last one is added into it.
    private struct CellWriter {
        let base: UnsafeMutablePointer<Cell>
        var count = 0

        @inline(__always)
        mutating func add(key: Int, cover: Int32, area: Int32) {
            if count > 0, base[count - 1].key == key {
                base[count - 1].cover &+= cover
                base[count - 1].area &+= area
            } else {
                base[count] = Cell(key: key, cover: cover, area: area)
                count += 1
            }
        }
    }

    /// The most cells `accumulate` can leave for `e` inside `area`. Along a row the edge's columns run
    /// one way, so a row's cells are the area's columns it visits there, plus one for those left of the
    /// area (they merge into one cell; those right of it are dropped). A row may start in the column the
    /// row above ended in, so over all rows: the area's columns the whole edge spans plus two per row.
    /// Bounded by the area, not by the edge: an edge reaching far outside costs no room.
    private static func cellBound(_ e: FixedPointEdge, area: PixelBounds) -> Int {
        let ya = min(e.y0, e.y1), yb = max(e.y0, e.y1)
        let top = max(ya, area.minY << 8), bottom = min(yb, area.maxY << 8)
        guard bottom > top else { return 0 }
        let rows = ((bottom - 1) >> 8) - (top >> 8) + 1
        let first = max(min(e.x0, e.x1) >> 8, area.minX), last = min(max(e.x0, e.x1) >> 8, area.maxX - 1)
        return max(0, last - first + 1) + 2 * rows + 1
    }

    /// Scatters `count` cells into `ordered` by row (stable), and sets `rowEnds[row]` to the end of
    /// each row's cells (a row starts where the one before it ends).
    @inline(__always)
    private static func sortByRow(
        _ cells: UnsafePointer<Cell>, count: Int, rows: Int, into ordered: UnsafeMutablePointer<Cell>,
        rowEnds: UnsafeMutablePointer<Int>
    ) {
        rowEnds.update(repeating: 0, count: rows)
        for i in 0..<count { rowEnds[cells[i].key >> 32] &+= 1 }
        // Each row's start: the cells of the rows above it.
        var total = 0
        for row in 0..<rows {
            let n = rowEnds[row]
            rowEnds[row] = total
            total &+= n
        }
        // Placing a cell moves its row's cursor on; after the last, each cursor is its row's end.
        for i in 0..<count {
            let row = cells[i].key >> 32
            ordered[rowEnds[row]] = cells[i]
            rowEnds[row] &+= 1
        }
    }

    /// Sorts one row's cells by key (its column).
    @inline(__always)
    private static func sortByColumn(_ cells: UnsafeMutablePointer<Cell>, count: Int) {
        guard count > 1 else { return }
        guard count <= insertionSortLimit else {
            var row = UnsafeMutableBufferPointer(start: cells, count: count)
            row.sort { $0.key < $1.key }
            return
        }
        for i in 1..<count {
            let cell = cells[i]
            var j = i
            while j > 0, cells[j - 1].key > cell.key {
                cells[j] = cells[j - 1]
                j -= 1
            }
            cells[j] = cell
        }
    }

    /// Adds one edge's cells, leaving out the rows whose entry in `skipping` is empty.
    @inline(__always)
    private static func accumulate(
        _ e: FixedPointEdge, area: PixelBounds, skipping: UnsafeBufferPointer<Range<Int>>?, into cells: inout CellWriter
    ) {
        var (xa, ya, xb, yb) = (e.x0, e.y0, e.x1, e.y1)
        var sign = 1
        if ya > yb {
            (xa, ya, xb, yb) = (xb, yb, xa, ya)
            sign = -1
        }
        let top = area.minY << 8, bottom = area.maxY << 8
        guard yb > top, ya < bottom, ya < yb else { return }
        // Edges wholly right of the area only cover pixels right of it.
        if min(xa, xb) >= area.maxX << 8 { return }
        let dx = xb - xa, dy = yb - ya
        func x(at y: Int) -> Int { y == yb ? xb : xa + roundedQuotient((y - ya) * dx, dy) }

        var y0 = max(ya, top)
        var x0 = y0 == ya ? xa : x(at: y0)
        let yEnd = min(yb, bottom)
        while y0 < yEnd {
            let pixelRow = y0 >> 8
            let rowTop = pixelRow << 8
            let y1 = min(rowTop + 256, yEnd)
            if let skipping, pixelRow < skipping.count, skipping[pixelRow].isEmpty {
                // The same x the loop would have reached, so the rows kept get the same cells.
                y0 = y1
                if y0 < yEnd { x0 = x(at: y0) }
                continue
            }
            let x1 = x(at: y1)
            addRowSegment(
                x0: x0, y0: y0 - rowTop, x1: x1, y1: y1 - rowTop, sign: sign,
                key: (pixelRow - area.minY) << 32, minX: area.minX, width: area.width, cells: &cells)
            y0 = y1
            x0 = x1
        }
    }

    /// Adds a piece of an edge that stays within one pixel row (`y` relative to the row's top,
    /// `0...256`, `y0 < y1`), split at every pixel column it crosses.
    @inline(__always)
    private static func addRowSegment(
        x0: Int, y0: Int, x1: Int, y1: Int, sign: Int, key: Int, minX: Int, width: Int, cells: inout CellWriter
    ) {
        @inline(__always)
        func cell(_ column: Int, _ fx0: Int, _ fx1: Int, _ dy: Int) {
            let d = dy * sign
            let c = column - minX
            guard c < width else { return }
            // Left of the area a cell's whole cover reaches the first column as area.
            let cover = Int32(truncatingIfNeeded: d * 512)
            let area = c < 0 ? cover : Int32(truncatingIfNeeded: d * (512 - fx0 - fx1))
            cells.add(key: key | max(c, 0), cover: cover, area: area)
        }
        if x0 == x1 {
            let column = x0 >> 8
            cell(column, x0 - (column << 8), x1 - (column << 8), y1 - y0)
            return
        }
        let dx = x1 - x0, dy = y1 - y0
        // Only the columns of the area are walked: the cells right of it are dropped, and those left of
        // it, which add their cover to the first column only, are one cell with the cover of them all
        // (the same sums, so the same pixels). A nearly level edge running millions of pixels beyond
        // the image (a finding's leader to a view far off screen) costs what it crosses of the area.
        let lastColumn = minX + width - 1
        if x0 < x1 {
            let first = x0 >> 8, last = (x1 - 1) >> 8
            if first == last {
                cell(first, x0 - (first << 8), x1 - (first << 8), dy)
                return
            }
            var px = x0, py = y0
            var column = first
            if first < minX {
                let end = min(last, minX - 1)
                let bx = end == last ? x1 : (end + 1) << 8
                let by = end == last ? y1 : y0 + roundedQuotient((bx - x0) * dy, dx)
                cell(end, 0, 0, by - py)
                px = bx
                py = by
                column = end + 1
            }
            while column <= min(last, lastColumn) {
                let bx = column == last ? x1 : (column + 1) << 8
                let by = column == last ? y1 : y0 + roundedQuotient((bx - x0) * dy, dx)
                cell(column, px - (column << 8), bx - (column << 8), by - py)
                px = bx
                py = by
                column += 1
            }
        } else {
            let first = (x0 - 1) >> 8, last = x1 >> 8
            if first == last {
                cell(first, x0 - (first << 8), x1 - (first << 8), dy)
                return
            }
            var px = x0, py = y0
            var column = first
            if first > lastColumn {
                guard last <= lastColumn else { return }
                column = lastColumn
                px = (lastColumn + 1) << 8
                py = y0 + roundedQuotient((px - x0) * dy, dx)
            }
            while column >= last {
                if column < minX {
                    cell(column, 0, 0, y1 - py)
                    return
                }
                let bx = column == last ? x1 : column << 8
                let by = column == last ? y1 : y0 + roundedQuotient((bx - x0) * dy, dx)
                cell(column, px - (column << 8), bx - (column << 8), by - py)
                px = bx
                py = by
                column -= 1
            }
        }
    }

    /// `n / d` rounded to the nearest integer (halves away from zero), for any signs: crossing
    /// points land on the nearest 1/256 px, not always towards zero.
    @inline(__always)
    private static func roundedQuotient(_ n: Int, _ d: Int) -> Int {
        let (numerator, denominator) = d < 0 ? (0 - n, 0 - d) : (n, d)
        let half = denominator >> 1
        return numerator >= 0 ? (numerator + half) / denominator : 0 - ((half - numerator) / denominator)
    }
}
