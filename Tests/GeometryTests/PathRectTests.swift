@testable import Geometry
import Testing

/// `Path.axisAlignedRect` recognises exactly the paths `init(rect:)` makes (the renderer then clips
/// without a mask) and nothing that only looks similar.
@Suite struct PathRectTests {
    @Test(arguments: [
        Rect(x: 0, y: 0, width: 375, height: 812),
        Rect(x: 16.5, y: 20.25, width: 0.5, height: 44),
        Rect(x: -3, y: -7, width: 0, height: 0),
    ])
    func rectanglesComeBack(_ rect: Rect) {
        #expect(Path(rect: rect).axisAlignedRect == rect)
    }

    @Test func otherShapesAreNotRectangles() {
        #expect(Path(continuousRoundedRect: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10).axisAlignedRect == nil)
        var twoRects = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        twoRects.append(Path(rect: Rect(x: 20, y: 0, width: 10, height: 10)))
        #expect(twoRects.axisAlignedRect == nil)
        // Four points and a close, but a parallelogram.
        var skewed = Path()
        skewed.move(to: Point(x: 0, y: 0))
        skewed.line(to: Point(x: 10, y: 0))
        skewed.line(to: Point(x: 12, y: 10))
        skewed.line(to: Point(x: 2, y: 10))
        skewed.close()
        #expect(skewed.axisAlignedRect == nil)
        #expect(Path().axisAlignedRect == nil)
    }
}
