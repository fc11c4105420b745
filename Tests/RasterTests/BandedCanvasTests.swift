#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import Geometry
import Testing
@testable import Raster

/// A canvas drawn in bands (issue 16) gives every row the bytes of the same calls on a whole canvas: fills
/// and strokes across many bands, a star whose many edges mostly miss each band, clips, a cached fill, a
/// bitmap; with every fill's edges kept from band to band, and with none kept (a memo past its byte limit).
@Suite struct BandedCanvasTests {
    static let width = 97, height = 301

    /// The same drawing calls on any canvas; `cache` is used for the outline drawn through it.
    static func draw(on canvas: inout Canvas, cache: CoverageCache) {
        let transform = AffineTransform(a: 1.37, b: 0, c: 0, d: 1.37, tx: 0.4, ty: -2.6)
        var star = Path()
        for i in 0..<120 {
            let angle = Double(i) * .pi / 60
            let radius = i % 2 == 0 ? 100.0 : 17.3
            let p = Point(x: 35 + radius * 0.3 * cos(angle), y: 110 + radius * sin(angle))
            if i == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.close()
        canvas.fill(star, color: RGBA(r: 200, g: 40, b: 90, a: 200), rule: .evenOdd, transform: transform)
        let body = Path(continuousRoundedRect: Rect(x: 3.2, y: 4.1, width: 62.5, height: 205.3), cornerRadius: 17.5)
        canvas.stroke(body, style: StrokeStyle(width: 2.5), color: RGBA(r: 20, g: 20, b: 30), transform: transform, cache: cache)
        let clip = canvas.clip(filling: Path(continuousRoundedRect: Rect(x: 10, y: 30, width: 50, height: 150), cornerRadius: 12), transform: transform)
        canvas.fill(Path(rect: Rect(x: 0, y: 0, width: 70, height: 220)), color: RGBA(r: 30, g: 160, b: 220, a: 120), transform: transform, clip: clip)
        canvas.fill(Path(rect: Rect(x: 12.3, y: 150.7, width: 33.1, height: 0.4)), color: .black, transform: transform)
        var image = Pixmap(width: 3, height: 2)
        for i in stride(from: 0, to: image.data.count, by: 4) { image.data.replaceSubrange(i..<(i + 4), with: [UInt8(i * 10 % 256), 90, 160, 255]) }
        canvas.draw(image, in: Rect(x: 20.5, y: 60.25, width: 30, height: 41), transform: transform, clip: clip)
    }

    @Test(arguments: [1, 13, 64, 300], [0, 64 << 20])
    func bandsAreTheWholeCanvasRows(bandHeight: Int, memoBytes: Int) {
        var whole = Canvas(width: Self.width, height: Self.height, background: RGBA(r: 250, g: 248, b: 240))
        Self.draw(on: &whole, cache: CoverageCache())
        let cache = CoverageCache()
        var banded = Canvas(
            width: Self.width, height: Self.height, bandHeight: bandHeight, background: RGBA(r: 250, g: 248, b: 240),
            memo: BandMemo(byteLimit: memoBytes))
        var rows: [UInt8] = []
        var top = 0
        while top < Self.height {
            let band = top..<min(Self.height, top + bandHeight)
            banded.startBand(band)
            Self.draw(on: &banded, cache: cache)
            rows.append(contentsOf: banded.pixmap.data.prefix(band.count * Self.width * 4))
            top = band.upperBound
        }
        // The first differing byte, not two images, in the message.
        #expect(rows.count == whole.pixmap.data.count)
        let differing: Int? = rows.count == whole.pixmap.data.count ? rows.indices.first { rows[$0] != whole.pixmap.data[$0] } : 0
        #expect(differing == nil, "bands of \(bandHeight) rows, memo limit \(memoBytes): first differing byte \(differing ?? -1)")
    }
}
