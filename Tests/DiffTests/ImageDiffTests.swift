@testable import PNG
@testable import Raster
import Testing
import TestSupport
@testable import Diff

@Suite struct ImageDiffTests {
    static func solid(_ width: Int, _ height: Int, _ color: RGBA) -> StraightImage {
        var image = StraightImage(width: width, height: height)!
        for y in 0..<height { for x in 0..<width { image[x, y] = color } }
        return image
    }

    @Test func exactModeCountsEveryChangedByte() {
        let base = Self.solid(40, 30, RGBA(r: 10, g: 20, b: 30))
        var changed = base
        // One channel off by one counts; so does alpha alone.
        changed[3, 4] = RGBA(r: 11, g: 20, b: 30)
        changed[39, 29] = RGBA(r: 10, g: 20, b: 30, a: 254)
        let result = ImageDiff.compare(base, changed)
        #expect(result.differentPixels == 2)
        #expect(result.totalPixels == 1200)
        #expect(!result.identical)
        #expect(ImageDiff.compare(base, base).identical)
    }

    /// Exact mode agrees with a naive per-pixel loop on random edits, for every row position.
    @Test func exactModeMatchesANaiveCount() {
        var random = SplitMix64(state: 42)
        let base = Self.solid(67, 41, RGBA(r: 200, g: 100, b: 50))
        for trial in 0..<20 {
            var changed = base
            for _ in 0..<(trial * 7) {
                let x = Int(random.next() % 67), y = Int(random.next() % 41)
                changed[x, y] = RGBA(r: UInt8(truncatingIfNeeded: random.next()), g: 100, b: 50)
            }
            var naive = 0
            for y in 0..<41 { for x in 0..<67 where base[x, y] != changed[x, y] { naive += 1 } }
            let result = ImageDiff.compare(base, changed)
            #expect(result.differentPixels == naive)
            #expect(result.regions.map(\.differentPixels).reduce(0, +) == naive)
            // Drawing the diff image takes the per-pixel loop; counting alone takes the per-cell one.
            let drawn = ImageDiff.compare(base, changed, drawImage: true)
            #expect(drawn.differentPixels == naive)
            #expect(drawn.regions == result.regions)
        }
    }

    @Test func differentSizesAreAResultNotACrash() {
        let result = ImageDiff.compare(Self.solid(10, 20, .white), Self.solid(20, 10, .white), drawImage: true)
        #expect(!result.sizesMatch)
        #expect(result.sizeA == PixelSize(width: 10, height: 20))
        #expect(result.sizeB == PixelSize(width: 20, height: 10))
        #expect(!DiffTolerance.ratio(1).accepts(result))
        let text = DiffReport.text(result, options: .exact, tolerance: .none)
        #expect(text == "different sizes: first is 10×20, second is 20×10\n")
    }

    /// Changes within one 32-pixel cell of each other merge (8-way); farther ones stay apart.
    @Test func nearbyChangesMergeIntoOneRegion() {
        let base = Self.solid(100, 100, .white)
        var changed = base
        changed[31, 31] = .black   // cell (0, 0)
        changed[32, 32] = .black   // cell (1, 1): diagonal neighbour
        changed[90, 10] = .black   // cell (2, 0): not adjacent to (0, 0), adjacent to (1, 1)
        #expect(ImageDiff.compare(base, changed).regions == [
            PixelRegion(x: 31, y: 10, width: 60, height: 23, differentPixels: 3),
        ])
    }

    @Test func regionsAreBoundingBoxesOfSeparateClusters() {
        var changed = Self.solid(200, 100, .white)
        let base = changed
        for y in 10..<20 { for x in 5..<15 { changed[x, y] = .black } }      // 100 pixels
        for y in 60..<62 { for x in 150..<190 { changed[x, y] = .black } }   // 80 pixels
        changed[199, 99] = .black                                          // 3 cells (96 px) below the band
        let result = ImageDiff.compare(base, changed)
        #expect(result.regions == [
            PixelRegion(x: 5, y: 10, width: 10, height: 10, differentPixels: 100),
            PixelRegion(x: 150, y: 60, width: 40, height: 2, differentPixels: 80),
            PixelRegion(x: 199, y: 99, width: 1, height: 1, differentPixels: 1),
        ])
    }

    /// Fully transparent pixels whose hidden colour differs are different bytes (exact)
    /// but the same picture (perceptual: pixelmatch blends them to the same background).
    @Test func hiddenColourOfTransparentPixels() {
        let a = Self.solid(8, 8, RGBA(r: 0, g: 0, b: 0, a: 0))
        let b = Self.solid(8, 8, RGBA(r: 255, g: 9, b: 9, a: 0))
        #expect(ImageDiff.compare(a, b).differentPixels == 64)
        #expect(ImageDiff.compare(a, b, options: DiffOptions(threshold: 0)).differentPixels == 0)
    }

    /// Half-transparent white against opaque white: the same over white (checkerboard off), but
    /// pixelmatch's checkerboard puts grey 48 behind pixel 0, so the blend is 103 levels darker:
    /// ΔY = (255·128 − 255·255 − 48·(128 − 255)) / 255 ≈ −103.1, Δ ≈ 5370.5 (with I and Q) > 35215 · 0.1².
    @Test func translucentPixelsBlendOverTheCheckerboardOrWhite() {
        let a = Self.solid(1, 1, RGBA(r: 255, g: 255, b: 255, a: 128))
        let b = Self.solid(1, 1, .white)
        #expect(ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.1)).differentPixels == 1)
        #expect(ImageDiff.compare(a, b, options: DiffOptions(threshold: 0.1, checkerboard: false)).differentPixels == 0)
        // Just above and below the computed distance.
        #expect(ImageDiff.compare(a, b, options: DiffOptions(threshold: (5370.0 / 35215).squareRoot())).differentPixels == 1)
        #expect(ImageDiff.compare(a, b, options: DiffOptions(threshold: (5373.0 / 35215).squareRoot())).differentPixels == 0)
    }

    @Test func premultipliedPixmapsCompareByTheirStraightValues() {
        var a = Pixmap(width: 4, height: 4)
        var b = Pixmap(width: 4, height: 4)
        a[1, 1] = RGBA(r: 100, g: 50, b: 0, a: 128)
        b[1, 1] = RGBA(r: 100, g: 50, b: 0, a: 128)
        #expect(ImageDiff.compare(a, b).identical)
        b[2, 2] = RGBA(r: 1, g: 1, b: 1, a: 1)
        #expect(ImageDiff.compare(a, b).differentPixels == 1)
    }

    @Test func toleranceByCountAndRatio() {
        let result = DiffResult(sizeA: PixelSize(width: 10, height: 10), sizeB: PixelSize(width: 10, height: 10),
                                differentPixels: 5, totalPixels: 100)
        #expect(DiffTolerance.pixels(5).accepts(result))
        #expect(!DiffTolerance.pixels(4).accepts(result))
        #expect(DiffTolerance.ratio(0.05).accepts(result))
        #expect(!DiffTolerance.ratio(0.049).accepts(result))
        #expect(!DiffTolerance.none.accepts(result))
    }

    @Test func fixedDecimalsRoundHalfUp() {
        #expect(FixedDecimal.format(1, over: 3, digits: 4) == "0.3333")
        #expect(FixedDecimal.format(2, over: 3, digits: 4) == "0.6667")
        #expect(FixedDecimal.format(143, over: 131_072, digits: 6) == "0.001091")
        #expect(FixedDecimal.format(5, over: 5, digits: 2) == "1.00")
    }
}

