@testable import Geometry
import Testing
@testable import Raster

/// Edges that run far beyond the image on either side: the rasteriser walks only the columns of the
/// image (the cover of those left of it summed into its first column, those right of it dropped), so a
/// nearly level line to a point millions of pixels away (a finding's leader to a view far off screen)
/// costs what it crosses of the image, and the pixels are those of the same shape drawn on a canvas wide
/// enough to hold it.
@Suite struct FarEdgeTests {
    /// A thin slanted strip from `from` to `to` (x), 3 px tall, rising 30 px along its length.
    private func strip(from x0: Double, to x1: Double, shift: Double = 0) -> Path {
        polygon([
            Point(x: x0 + shift, y: 10), Point(x: x1 + shift, y: 40.3), Point(x: x1 + shift, y: 43.6),
            Point(x: x0 + shift, y: 13.1),
        ])
    }

    /// The image's 64 columns of a strip reaching 6,000 px past its left or right side equal the same
    /// columns of a canvas 6,200 px wide that holds the whole strip (shifted by a whole number of pixels,
    /// so every edge lands on the same 1/256 px grid).
    @Test(arguments: [(-6000.0, 50.0), (10.0, 6000.0), (-6000.0, 6000.0), (50.0, -6000.0)])
    func pixelsAreThoseOfACanvasHoldingTheWholeShape(_ ends: (Double, Double)) {
        let (x0, x1) = ends
        var narrow = Canvas(width: 64, height: 64)
        narrow.fill(strip(from: x0, to: x1), color: .black)
        let shift = 6100.0
        var wide = Canvas(width: 12_300, height: 64)
        wide.fill(strip(from: x0, to: x1, shift: shift), color: .black)
        var differing = 0
        var covered = 0
        for y in 0..<64 {
            for x in 0..<64 {
                if narrow.pixmap[x, y] != wide.pixmap[x + Int(shift), y] { differing += 1 }
                if narrow.pixmap[x, y].a > 0 { covered += 1 }
            }
        }
        #expect(differing == 0, "\(differing) pixels differ")
        #expect(covered > 0)
    }

    /// Twenty 1.5 px lines from the image to points millions of pixels beyond its right (or left) side, as
    /// a finding's leader reaches a view far off screen: each edge's cells used to be walked column by
    /// column to the 2²² px at which coordinates are clamped, some eight million a line, about 4 s an
    /// image for a screen's 200 findings (release build); now the 64 columns of the image.
    @Test(arguments: [4e9, -4e9])
    func linesToPointsFarOffTheImageCostOnlyTheImage(_ farX: Double) {
        var canvas = Canvas(width: 64, height: 64)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for i in 0..<20 {
                var path = Path()
                path.move(to: Point(x: 32, y: 8 + Double(i)))
                path.line(to: Point(x: farX, y: 56 - Double(i)))
                canvas.stroke(path, style: StrokeStyle(width: 1.5), color: .black)
            }
        }
        #expect(elapsed < .seconds(2), "stroking took \(elapsed)")
        #expect(canvas.pixmap[farX > 0 ? 33 : 30, 8].a > 0)
    }
}
