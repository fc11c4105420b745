@testable import Geometry
import Testing
@testable import Text

@Suite struct GlyphOutlineTests {
    /// Contour counts follow from the letter shapes: 'O' and 'o' an outer and an inner ring,
    /// 'i' a stem and a dot, 'l' one stem, a space none.
    @Test(arguments: [("O", 2), ("o", 2), ("i", 2), ("l", 1), (" ", 0), ("H", 1), ("B", 3), ("8", 3)])
    func contourCounts(character: String, contours: Int) throws {
        let face = try standardTypesetter().chain.regular
        let glyph = face.glyph(try #require(face.glyphIndex(for: character.unicodeScalars.first!)))
        #expect(glyph.contourCount == contours)
        let closes = glyph.outline.elements.filter { $0 == .close }.count
        #expect(closes == contours)
    }

    /// 'O' stands on the baseline and reaches cap height, with the small overshoot round letters have;
    /// y is flipped, so it lies above the baseline at negative y.
    @Test func boundsOfO() throws {
        let face = try standardTypesetter().chain.regular
        let glyph = face.glyph(try #require(face.glyphIndex(for: "O")))
        let bounds = glyph.outline.controlBounds
        let cap = Double(FontFacts.interCapHeight)
        #expect(bounds.maxY > 0 && bounds.maxY < 0.03 * cap)  // overshoot below the baseline
        #expect(-bounds.minY > cap && -bounds.minY < 1.03 * cap)  // overshoot above cap height
        #expect(bounds.minX > 0 && bounds.maxX < Double(glyph.advance))  // side bearings
        #expect(glyph.advance == FontFacts.advances["O"])
    }

    @Test func cjkComesFromTheFallbackFont() throws {
        let typesetter = try standardTypesetter()
        let line = typesetter.layout("中", font: TextFont(size: 17))
        #expect(line.glyphs.count == 1)
        #expect(line.glyphs.first?.role == .fallback)
        #expect(line.glyphs.first?.glyph == FontFacts.droidZhongGlyph)
        #expect(line.width == 17)  // one em: 256 of 256 units
        let glyph = typesetter.chain.fallback.glyph(FontFacts.droidZhongGlyph)
        #expect(glyph.contourCount >= 2)
        let bounds = typesetter.path(of: line, at: Point(x: 10, y: 100)).controlBounds
        #expect(bounds.minX >= 10 && bounds.maxX <= 27 && bounds.maxY <= 100 + 17 * 68 / 256 && bounds.minY >= 100 - 17)
    }

    /// The outline of a label is a pure function of its input: two separately loaded chains,
    /// and many threads at once, give equal paths.
    @Test func pathsAreDeterministicAcrossLoadsAndThreads() async throws {
        let shared = try standardTypesetter()
        let fresh = Typesetter(chain: try FontChain(locator: .environment))
        let text = "Settings 设置 Ünïcödé …"
        let font = TextFont(size: 17, weight: .semibold)
        let expected = shared.path(of: text, font: font, at: Point(x: 16, y: 44))
        #expect(!expected.isEmpty)
        #expect(fresh.path(of: text, font: font, at: Point(x: 16, y: 44)) == expected)
        let results = await withTaskGroup(of: Path.self) { group in
            for _ in 0..<8 { group.addTask { fresh.path(of: text, font: font, at: Point(x: 16, y: 44)) } }
            var paths: [Path] = []
            for await path in group { paths.append(path) }
            return paths
        }
        #expect(results.allSatisfy { $0 == expected })
    }

    /// Scaling is exact arithmetic: the path of "i" at 17 pt is the font-unit outline times 17/2816.
    @Test func pathIsTheScaledOutline() throws {
        let typesetter = try standardTypesetter()
        let face = typesetter.chain.regular
        let glyph = face.glyph(try #require(face.glyphIndex(for: "i")))
        let scale = 17.0 / Double(FontFacts.interUnitsPerEm)
        let expected = glyph.outline.applying(AffineTransform.scale(scale).then(.translate(x: 5, y: 30)))
        #expect(typesetter.path(of: "i", font: TextFont(size: 17), at: Point(x: 5, y: 30)) == expected)
    }
}
