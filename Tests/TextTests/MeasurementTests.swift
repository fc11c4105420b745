import Testing
@testable import Text

@Suite struct MeasurementTests {
    /// Width is the sum of hmtx advances scaled by size / unitsPerEm, with the advances read
    /// independently from the font tables, plus San Francisco's tracking between the characters (the
    /// HIG's value at each size, 1/1000 em: 17 pt −26, 11 pt +6, 16 pt −20, 12 pt 0, 13 pt −6), up to the 17 pt
    /// where the system font starts to move to its Display design (`DisplayDesignTests` has the sizes above).
    /// (Unkerned: kerning is checked against hb-shape in `HarfBuzzAgreementTests`.)
    @Test(arguments: [("Hello", 17.0, -26.0), ("Hello", 11.0, 6), ("AV", 16.0, -20), ("[…]", 12.0, 0), ("Oil", 13.0, -6)])
    func widthIsScaledAdvances(text: String, size: Double, trackingPerMille: Double) throws {
        let typesetter = Typesetter(chain: try standardTypesetter().chain, kerning: false)
        let units = text.reduce(0) { $0 + FontFacts.advances[$1]! }
        let expected = Double(units) * size / Double(FontFacts.interUnitsPerEm)
            + Double(text.count - 1) * trackingPerMille * size / 1000
        let width = typesetter.width(of: text, font: TextFont(size: size))
        #expect(abs(width - expected) < 1e-9)
        #expect(typesetter.layout(text, font: TextFont(size: size)).width == width)
    }

    /// A width is kept for the process (`WidthCache`) under its text, font, kerning and chain: the same text
    /// measured by a kerning and a non-kerning typesetter, at two sizes and two weights, in turn, is each time
    /// what setting the line gives (a key that left one of them out would hand one answer to the other).
    @Test func keptWidthsAreApartByFontAndKerning() throws {
        let kerned = try standardTypesetter()
        let plain = Typesetter(chain: kerned.chain, kerning: false)
        let fonts = [TextFont(size: 17), TextFont(size: 34), TextFont(size: 17, weight: .bold)]
        var widths: Set<Double> = []
        for _ in 0..<2 {
            for typesetter in [kerned, plain] {
                for font in fonts {
                    let width = typesetter.width(of: "AVATAR", font: font)
                    #expect(width == typesetter.layout("AVATAR", font: font).width)
                    widths.insert(width)
                }
            }
        }
        // Six distinct answers: kerning pulls "AV" together, and each size and weight has its own advances.
        #expect(widths.count == 6)
    }

    /// For every sample label and weight, the glyph advances and the tracking between characters add up
    /// to the measured width, and glyphs sit end to end but for the tracking at each new character (no
    /// kerning applies with these fonts).
    @Test func advancesSumToWidth() throws {
        let typesetter = try standardTypesetter()
        for weight in FontWeight.allCases {
            let font = TextFont(size: 17, weight: weight)
            for text in SampleText.labels {
                let line = typesetter.layout(text, font: font)
                let sum = line.glyphs.reduce(0) { $0 + $1.advance }
                let gaps = Set(line.glyphs.map(\.characterIndex)).count - 1
                #expect(abs(sum + Double(gaps) * font.tracking - line.width) < 1e-9, "\(text)")
                #expect(abs(typesetter.width(of: text, font: font) - line.width) < 1e-9)
                var x = 0.0
                var character = line.glyphs.first?.characterIndex
                for glyph in line.glyphs {
                    if glyph.characterIndex != character { x += font.tracking }
                    character = glyph.characterIndex
                    #expect(abs(glyph.x - x) < 1e-9)
                    x += glyph.advance
                }
            }
        }
    }

