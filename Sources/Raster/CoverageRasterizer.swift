/// Exact-area anti-aliased scan conversion in integer fixed point (the libart → FreeType `ftgrays`
/// → font-rs family; anchors-rendering.md §1.6–1.7).
///
/// Every edge adds, to each pixel cell it crosses, the signed area between itself and the cell's
/// right side (`area`) and, to the next cell, the rest of its vertical extent (`cover − area`). A
/// running sum along a row then gives each pixel's signed coverage: the exact area of the polygon
/// inside the pixel when sub-paths do not overlap within it. The fill rule is applied to that sum:
/// non-zero clamps its magnitude to one pixel, even-odd folds it (ftgrays' `gray_hline`).
///
/// Units: 1/256 px in x and y; a cell's doubled area `dy · (2·256 − x0 − x1)` is kept doubled so
/// that it stays an integer, so a fully covered pixel sums to `256 · 512 = 2¹⁷`.
///
/// The accumulation buffer is dense (font-rs: random access while edges are added) and spans
/// only the fill's bounding box, but it is read sparsely: every cell an edge touches is noted,
/// the notes are sorted, and between two touched cells the coverage is constant, so a row comes
/// out as a few runs (ftgrays' spans). Only touched cells are zeroed again, so the buffer is
/// reused by the next fill without clearing.
struct CoverageRasterizer: Sendable {
    private var cells: [Int32] = []
    /// `row << 32 | column` of every cell an edge wrote to (with repeats), in no particular order.
    private var touched: [Int] = []
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
        let width = area.width, height = area.height
        let stride = width + 1
        let needed = stride * height
        if cells.count < needed { cells = [Int32](repeating: 0, count: needed) }
        touched.removeAll(keepingCapacity: true)

        cells.withUnsafeMutableBufferPointer { cellBuffer in
            let base = cellBuffer.baseAddress!
            for e in edges {
                Self.accumulate(e, into: base, area: area, stride: stride, touched: &touched)
            }
        }
        guard !touched.isEmpty else { return }
        touched.sort()

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
        spans.removeAll(keepingCapacity: true)
        cells.withUnsafeMutableBufferPointer { cellBuffer in
            touched.withUnsafeBufferPointer { notes in
                var index = 0
                while index < notes.count {
                    let row = notes[index] >> 32
                    let rowCells = cellBuffer.baseAddress! + row * stride
                    spans.removeAll(keepingCapacity: true)
                    var sum: Int32 = 0
                    var next = 0  // first column not yet emitted
                    func emit(_ x: Int, _ count: Int, _ value: UInt8) {
                        guard value != 0, count > 0 else { return }
                        if let last = spans.last, last.coverage == value, last.x + last.count == x {
                            spans[spans.count - 1].count += count
                        } else {
                            spans.append(CoverageSpan(x: area.minX + x, count: count, coverage: value))
                        }
                    }
                    // Each noted cell and the one right of it change the running sum.
                    var previousColumn = -1
                    while index < notes.count, notes[index] >> 32 == row {
                        let column = notes[index] & 0xFFFF_FFFF
                        index += 1
                        if column == previousColumn { continue }
                        previousColumn = column
                        for x in column...(column + 1) where x >= next {
                            emit(next, x - next, coverage(sum))
                            sum &+= rowCells[x]
                            rowCells[x] = 0
                            if x < width { emit(x, 1, coverage(sum)) }
                            next = x + 1
                        }
                    }
                    if next < width { emit(next, width - next, coverage(sum)) }
                    if !spans.isEmpty {
                        spans.withUnsafeBufferPointer { body(area.minY + row, $0) }
                    }
                }
            }
        }
        self.spans = spans
    }

    /// Adds one edge's cells; returns the range of buffer rows it touched.
    private static func accumulate(
        _ e: FixedPointEdge, into cells: UnsafeMutablePointer<Int32>, area: PixelBounds, stride: Int,
        touched: inout [Int]
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
        func x(at y: Int) -> Int { y == yb ? xb : xa + (y - ya) * dx / dy }

        var y0 = max(ya, top)
        var x0 = y0 == ya ? xa : x(at: y0)
        let yEnd = min(yb, bottom)
        while y0 < yEnd {
            let pixelRow = y0 >> 8
            let rowTop = pixelRow << 8
            let y1 = min(rowTop + 256, yEnd)
            let x1 = x(at: y1)
            let row = pixelRow - area.minY
            addRowSegment(
                x0: x0, y0: y0 - rowTop, x1: x1, y1: y1 - rowTop, sign: sign,
                row: cells + row * stride, key: row << 32, minX: area.minX, width: stride - 1, touched: &touched)
            y0 = y1
            x0 = x1
        }
    }

    /// Adds a piece of an edge that stays within one pixel row (`y` relative to the row's top,
    /// `0...256`, `y0 < y1`), split at every pixel column it crosses.
    @inline(__always)
    private static func addRowSegment(
        x0: Int, y0: Int, x1: Int, y1: Int, sign: Int, row: UnsafeMutablePointer<Int32>, key: Int, minX: Int,
        width: Int, touched: inout [Int]
    ) {
        @inline(__always)
        func cell(_ column: Int, _ fx0: Int, _ fx1: Int, _ dy: Int) {
            let d = dy * sign
            let full = d * 512
            let c = column - minX
            if c < 0 {
                if touched.last != key { touched.append(key) }
                row[0] &+= Int32(truncatingIfNeeded: full)
            } else if c < width {
                if touched.last != key | c { touched.append(key | c) }
                let a = d * (512 - fx0 - fx1)
                row[c] &+= Int32(truncatingIfNeeded: a)
                row[c + 1] &+= Int32(truncatingIfNeeded: full - a)
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
                let by = column == last ? y1 : y0 + (bx - x0) * dy / dx
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
                let by = column == last ? y1 : y0 + (bx - x0) * dy / dx
                cell(column, px - (column << 8), bx - (column << 8), by - py)
                px = bx
                py = by
            }
        }
    }
}
