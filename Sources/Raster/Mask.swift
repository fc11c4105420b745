import Geometry

/// An 8-bit coverage image the size of a canvas: 0 hides a pixel, 255 keeps it, values between
/// scale what is drawn through it. Built by filling a path (the screen's rounded outline, a view's
/// bounds), intersected by multiplying.
///
/// Stored by row, not as a canvas of bytes: each row keeps the columns that may be non-zero, its
/// widest run of full coverage, and the coverage values of the rest of those columns. A display's
/// rounded shape is full across most of each row and partial only at its edges, corners and sensor
/// housing, so the iPhone 15 Pro Max's display keeps 90 KB of values instead of one byte per canvas
/// pixel (7.4 MB with the device frame and legend, every page of it fresh memory the kernel had to
/// fault in and zero; Benchmarks/README.md). The values are the same.
package struct Mask: Hashable, Sendable {
    package let width: Int
    package let height: Int
    /// The pixels that may be non-zero; everything outside is zero.
    private(set) var bounds: PixelBounds
    /// For each row, the widest run of full (255) coverage, as `start..<end` columns (empty when
    /// none; the first when several are as wide). Fills skip the per-pixel multiply there, which is
    /// most of a screen-shaped mask.
    private(set) var opaqueRuns: [Range<Int>]
    /// For each row, the columns that may hold non-zero coverage (empty when the whole row is zero;
    /// may be wider than the exact extent). Fills through the mask skip empty rows altogether, and
    /// intersections multiply only where both extents meet: a clip such as the thin unsafe-area ring
    /// is zero on most rows of the canvas.
    private(set) var rowExtents: [Range<Int>]
    /// Where each row's values start in `partial`: the coverage of the row's extent left of its opaque
    /// run, then right of it (all of the extent when the row has no opaque run).
    private var rowStarts: [Int]
    private var partial: [UInt8] = []

    /// How many coverage values are kept (the rest are each row's opaque run and zeros).
    var storedValues: Int { partial.count }

    /// A mask that hides everything.
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.bounds = PixelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)
        self.opaqueRuns = [Range<Int>](repeating: 0..<0, count: self.height)
        self.rowExtents = [Range<Int>](repeating: 0..<0, count: self.height)
        self.rowStarts = [Int](repeating: 0, count: self.height)
    }

    /// The coverage of `path` (mapped by `transform`) under `rule`, anti-aliased like a fill.
    package init(width: Int, height: Int, filling path: Path, transform: AffineTransform = .identity, rule: FillRule = .nonZero) {
        self.init(width: width, height: height)
        var rasterizer = CoverageRasterizer()
        let edges = FixedPointEdge.edges(
            of: Flattener.polylines(path, transform: transform, tolerance: Flattener.tolerance))
        var touched = PixelBounds(minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
        // One row of coverage at a time, zero between the spans (the even-odd hole of a sensor housing).
        var scratch = [UInt8](repeating: 0, count: self.width)
        scratch.withUnsafeMutableBufferPointer { buffer in
            // Called only for rows with spans, inside a mask at least one pixel wide.
            rasterizer.rasterize(edges, rule: rule, within: PixelBounds(width: width, height: height)) { y, spans in
                let row = buffer.baseAddress!
                let extent = spans[0].x..<(spans[spans.count - 1].x + spans[spans.count - 1].count)
                (row + extent.lowerBound).update(repeating: 0, count: extent.count)
                var widest = 0..<0
                for span in spans {
                    (row + span.x).update(repeating: span.coverage, count: span.count)
                    if span.coverage == 255, span.count > widest.count { widest = span.x..<(span.x + span.count) }
                }
                // Spans of equal coverage are merged, so a row's widest full span is its widest full run.
                append(row: y, extent: extent, opaqueRun: widest, values: row)
                touched.minX = min(touched.minX, extent.lowerBound)
                touched.maxX = max(touched.maxX, extent.upperBound)
                touched.minY = min(touched.minY, y)
                touched.maxY = max(touched.maxY, y + 1)
            }
        }
        if !touched.isEmpty { bounds = touched }
    }

    /// Keeps row `y` (rows are added top to bottom): `values[x]` is its coverage for `x` in `extent`.
    private mutating func append(row y: Int, extent: Range<Int>, opaqueRun: Range<Int>, values: UnsafePointer<UInt8>) {
        rowExtents[y] = extent
        opaqueRuns[y] = opaqueRun
        rowStarts[y] = partial.count
        let (split, resume) = Self.sides(extent: extent, opaqueRun: opaqueRun)
        partial.append(contentsOf: UnsafeBufferPointer(start: values + extent.lowerBound, count: split - extent.lowerBound))
        partial.append(contentsOf: UnsafeBufferPointer(start: values + resume, count: extent.upperBound - resume))
    }

    /// The extent's partial columns are `extent.lowerBound..<split` and `resume..<extent.upperBound`.
    @inline(__always)
    private static func sides(extent: Range<Int>, opaqueRun: Range<Int>) -> (split: Int, resume: Int) {
        opaqueRun.isEmpty ? (extent.upperBound, extent.upperBound) : (opaqueRun.lowerBound, opaqueRun.upperBound)
    }

    /// Calls `body` with the coverage of row `y`'s columns `columns` (which must not cross the row's
    /// opaque run: wholly left or wholly right of it), left of `extent` and right of it being zero: a
    /// pointer to the first column's coverage and the columns it covers, or nothing when all are zero.
    @inline(__always)
    func withPartialCoverage(
        row y: Int, columns: Range<Int>, _ body: (_ columns: Range<Int>, _ coverage: UnsafePointer<UInt8>) -> Void
    ) {
        let extent = rowExtents[y]
        let inside = columns.clamped(to: extent)
        guard !inside.isEmpty else { return }
        let (split, resume) = Self.sides(extent: extent, opaqueRun: opaqueRuns[y])
        let offset = inside.lowerBound < split
            ? inside.lowerBound - extent.lowerBound
            : split - extent.lowerBound + inside.lowerBound - resume
        partial.withUnsafeBufferPointer { stored in body(inside, stored.baseAddress! + rowStarts[y] + offset) }
    }

    /// Writes the coverage of row `y`'s columns `columns` (within `0..<width`) to `out[0...]`.
    func copyRow(_ y: Int, columns: Range<Int>, into out: UnsafeMutablePointer<UInt8>) {
        out.update(repeating: 0, count: columns.count)
        let extent = rowExtents[y]
        let opaque = opaqueRuns[y]
        let (split, resume) = Self.sides(extent: extent, opaqueRun: opaque)
        func copy(_ part: Range<Int>) {
            withPartialCoverage(row: y, columns: part.clamped(to: columns)) { inside, coverage in
                (out + inside.lowerBound - columns.lowerBound).update(from: coverage, count: inside.count)
            }
        }
        copy(extent.lowerBound..<split)
        copy(resume..<extent.upperBound)
        let full = opaque.clamped(to: columns)
        if !full.isEmpty { (out + full.lowerBound - columns.lowerBound).update(repeating: 255, count: full.count) }
    }

    /// Coverage where both masks cover: the product of the two, rounded (`a·b/255`).
    /// Masks of different sizes meet on their common top-left area.
    func intersection(_ other: Mask) -> Mask {
        var result = Mask(width: min(width, other.width), height: min(height, other.height))
        let common = bounds.intersection(other.bounds).intersection(PixelBounds(width: result.width, height: result.height))
        guard !common.isEmpty else { return result }
        var rows = [UInt8](repeating: 0, count: 3 * result.width)
        rows.withUnsafeMutableBufferPointer { buffer in
            let a = buffer.baseAddress!, b = a + result.width, o = b + result.width
            for y in common.minY..<common.maxY {
                // Outside either mask's extent one factor is zero, and so is the product.
                let extent = rowExtents[y].clamped(to: other.rowExtents[y]).clamped(to: common.minX..<common.maxX)
                guard !extent.isEmpty else {
                    result.rowExtents[y] = extent
                    continue
                }
                copyRow(y, columns: extent, into: a + extent.lowerBound)
                other.copyRow(y, columns: extent, into: b + extent.lowerBound)
                var best = 0..<0
                var x = extent.lowerBound
                while x < extent.upperBound {
                    let p = a[x], q = b[x]
                    // 255 is the identity and 0 absorbs: the product's exact value, without the divide.
                    let product = p == 255 ? q : q == 255 ? p : UInt8(truncatingIfNeeded: Compositing.div255(UInt32(p) &* UInt32(q)))
                    o[x] = product
                    x += 1
                }
                // The row's first widest run of full coverage.
                x = extent.lowerBound
                while x < extent.upperBound {
                    guard o[x] == 255 else {
                        x += 1
                        continue
                    }
                    let start = x
                    while x < extent.upperBound, o[x] == 255 { x += 1 }
                    if x - start > best.count { best = start..<x }
                }
                result.append(row: y, extent: extent, opaqueRun: best, values: o)
            }
        }
        result.bounds = common
        return result
    }

    /// Masks are equal when their pixels, bounds and opaque runs are; `rowExtents` is a derived
    /// search aid (possibly wider than needed) and does not count, nor does how the values are stored.
    package static func == (lhs: Mask, rhs: Mask) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.bounds == rhs.bounds, lhs.opaqueRuns == rhs.opaqueRuns
        else { return false }
        guard lhs.width > 0 else { return true }
        var rows = [UInt8](repeating: 0, count: 2 * lhs.width)
        return rows.withUnsafeMutableBufferPointer { buffer in
            let a = buffer.baseAddress!, b = a + lhs.width
            for y in 0..<lhs.height {
                lhs.copyRow(y, columns: 0..<lhs.width, into: a)
                rhs.copyRow(y, columns: 0..<rhs.width, into: b)
                if !UnsafeBufferPointer(start: a, count: lhs.width).elementsEqual(UnsafeBufferPointer(start: b, count: lhs.width)) {
                    return false
                }
            }
            return true
        }
    }

    /// Equal masks have equal sizes, bounds and opaque runs (the pixels are left to `==`).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(bounds)
        hasher.combine(opaqueRuns)
    }

    /// The coverage at (x, y); 0 outside the mask.
    subscript(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        if opaqueRuns[y].contains(x) { return 255 }
        var value: UInt8 = 0
        withPartialCoverage(row: y, columns: x..<(x + 1)) { _, coverage in value = coverage.pointee }
        return value
    }
}