    /// Inter (4.0 beta 7, Debian) has no `kern` table, only GPOS kerning, which only a shaper applies. With
    /// HarfBuzz, "AV" is set tighter than A + V by Inter's GPOS pair value: A's advance 1904 becomes 1712
    /// (`hb-shape --font-file=Inter-Regular.otf --unicodes=U+0041,U+0056`); without kerning it is exactly A + V.
    @Test func interKerningIsGPOSOnlyAndHarfBuzzAppliesIt() throws {
        let typesetter = try standardTypesetter()
        for face in [typesetter.chain.regular, typesetter.chain.bold] { #expect(!face.hasKerningTable, "\(face.name)") }
        // A family other than the system font, so that no tracking stands between the two letters.
        let font = TextFont(size: 34, isSystemFont: false)
        let apart = typesetter.width(of: "A", font: font) + typesetter.width(of: "V", font: font)
        #expect(abs(typesetter.width(of: "AV", font: font) - (apart - Double(1904 - 1712) * 34 / 2816)) < 1e-9)
        let unkerned = Typesetter(chain: typesetter.chain, kerning: false)
        #expect(unkerned.width(of: "AV", font: font) == apart)
    }

    @Test func fallbackPerCharacter() throws {
        let typesetter = try standardTypesetter()
        let line = typesetter.layout("Safe 安全区域 Area", font: TextFont(size: 17))
        let roles = line.glyphs.map(\.role)
        #expect(roles.filter { $0 == .fallback }.count == 4)
        #expect(roles.prefix(5).allSatisfy { $0 == .primary(.regular) })  // "Safe "
        #expect(line.usesFallback && !line.hasMissingGlyphs)
        // The system font's line box stays San Francisco's: its Chinese fallback does not raise it
        // (docs/research/ib-defaults.md §171). In another family the box grows to hold Droid's taller ascender (267/256 em).
        #expect(line.metrics == typesetter.metrics(for: TextFont(size: 17)))
        let named = typesetter.layout("Safe 安全区域 Area", font: TextFont(size: 17, isSystemFont: false))
        #expect(named.metrics.ascender == 17.0 * 267 / 256)
        // Every CJK character of the seeds' Chinese titles is covered by the chain.
        for text in SampleText.chinese {
            let set = typesetter.layout(text, font: TextFont(size: 15))
            #expect(!set.hasMissingGlyphs, "\(text)")
        }
    }

    @Test func missingCharactersShowNotdefAndControlsDrawNothing() throws {
        let typesetter = try standardTypesetter()
        let line = typesetter.layout("a\u{10FFFD}b\u{200D}\u{7}c", font: TextFont(size: 17))
        #expect(line.glyphs.map(\.glyph).contains(0))
        #expect(line.glyphs.count == 4)  // a, .notdef, b, c: the joiner and the bell draw nothing
        #expect(line.hasMissingGlyphs)
    }

    /// Lines are set at UIKit's system-font metrics, not Inter's: `UIFont.systemFont(ofSize: 15).lineHeight`
    /// is 17.900391 (https://codewithsundeep.com/discussion/solution/33278645) and at 20 pt the ascender
    /// is 19.04… and the descender −4.82… (https://arcovv.github.io/ios/2016/10/01/ios-font-study.md.html).
    @Test func lineMetricsAreTheSystemFontsAsUIKitReportsThem() throws {
        let typesetter = try standardTypesetter()
        #expect(abs(typesetter.metrics(for: TextFont(size: 15)).lineHeight - 17.900391) < 1e-6)
        let twenty = typesetter.metrics(for: TextFont(size: 20))
        #expect(String(twenty.ascender).hasPrefix("19.04"))
        #expect(String(-twenty.descender).hasPrefix("4.82"))
        for size in [10.0, 17.0, 34.0] {
            let metrics = typesetter.metrics(for: TextFont(size: size, weight: .bold))
            #expect(metrics.lineHeight == metrics.ascender - metrics.descender)
            #expect(metrics.leading == 0)
        }
    }
}

/// Texts from the seeds and typical iOS labels.
enum SampleText {
    static let labels = [
        "Settings", "Cancel", "Done", "Edit Profile", "Load more comments…", "Notifications",
        "Privacy & Security", "9:41", "Khu vực an toàn", "Hướng dẫn bố cục", "Ünïcödé", "iPhone X Safe Area",
    ]
    /// From seed 000 (Traditional) and common Simplified UI words.
    static let chinese = ["安全區域", "頁面內容不能超出安全區域", "底部導航欄", "设置", "通知", "加载更多评论"]
}
