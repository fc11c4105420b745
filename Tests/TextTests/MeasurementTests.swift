import Testing
@testable import Text

@Suite struct MeasurementTests {
    /// Width is the sum of hmtx advances scaled by size / unitsPerEm, with the advances read
    /// independently from the font tables.
    @Test(arguments: [("Hello", 17.0), ("Hello", 11.0), ("AV", 34.0), ("[…]", 12.0), ("Oil", 28.0)])
    func widthIsScaledAdvances(text: String, size: Double) throws {
        let typesetter = try standardTypesetter()
        let units = text.reduce(0) { $0 + FontFacts.advances[$1]! }
        let expected = Double(units) * size / Double(FontFacts.interUnitsPerEm)
        let width = typesetter.width(of: text, font: TextFont(size: size))
        #expect(abs(width - expected) < 1e-9)
        #expect(typesetter.layout(text, font: TextFont(size: size)).width == width)
    }

    /// For every sample label and weight, the glyph advances add up to the measured width and
    /// glyphs sit end to end (no kerning applies with these fonts).
    @Test func advancesSumToWidth() throws {
        let typesetter = try standardTypesetter()
        for weight in FontWeight.allCases {
            for text in SampleText.labels {
                let line = typesetter.layout(text, font: TextFont(size: 17, weight: weight))
                let sum = line.glyphs.reduce(0) { $0 + $1.advance }
                #expect(abs(sum - line.width) < 1e-9, "\(text)")
                #expect(abs(typesetter.width(of: text, font: TextFont(size: 17, weight: weight)) - line.width) < 1e-9)
                var x = 0.0
                for glyph in line.glyphs {
                    #expect(abs(glyph.x - x) < 1e-9)
                    x += glyph.advance
                }
            }
        }
    }

    /// Inter (4.0 beta 7, Debian) has no `kern` table, only GPOS kerning, which Bezel does not apply:
    /// "AV" is exactly A + V. Shaped text (UIKit, a browser) would set "AV" tighter.
    @Test func interKerningIsGPOSOnlySoItIsNotApplied() throws {
        let typesetter = try standardTypesetter()
        for face in typesetter.chain.faces { #expect(!face.hasKerningTable, "\(face.name)") }
        let font = TextFont(size: 34)
        #expect(typesetter.width(of: "AV", font: font) == typesetter.width(of: "A", font: font) + typesetter.width(of: "V", font: font))
    }

    @Test func fallbackPerCharacter() throws {
        let typesetter = try standardTypesetter()
        let line = typesetter.layout("Safe 安全区域 Area", font: TextFont(size: 17))
        let roles = line.glyphs.map(\.role)
        #expect(roles.filter { $0 == .fallback }.count == 4)
        #expect(roles.prefix(5).allSatisfy { $0 == .primary(.regular) })  // "Safe "
        #expect(line.usesFallback && !line.hasMissingGlyphs)
        // The line box grows to hold Droid's taller ascender (267/256 em against Inter's 2728/2816).
        #expect(line.metrics.ascender == 17.0 * 267 / 256)
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
