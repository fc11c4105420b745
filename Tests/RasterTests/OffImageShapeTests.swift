@testable import Geometry
import Testing
@testable import Raster

/// A shape wholly outside the image is not flattened (a label of thousands of lines drew every line's curves, most
/// of them far below the screen); one that reaches a pixel of it is, and draws as before.
@Suite struct OffImageShapeTests {
    /// A curved glyph-like shape, 10 px square, whose top-left corner is at `origin`.
    private func blob(at origin: Point) -> Path {
        var path = Path()
        path.move(to: Point(x: origin.x, y: origin.y + 5))
        path.cubic(
            to: Point(x: origin.x + 10, y: origin.y + 5), control1: Point(x: origin.x, y: origin.y - 2),
            control2: Point(x: origin.x + 10, y: origin.y - 2))
        path.cubic(
            to: Point(x: origin.x, y: origin.y + 5), control1: Point(x: origin.x + 10, y: origin.y + 12),
            control2: Point(x: origin.x, y: origin.y + 12))
        path.close()
        return path
    }

    @Test(arguments: [Point(x: 10, y: 5_000), Point(x: -500, y: 10), Point(x: 10, y: -40), Point(x: 70, y: 10)])
    func aShapeOutsideTheImageIsNotFlattened(origin: Point) async {
        let tally = FlatteningTally()
        var canvas = Canvas(width: 64, height: 32)
        FlatteningTally.$current.withValue(tally) {
            canvas.fill(blob(at: origin), color: .black)
        }
        #expect(tally.shapes == 0)
        #expect(canvas.pixmap.data.allSatisfy { $0 == 0 })
    }

    /// Moved into the image by a transform, or reaching it by one pixel, the same shape is flattened and drawn.
    @Test func aShapeReachingTheImageIsDrawn() async {
        let tally = FlatteningTally()
        var moved = Canvas(width: 64, height: 32)
        var edge = Canvas(width: 64, height: 32)
        FlatteningTally.$current.withValue(tally) {
            moved.fill(blob(at: Point(x: 10, y: 5_000)), color: .black, transform: .translate(x: 0, y: -4_990))
            edge.fill(blob(at: Point(x: 59, y: 10)), color: .black)
        }
        #expect(tally.shapes == 2)
        #expect(moved.pixmap.data.contains { $0 != 0 })
        #expect(edge.pixmap.data.contains { $0 != 0 })
    }
}
