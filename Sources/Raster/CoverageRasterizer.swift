/// Exact-area anti-aliased scan conversion in integer fixed point (the libart → FreeType `ftgrays`
/// → font-rs family; anchors-rendering.md §1.6–1.7).
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
/// Cells are kept sparse, as ftgrays does: a list of (row, column, cover, area) sorted by position
/// once all edges are in. Between two cells the coverage is constant, so a row comes out as a few
/// runs, and the work is proportional to the outline's length, not to its area.
struct CoverageRasterizer: Sendable {
    /// One pixel cell's contributions: `key` is `row << 32 | column` within the fill's area.
    private struct Cell {
        var key: Int
        var cover: Int32
        var area: Int32
    }

    private var cells: [Cell] = []
    private var spans: [CoverageSpan] = []

    /// Doubled area of a full pixel.
    static let fullPixel = 1 << 17

    init() {}

    /// Rasterizes `edges` inside `bounds` and hands each row's non-zero coverage to `body`, top to
    /// bottom, as runs left to right: `body(y, spans)`.
    mutating func rasterize(
        _ edges: [FixedPointEdge], rule: FillRule, within bounds: PixelBounds,
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
        let width = area.width

        cells.removeAll(keepingCapacity: true)
        for e in edges { Self.accumulate(e, area: area, into: &cells) }
        guard !cells.isEmpty else { return }
        // Equal keys may stay in any order: their contributions are added, which commutes.
        cells.sort { $0.key < $1.key }

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

        var spans = self.spans
        cells.withUnsafeBufferPointer { cells in
            var index = 0
            while index < cells.count {
                let row = cells[index].key >> 32
                spans.removeAll(keepingCapacity: true)
                func emit(_ x: Int, _ count: Int, _ value: UInt8) {
                    guard value != 0, count > 0 else { return }
                    if let last = spans.last, last.coverage == value, last.x + last.count == area.minX + x {
                        spans[spans.count - 1].count += count
                    } else {
                        spans.append(CoverageSpan(x: area.minX + x, count: count, coverage: value))
                    }
                }
                var running: Int32 = 0
                var next = 0  // first column not yet emitted
                while index < cells.count, cells[index].key >> 32 == row {
                    let key = cells[index].key
                    let column = key & 0xFFFF_FFFF
                    var cover: Int32 = 0, cellArea: Int32 = 0
                    while index < cells.count, cells[index].key == key {
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
                if !spans.isEmpty {
                    spans.withUnsafeBufferPointer { body(area.minY + row, $0) }
                }
            }
        }
        self.spans = spans
    }

    /// Adds one edge's cells.
    private static func accumulate(_ e: FixedPointEdge, area: PixelBounds, into cells: inout [Cell]) {
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
        x0: Int, y0: Int, x1: Int, y1: Int, sign: Int, key: Int, minX: Int, width: Int, cells: inout [Cell]
    ) {
        @inline(__always)
        func cell(_ column: Int, _ fx0: Int, _ fx1: Int, _ dy: Int) {
            let d = dy * sign
            let c = column - minX
            guard c < width else { return }
            // Left of the area a cell's whole cover reaches the first column as area.
            let cover = Int32(truncatingIfNeeded: d * 512)
            let area = c < 0 ? cover : Int32(truncatingIfNeeded: d * (512 - fx0 - fx1))
            let k = key | max(c, 0)
            if let last = cells.last, last.key == k {
                cells[cells.count - 1].cover &+= cover
                cells[cells.count - 1].area &+= area
            } else {
                cells.append(Cell(key: k, cover: cover, area: area))
            }
        }
        if x0 == x1 {
            let column = x0 >> 8
            cell(column, x0 - (column << 8), x1 - (column << 8), y1 - y0)
            return
        }
        let dx = x1 - x0, dy = y1 - y0
        if x0 < x1 {
            let first = x0 >> 8, last = (x1 - 1) >> 8
            if first == last {
                cell(first, x0 - (first << 8), x1 - (first << 8), dy)
                return
            }
            var px = x0, py = y0
            for column in first...last {
                let bx = column == last ? x1 : (column + 1) << 8
                let by = column == last ? y1 : y0 + roundedQuotient((bx - x0) * dy, dx)
                cell(column, px - (column << 8), bx - (column << 8), by - py)
                px = bx
                py = by
            }
        } else {
            let first = (x0 - 1) >> 8, last = x1 >> 8
            if first == last {
                cell(first, x0 - (first << 8), x1 - (first << 8), dy)
                return
            }
            var px = x0, py = y0
            for column in Swift.stride(from: first, through: last, by: -1) {
                let bx = column == last ? x1 : column << 8
                let by = column == last ? y1 : y0 + roundedQuotient((bx - x0) * dy, dx)
                cell(column, px - (column << 8), bx - (column << 8), by - py)
                px = bx
                py = by
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
