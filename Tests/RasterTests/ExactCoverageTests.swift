@testable import Geometry
import Testing
@testable import Raster

/// The area of a convex polygon inside the unit pixel at (px, py), by clipping the polygon to the
/// pixel's four sides (Sutherland–Hodgman) and taking the shoelace area: an independent reference
/// for every pixel's coverage.
private func pixelCoverage(of polygon: [Point], px: Int, py: Int) -> Double {
    var points = polygon
    let x0 = Double(px), x1 = Double(px + 1), y0 = Double(py), y1 = Double(py + 1)
    let planes: [(Point) -> Double] = [{ $0.x - x0 }, { x1 - $0.x }, { $0.y - y0 }, { y1 - $0.y }]
    for inside in planes {
        var clipped: [Point] = []
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            let da = inside(a), db = inside(b)
            if da >= 0 { clipped.append(a) }
            if (da >= 0) != (db >= 0) {
                let t = da / (da - db)
                clipped.append(a + (b - a) * t)
            }
        }
        points = clipped
        if points.isEmpty { return 0 }
    }
    return polygonArea(points)
}

/// A small deterministic generator (64-bit LCG, Knuth's MMIX constants) so the cases are fixed.
private struct Generator {
    var state: UInt64
    mutating func next(in range: ClosedRange<Double>) -> Double {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let unit = Double(state >> 11) / Double(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
}

@Suite struct ExactCoverageTests {
    /// Random triangles with fractional corners, both orientations: every pixel's coverage is
    /// the exact area inside it, to within one 8-bit level (the 1/256 px grid and rounding).
    @Test func everyPixelOfRandomTrianglesMatchesTheClippedArea() {
        var generator = Generator(state: 42)
        var worst = 0
        for _ in 0..<40 {
            let triangle = (0..<3).map { _ in
                Point(x: generator.next(in: -3...27), y: generator.next(in: -3...27))
            }
            var canvas = Canvas(width: 24, height: 24)
            canvas.fill(polygon(triangle), color: .black)
            for y in 0..<24 {
                for x in 0..<24 {
                    let expected = Int((pixelCoverage(of: triangle, px: x, py: y) * 255).rounded())
                    worst = max(worst, abs(Int(canvas.pixmap[x, y].a) - expected))
                }
            }
        }
        #expect(worst <= 1, "largest difference \(worst) levels")
    }

    /// Forty random triangles side by side in one path, each in its own columns of pixels, some cut by
    /// the image's left or right side: a row holds far more cells than the rasteriser sorts by
    /// insertion. Every pixel matches the clipped area of the one triangle over it; the path drawn with
    /// its sub-paths in the opposite order, and each triangle drawn on its own, give the same bytes
    /// (coverage is a sum, so the order of the cells cannot matter).
    @Test func manyShapesInOneRowMatchTheirAreasInAnyOrder() {
        var generator = Generator(state: 7)
        let width = 220, height = 30
        let triangles = (0..<40).map { k in
            // Columns 6k − 9 ... 6k − 4: the first ones start left of the image, the last ones end right of it.
            let left = Double(6 * k - 9)
            return (0..<3).map { _ in
                Point(x: left + generator.next(in: 0.05...5.95), y: generator.next(in: -2...32))
            }
        }
        func path(_ shapes: [[Point]]) -> Path {
            var path = Path()
            for shape in shapes { path.append(polygon(shape)) }
            return path
        }
        var forward = Canvas(width: width, height: height)
        forward.fill(path(triangles), color: .black)
        var backward = Canvas(width: width, height: height)
        backward.fill(path(triangles.reversed()), color: .black)
        var oneByOne = Canvas(width: width, height: height)
        for triangle in triangles { oneByOne.fill(polygon(triangle), color: .black) }
        #expect(differingBytes(forward.pixmap, backward.pixmap) == 0)
        #expect(differingBytes(forward.pixmap, oneByOne.pixmap) == 0)

        var worst = 0
        for y in 0..<height {
            for x in 0..<width {
                let owner = (x + 9) / 6
                let expected = owner < triangles.count
                    ? Int((pixelCoverage(of: triangles[owner], px: x, py: y) * 255).rounded()) : 0
                worst = max(worst, abs(Int(forward.pixmap[x, y].a) - expected))
            }
        }
        #expect(worst <= 1, "largest difference \(worst) levels")
    }
}
