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
/// The accumulation buffer is dense (font-rs) and spans only the fill's bounding box; it is
/// zeroed again while each row is read out, so it can be reused for the next fill without clearing.
struct CoverageRasterizer: Sendable {
    private var cells: [Int32] = []
    private var coverageRow: [UInt8] = []

    /// Doubled area of a full pixel.
    static let fullPixel = 1 << 17

    init() {}

    /// Rasterizes `edges` inside `bounds` and hands each row's coverage to `body`, top to bottom:
    /// `body(y, minX, coverage)` where `coverage[i]` (0–255) belongs to pixel `(minX + i, y)`.
    /// Rows the shape does not reach are skipped; a row may still be all zeros.
    mutating func rasterize(
        _ edges: [FixedPointEdge], rule: FillRule, within bounds: PixelBounds,
        _ body: (_ y: Int, _ minX: Int, _ coverage: UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard !edges.isEmpty, !bounds.isEmpty else { return }
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for e in edges {
            minX = min(minX, e.x0, e.x1)
            maxX = max(maxX, e.x0, e.x1)
            minY = min(minY, e.y0, e.y1)
            maxY = max(maxY, e.y0, e.y1)
        }
        let area = bounds.intersection(
            PixelBounds(minX: minX >> 8, minY: minY >> 8, maxX: (maxX + 255) >> 8, maxY: (maxY + 255) >> 8))
        // Pixels left of the edges' bounds may still be covered by nothing, but pixels left of the
        // clip are simply not drawn: cells left of `area` fold into its first column.
        guard !area.isEmpty else { return }
        let width = area.width, height = area.height
        let stride = width + 1
        let needed = stride * height
        if cells.count < needed { cells = [Int32](repeating: 0, count: needed) }
        if coverageRow.count < width { coverageRow = [UInt8](repeating: 0, count: width) }

        var firstRow = height, lastRow = -1
        cells.withUnsafeMutableBufferPointer { cellBuffer in
            let base = cellBuffer.baseAddress!
            for e in edges {
                let touched = Self.accumulate(e, into: base, area: area, stride: stride)
                if touched.lowerBound < touched.upperBound {
                    firstRow = min(firstRow, touched.lowerBound)
                    lastRow = max(lastRow, touched.upperBound - 1)
                }
            }
        }
        guard firstRow <= lastRow else { return }

        let full = Int32(Self.fullPixel)
        let evenOdd = rule == .evenOdd
        cells.withUnsafeMutableBufferPointer { cellBuffer in
            coverageRow.withUnsafeMutableBufferPointer { rowBuffer in
                let out = rowBuffer.baseAddress!
                for row in firstRow...lastRow {
                    let cellsOfRow = cellBuffer.baseAddress! + row * stride
                    var sum: Int32 = 0
                    for x in 0..<width {
                        sum &+= cellsOfRow[x]
                        cellsOfRow[x] = 0
                        var v = sum < 0 ? 0 &- sum : sum
                        if evenOdd {
                            v &= 2 &* full &- 1
                            if v > full { v = 2 &* full &- v }
                        } else if v > full {
                            v = full
                        }
                        // Round v/2¹⁷ · 255 to nearest.
                        out[x] = UInt8(truncatingIfNeeded: (v &* 255 &+ (full >> 1)) >> 17)
                    }
                    cellsOfRow[width] = 0
                    body(area.minY + row, area.minX, UnsafeBufferPointer(start: out, count: width))
                }
            }
        }
    }

    /// Adds one edge's cells; returns the range of buffer rows it touched.
    private static func accumulate(
        _ e: FixedPointEdge, into cells: UnsafeMutablePointer<Int32>, area: PixelBounds, stride: Int
    ) -> Range<Int> {
        var (xa, ya, xb, yb) = (e.x0, e.y0, e.x1, e.y1)
        var sign = 1
        if ya > yb {
            (xa, ya, xb, yb) = (xb, yb, xa, ya)
            sign = -1
        }
        let top = area.minY << 8, bottom = area.maxY << 8
        guard yb > top, ya < bottom, ya < yb else { return 0..<0 }
        // Edges wholly right of the area only cover pixels right of it.
        if min(xa, xb) >= area.maxX << 8 { return 0..<0 }
        let dx = xb - xa, dy = yb - ya
        func x(at y: Int) -> Int { y == yb ? xb : xa + (y - ya) * dx / dy }

        var y0 = max(ya, top)
        var x0 = y0 == ya ? xa : x(at: y0)
        let yEnd = min(yb, bottom)
        let firstRow = (y0 >> 8) - area.minY
        while y0 < yEnd {
            let pixelRow = y0 >> 8
            let rowTop = pixelRow << 8
            let y1 = min(rowTop + 256, yEnd)
            let x1 = x(at: y1)
            let rowCells = cells + (pixelRow - area.minY) * stride
            addRowSegment(
                x0: x0, y0: y0 - rowTop, x1: x1, y1: y1 - rowTop, sign: sign,
                row: rowCells, minX: area.minX, width: stride - 1)
            y0 = y1
            x0 = x1
        }
        let lastRow = ((yEnd - 1) >> 8) - area.minY
        return firstRow..<(lastRow + 1)
    }

    /// Adds a piece of an edge that stays within one pixel row (`y` relative to the row's top,
    /// `0...256`, `y0 < y1`), split at every pixel column it crosses.
    @inline(__always)
    private static func addRowSegment(
        x0: Int, y0: Int, x1: Int, y1: Int, sign: Int, row: UnsafeMutablePointer<Int32>, minX: Int, width: Int
    ) {
        @inline(__always)
        func cell(_ column: Int, _ fx0: Int, _ fx1: Int, _ dy: Int) {
            let d = dy * sign
            let full = d * 512
            let c = column - minX
            if c < 0 {
                row[0] &+= Int32(truncatingIfNeeded: full)
            } else if c < width {
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
