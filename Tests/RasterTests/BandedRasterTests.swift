#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import Geometry
import Testing
@testable import Raster

/// Outlines with many cells are rasterised in bands of rows, each band with scratch for its own cells
/// (issue 16). Every row must come out with the spans of rasterising the whole outline at once: the same
/// rows, in the same order, with the same runs.
@Suite struct BandedRasterTests {
    /// A star of many spikes (edges crossing many rows and columns) and a device-like outline: a stroked
    /// continuous rounded rectangle, at a fractional scale and offset.
    static func outlines() -> [(name: String, edges: [FixedPointEdge], rule: FillRule)] {
        var star = Path()
        let centre = Point(x: 151.3, y: 187.7)
        for i in 0..<150 {
            let angle = Double(i) * .pi / 75
            let radius = i % 2 == 0 ? 140.2 : 23.9
            let p = Point(x: centre.x + radius * cos(angle), y: centre.y + radius * 1.2 * sin(angle))
            if i == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        let body = Path(continuousRoundedRect: Rect(x: 4.4, y: 3.1, width: 95.7, height: 121.3), cornerRadius: 20.5)
        let style = StrokeStyle(width: 1.5)
        let ring = Stroker.outline(of: Dasher.dash(Flattener.polylines(body, transform: .identity, tolerance: Flattener.tolerance / 2.63),
            pattern: [], phase: 0), style: style)
        func edges(_ path: Path, _ transform: AffineTransform) -> [FixedPointEdge] {
            FixedPointEdge.edges(of: Flattener.polylines(path, transform: transform, tolerance: Flattener.tolerance))
        }
        return [
            ("star, non-zero", edges(star, .identity), .nonZero),
            ("star, even-odd", edges(star, .identity), .evenOdd),
            ("stroked rounded rectangle", edges(ring, .scale(2.63)), .nonZero),
        ]
    }

    static func rows(
        _ edges: [FixedPointEdge], rule: FillRule, bandCells: Int, rowExtents: [Range<Int>]? = nil
    ) -> [(y: Int, spans: [CoverageSpan])] {
        var rasterizer = CoverageRasterizer()
        rasterizer.bandCells = bandCells
        var rows: [(y: Int, spans: [CoverageSpan])] = []
        rasterizer.rasterize(edges, rule: rule, within: PixelBounds(width: 320, height: 380), rowExtents: rowExtents) { y, spans in
            rows.append((y, Array(spans)))
        }
        return rows
    }

    @Test(arguments: [64, 1_000, 5_000])
    func bandsGiveTheRowsOfTheWholeOutline(_ bandCells: Int) {
        // Every seventh row skipped, as a clip mask's empty rows are.
        let extents = (0..<380).map { $0 % 7 == 3 ? 0..<0 : 0..<320 }
        for (name, edges, rule) in Self.outlines() {
            for skipping in [nil, extents] {
                let whole = Self.rows(edges, rule: rule, bandCells: .max, rowExtents: skipping)
                let banded = Self.rows(edges, rule: rule, bandCells: bandCells, rowExtents: skipping)
                #expect(whole.count > 100, "\(name)")
                #expect(banded.map(\.y) == whole.map(\.y), "\(name)")
                #expect(banded.map(\.spans) == whole.map(\.spans), "\(name)")
            }
        }
    }
}
