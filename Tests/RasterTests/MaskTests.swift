@testable import Geometry
import Testing
@testable import Raster

/// The mask keeps each row's extent, opaque run and partial values instead of a byte per canvas pixel
/// (issue 16). The reference here is the dense coverage the mask used to hold: the same path filled in
/// opaque white on a clear canvas, whose alpha is the fill's coverage (source-over onto nothing stores
/// the scaled colour, `Compositing.over`).
@Suite struct MaskTests {
    /// A display's outline as `DeviceArt` makes it: a continuous rounded rectangle with a capsule (the
    /// Dynamic Island) cut out by the even-odd rule, at odd sizes and fractional scales and offsets.
    static let shapes: [(width: Int, height: Int, path: Path, transform: AffineTransform)] = [
        (61, 97, outline(Rect(x: 3.3, y: 2.7, width: 51.1, height: 89.9), radius: 13.7), .identity),
        (127, 211, outline(Rect(x: 5, y: 7.5, width: 39.5, height: 66.25), radius: 9.2), .scale(2.63)),
        (33, 40, outline(Rect(x: -4.5, y: 1.25, width: 30, height: 44), radius: 11), .scale(1.17)),
        (90, 45, Path(continuousRoundedRect: Rect(x: 10.4, y: 3.6, width: 70.1, height: 38.3), cornerRadius: 19), .scale(1)),
    ]

    static func outline(_ rect: Rect, radius: Double) -> Path {
        var path = Path(continuousRoundedRect: rect, cornerRadius: radius)
        path.append(Path(capsuleIn: Rect(x: rect.midX - rect.width / 6, y: rect.minY + 2.5, width: rect.width / 3, height: 5.3)))
        return path
    }

    /// The coverage of `path` as a canvas of opaque white records it: one value per pixel.
    static func denseCoverage(_ width: Int, _ height: Int, _ path: Path, _ transform: AffineTransform) -> [[UInt8]] {
        var canvas = Canvas(width: width, height: height)
        canvas.fill(path, color: .white, rule: .evenOdd, transform: transform)
        return (0..<height).map { y in (0..<width).map { x in canvas.pixmap[x, y].a } }
    }

    /// Every pixel, the bounds and each row's widest run of full coverage match the dense coverage.
    @Test(arguments: 0..<shapes.count)
    func maskHoldsTheFillsCoverage(_ index: Int) {
        let (width, height, path, transform) = Self.shapes[index]
        let mask = Mask(width: width, height: height, filling: path, transform: transform, rule: .evenOdd)
        let dense = Self.denseCoverage(width, height, path, transform)
        var mismatches = 0
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<height {
            for x in 0..<width where mask[x, y] != dense[y][x] { mismatches += 1 }
            for x in 0..<width where dense[y][x] != 0 {
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x + 1), max(maxY, y + 1))
            }
            #expect(mask.opaqueRuns[y] == Self.widestFullRun(dense[y]), "row \(y)")
        }
        #expect(mismatches == 0)
        #expect(mask.bounds == PixelBounds(minX: minX, minY: minY, maxX: maxX, maxY: maxY))
        #expect(mask[-1, 0] == 0 && mask[width, 0] == 0 && mask[0, height] == 0)
        // Far smaller than a byte per pixel: only the partial coverage is kept.
        #expect(mask.storedValues < width * height / 2)
    }

    /// The first of the widest runs of 255 in a row: each value below 255 (and the row's end) closes the
    /// run since the last one.
    static func widestFullRun(_ row: [UInt8]) -> Range<Int> {
        var best = 0..<0, runStart = 0
        for x in 0...row.count where x == row.count || row[x] != 255 {
            if x - runStart > best.count { best = runStart..<x }
            runStart = x + 1
        }
        return best
    }

    /// An intersection holds the rounded product of the two coverages at every pixel.
    @Test func intersectionMultipliesEveryPixel() {
        let (width, height, path, transform) = Self.shapes[1]
        let circle = Path(circleAt: Point(x: 30.5, y: 21.2), radius: 24.9)
        let a = Mask(width: width, height: height, filling: path, transform: transform, rule: .evenOdd)
        let b = Mask(width: width, height: height, filling: circle, transform: transform)
        let both = a.intersection(b)
        let denseA = Self.denseCoverage(width, height, path, transform)
        var circleCanvas = Canvas(width: width, height: height)
        circleCanvas.fill(circle, color: .white, transform: transform)
        var mismatches = 0
        for y in 0..<height {
            var row = [UInt8](repeating: 0, count: width)
            for x in 0..<width {
                let p = UInt32(denseA[y][x]), q = UInt32(circleCanvas.pixmap[x, y].a)
                row[x] = UInt8((p * q + 127) / 255)
                if both[x, y] != row[x] { mismatches += 1 }
            }
            #expect(both.opaqueRuns[y] == Self.widestFullRun(row), "row \(y)")
        }
        #expect(mismatches == 0)
        #expect(both == b.intersection(a))
        #expect(both != a)
    }

    /// Drawing through the mask scales each pixel by its value: an opaque fill of the whole canvas
    /// leaves the mask itself in the alpha channel, and a translucent shape its coverage times the mask's.
    @Test(arguments: 0..<shapes.count)
    func fillsThroughTheMaskAreScaledByIt(_ index: Int) {
        let (width, height, path, transform) = Self.shapes[index]
        let dense = Self.denseCoverage(width, height, path, transform)
        var canvas = Canvas(width: width, height: height)
        let clip = canvas.clip(filling: path, transform: transform, rule: .evenOdd)
        canvas.fillRect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), color: .black, clip: clip)
        var mismatches = 0
        for y in 0..<height {
            for x in 0..<width where canvas.pixmap[x, y].a != dense[y][x] { mismatches += 1 }
        }
        #expect(mismatches == 0)

        // Full coverage (255) times a translucent alpha of 200, times the mask's value.
        var translucent = Canvas(width: width, height: height)
        translucent.fillRect(
            Rect(x: 0, y: 0, width: Double(width), height: Double(height)), color: RGBA(r: 0, g: 0, b: 0, a: 200), clip: clip)
        mismatches = 0
        for y in 0..<height {
            for x in 0..<width where translucent.pixmap[x, y].a != UInt8((200 * UInt32(dense[y][x]) + 127) / 255) {
                mismatches += 1
            }
        }
        #expect(mismatches == 0)
    }

    /// A mask without pixels (a canvas of zero width or height) is made, compared and read without a fault.
    @Test func emptyMasksHoldNothing() {
        let path = Self.outline(Rect(x: 0, y: 0, width: 40, height: 40), radius: 8)
        for (width, height) in [(0, 30), (30, 0), (0, 0)] {
            let mask = Mask(width: width, height: height, filling: path, rule: .evenOdd)
            #expect(mask == Mask(width: width, height: height))
            #expect(mask.bounds.isEmpty)
            #expect(mask[0, 0] == 0)
            #expect(mask.intersection(mask) == mask)
        }
    }
}
