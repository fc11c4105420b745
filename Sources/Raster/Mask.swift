import Geometry

/// An 8-bit coverage image the size of a canvas: 0 hides a pixel, 255 keeps it, values between
/// scale what is drawn through it. Built by filling a path (the screen's rounded outline, a view's
/// bounds), intersected by multiplying.
public struct Mask: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height` coverage values, row-major, top row first.
    public private(set) var coverage: [UInt8]
    /// The pixels that may be non-zero; everything outside is zero.
    public private(set) var bounds: PixelBounds
    /// For each row, the widest run of full (255) coverage, as `start..<end` columns (empty when
    /// none). Fills skip the per-pixel multiply there, which is most of a screen-shaped mask.
    private(set) var opaqueRuns: [Range<Int>]

    /// A mask that hides everything.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.coverage = [UInt8](repeating: 0, count: self.width * self.height)
        self.bounds = PixelBounds(minX: 0, minY: 0, maxX: 0, maxY: 0)
        self.opaqueRuns = [Range<Int>](repeating: 0..<0, count: self.height)
    }

    /// Finds every row's widest run of full coverage (after the coverage changed).
    private mutating func findOpaqueRuns() {
        for y in bounds.minY..<max(bounds.minY, bounds.maxY) {
            var best = 0..<0
            var x = bounds.minX
            let row = y * width
            while x < bounds.maxX {
                guard coverage[row + x] == 255 else {
                    x += 1
                    continue
                }
                let start = x
                while x < bounds.maxX, coverage[row + x] == 255 { x += 1 }
                if x - start > best.count { best = start..<x }
            }
            opaqueRuns[y] = best
        }
    }

    /// The coverage of `path` (mapped by `transform`) under `rule`, anti-aliased like a fill.
    public init(width: Int, height: Int, filling path: Path, transform: AffineTransform = .identity, rule: FillRule = .nonZero) {
        self.init(width: width, height: height)
        var rasterizer = CoverageRasterizer()
        let edges = FixedPointEdge.edges(
            of: Flattener.polylines(path, transform: transform, tolerance: Flattener.tolerance))
        var touched = PixelBounds(minX: Int.max, minY: Int.max, maxX: Int.min, maxY: Int.min)
        let w = self.width
        var opaqueRuns = self.opaqueRuns
        coverage.withUnsafeMutableBufferPointer { buffer in
            rasterizer.rasterize(edges, rule: rule, within: PixelBounds(width: width, height: height)) { y, spans in
                var widest = 0..<0
                for span in spans {
                    (buffer.baseAddress! + y * w + span.x).update(repeating: span.coverage, count: span.count)
                    if span.coverage == 255, span.count > widest.count { widest = span.x..<(span.x + span.count) }
                }
                opaqueRuns[y] = widest
                touched.minX = min(touched.minX, spans[0].x)
                touched.maxX = max(touched.maxX, spans[spans.count - 1].x + spans[spans.count - 1].count)
                touched.minY = min(touched.minY, y)
                touched.maxY = max(touched.maxY, y + 1)
            }
        }
        if !touched.isEmpty { bounds = touched }
        // Spans of equal coverage are merged, so a row's widest full span is its widest full run.
        self.opaqueRuns = opaqueRuns
    }

    /// Coverage where both masks cover: the product of the two, rounded (`a·b/255`).
    /// Masks of different sizes meet on their common top-left area.
    public func intersection(_ other: Mask) -> Mask {
        var result = Mask(width: min(width, other.width), height: min(height, other.height))
        let common = bounds.intersection(other.bounds).intersection(PixelBounds(width: result.width, height: result.height))
        guard !common.isEmpty else { return result }
        for y in common.minY..<common.maxY {
            for x in common.minX..<common.maxX {
                let product = Compositing.div255(UInt32(coverage[y * width + x]) * UInt32(other.coverage[y * other.width + x]))
                result.coverage[y * result.width + x] = UInt8(product)
            }
        }
        result.bounds = common
        result.findOpaqueRuns()
        return result
    }

    /// The coverage at (x, y); 0 outside the mask.
    public subscript(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return coverage[y * width + x]
    }
}
