@testable import Geometry
import Testing
@testable import Raster

/// A drawing with every kind of operation: curves, both fill rules, strokes with dashes, clips, alpha.
func sampleDrawing() -> Pixmap {
    var canvas = Canvas(width: 390, height: 844, background: RGBA(r: 242, g: 242, b: 247))
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    let clip = canvas.clip(filling: Path(continuousRoundedRect: screen, cornerRadius: 47.33))
    canvas.fillRect(Rect(x: 0, y: 0, width: 390, height: 100), color: RGBA(r: 255, g: 255, b: 255), clip: clip)
    for row in 0..<12 {
        let y = 110 + Double(row) * 44.3
        canvas.fill(
            Path(roundedRect: Rect(x: 16, y: y, width: 358, height: 40), cornerRadius: 10),
            color: RGBA(r: 255, g: 255, b: 255), clip: clip)
        canvas.stroke(
            line(Point(x: 32, y: y + 40), Point(x: 374, y: y + 40)), style: StrokeStyle(width: 0.33),
            color: RGBA(r: 60, g: 60, b: 67, a: 74), clip: clip)
    }
    var island = Path(rect: screen)
    island.append(Path(capsuleIn: Rect(x: 132, y: 11, width: 126, height: 37)))
    canvas.fill(island, color: RGBA(r: 255, g: 0, b: 0, a: 40), rule: .evenOdd, clip: clip)
    canvas.stroke(
        Path(ellipseIn: Rect(x: 50, y: 300, width: 290, height: 200)),
        style: StrokeStyle(width: 3, join: .round, cap: .round, dashes: [12, 6, 2, 6], dashPhase: 3),
        color: RGBA(r: 0, g: 122, b: 255, a: 200), transform: .translate(x: 0.3, y: 0.7), clip: clip)
    canvas.fill(
        NotchOutline(centerX: 195, width: 160, height: 30, topFilletRadius: 6, bottomCornerRadius: 20).path,
        color: .black)
    return canvas.pixmap
}

@Suite struct DeterminismTests {
    @Test func sameDrawingTwiceGivesIdenticalBytes() {
        let first = sampleDrawing(), second = sampleDrawing()
        #expect(differingBytes(first, second) == 0)
        // And it drew something: neither blank nor a single colour.
        #expect(Set(first.data).count > 100)
    }

    /// Reusing one canvas's scratch buffers gives the same bytes as a fresh canvas.
    @Test func scratchReuseDoesNotLeak() {
        let shapes = [
            Path(circleAt: Point(x: 40, y: 40), radius: 33.3),
            Path(continuousRoundedRect: Rect(x: 5.5, y: 7.25, width: 70, height: 60), cornerRadius: 12),
            Path(capsuleIn: Rect(x: 3, y: 30, width: 74, height: 11.5)),
        ]
        var reused = Canvas(width: 80, height: 80)
        for shape in shapes {
            reused.fill(shape, color: RGBA(r: 0, g: 0, b: 0, a: 100))
        }
        var fresh = Pixmap(width: 80, height: 80)
        for shape in shapes {
            var canvas = Canvas(pixmap: fresh)
            canvas.fill(shape, color: RGBA(r: 0, g: 0, b: 0, a: 100))
            fresh = canvas.pixmap
        }
        #expect(differingBytes(reused.pixmap, fresh) == 0)
    }
}
