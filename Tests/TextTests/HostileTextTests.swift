@testable import Geometry
import Testing
@testable import Text

/// Issue 14's hostile text: shaping, bidi and line breaking take text from templates as it comes.
/// Each must finish with a result that keeps the typesetter's own invariants (widths add up, lines cover
/// the text, nothing is split inside a cluster). `Tests/CorpusTests/ScriptsHostileTests` runs the same texts
/// through `bezel render` in a child process.
@Suite struct HostileTextTests {
    /// 100,000 combining marks on one base: one grapheme cluster of 100,001 scalars.
    @Test(arguments: ["a" + String(repeating: "\u{301}", count: 100_000), "ب" + String(repeating: "\u{651}", count: 100_000)])
    func hundredThousandCombiningMarks(_ text: String) throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17)
        #expect(text.count == 1)
        let line = typesetter.layout(text, font: font)
        #expect(line.width > 0 && line.width.isFinite)
        #expect(Set(line.glyphs.map(\.characterIndex)) == [0])
        // One cluster cannot be split: it fills its line even when the line is narrower.
        let wrapped = typesetter.wrap(text + " end", font: font, width: 10)
        #expect(wrapped.lines.first?.text == text)
        let cut = typesetter.truncate(text + " more words", font: font, toWidth: line.width + 30)
        #expect(cut.isTruncated && cut.visibleCharacterCount == 1)
    }

    /// A 40,000-character Arabic text is one right-to-left run whose glyphs come last character first: each
    /// glyph's character is found by bisection, where a walk from the run's start cost 200 million steps
    /// (6 s of a release build for one such label of a storyboard). The mapping is the same: every glyph
    /// names the character holding its cluster, last to first along the run.
    @Test func aLongRightToLeftRunMapsItsGlyphsInBoundedTime() throws {
        let typesetter = try standardTypesetter()
        let words = ["مرحبا", "بالعالم", "شدّة", "كتب"]
        var text = ""
        for i in 0..<8_000 { text += words[i % words.count] + " " }
        let clock = ContinuousClock()
        var shaped: ShapedText?
        let elapsed = clock.measure { shaped = typesetter.shape(text, font: TextFont(size: 17)) }
        #expect(elapsed < .seconds(4), "shaping took \(elapsed)")
        let runs = try #require(shaped).runs
        #expect(runs.count == 1 && runs[0].level == 1)
        let characters = runs.flatMap { $0.glyphs.map(\.characterIndex) }
        #expect(characters.first == text.count - 1 && characters.last == 0)
        #expect(zip(characters, characters.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(Set(characters).count == text.count)
    }

    /// A cluster longer than the Stream-Safe Text Format's base and 30 non-starters is shaped as that much:
    /// the same glyphs as its first 31 scalars, so shaping it is bounded however long it is.
    @Test func aClusterIsShapedAsItsFirstThirtyOneScalars() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17)
        let long = typesetter.layout("a" + String(repeating: "\u{301}", count: 500), font: font)
        let capped = typesetter.layout("a" + String(repeating: "\u{301}", count: 30), font: font)
        let shorter = typesetter.layout("a" + String(repeating: "\u{301}", count: 29), font: font)
        #expect(long.glyphs.count == capped.glyphs.count && long.width == capped.width)
        #expect(shorter.glyphs.count < capped.glyphs.count)
    }

    /// Lone surrogates cannot live in a Swift string: decoding replaces them with U+FFFD, which is set like
    /// any other character. Noncharacters and private-use scalars show `.notdef` and measure as such.
    @Test func loneSurrogatesAndInvalidScalars() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17)
        let decoded = String(decoding: [0x0061, 0xD800, 0x0062, 0xDFFF, 0xDC00, 0xD800] as [UInt16], as: UTF16.self)
        #expect(decoded.unicodeScalars.filter { $0.value == 0xFFFD }.count == 4)
        let bytes = String(decoding: [0x61, 0xED, 0xA0, 0x80, 0x62, 0xFF, 0xC0, 0xAF] as [UInt8], as: UTF8.self)
        // Noncharacters (the compiler refuses them in a literal) and a private-use scalar.
        let odd = String(String.UnicodeScalarView([0x78, 0xFFFF, 0x10FFFF, 0xFDD0, 0xE000, 0x79].compactMap(Unicode.Scalar.init)))
        for text in [decoded, bytes, odd] {
            let line = typesetter.layout(text, font: font)
            #expect(line.width.isFinite && line.width > 0, "\(text.unicodeScalars.map(\.value))")
            #expect(abs(typesetter.width(of: text, font: font) - line.width) < 1e-9)
            #expect(typesetter.wrap(text, font: font, width: 20).lines.map(\.text).joined().count <= text.count)
        }
    }

    /// Flags are pairs of regional indicators, which Debian's libunibreak 1.1 aborted on (a failed assertion) in
    /// any wrapped text. They wrap between flags and never inside one: UAX #14's LB30a keeps an even run of
    /// regional indicators together, and a flag is one grapheme cluster.
    @Test func flagsWrapBetweenFlags() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17)
        for text in ["🇯🇵", "a 🇯🇵", "🇯🇵🇫🇷🇩🇪🇮🇹🇬🇧🇺🇸🇯🇵🇫🇷🇩🇪🇮🇹🇬🇧🇺🇸", "Flags 🇯🇵 and 🇫🇷 wrap", "\u{1F1E6}x\u{1F1E6}"] {
            let wrapped = typesetter.wrap(text, font: font, width: 60)
            #expect(!wrapped.lines.isEmpty, "\(text)")
            // Every line holds whole flags: an even number of regional indicators.
            for line in wrapped.lines {
                let indicators = line.text.unicodeScalars.filter { (0x1F1E6...0x1F1FF).contains($0.value) }.count
                if text != "\u{1F1E6}x\u{1F1E6}" { #expect(indicators % 2 == 0, "\(line.text)") }
            }
        }
        let flags = typesetter.wrap(String(repeating: "🇯🇵", count: 12), font: font, width: 60)
        #expect(flags.lines.count > 1 && flags.lines.allSatisfy { $0.text.count >= 1 })
    }

    /// Bidi controls nested 200 deep, past UAX #9's limit of 125 (https://www.unicode.org/reports/tr9/#BD2):
    /// embeddings, overrides and isolates, balanced and not. The levels stay within the limit + 1, and the
    /// controls draw nothing.
    @Test(arguments: [("\u{202B}", "\u{202C}"), ("\u{202E}", "\u{202C}"), ("\u{2067}", "\u{2069}"), ("\u{2066}", "")])
    func bidiControlsNestedTwoHundredDeep(_ open: String, _ close: String) throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17)
        let text = String(repeating: open, count: 200) + "abc שלום 123" + String(repeating: close, count: 200)
        let shaped = typesetter.shape(text, weight: .regular)
        #expect(shaped.runs.allSatisfy { $0.level <= 126 })
        let visible = typesetter.layout("abc שלום 123", font: font)
        let line = typesetter.layout(text, font: font)
        #expect(line.glyphs.count == visible.glyphs.count)
        #expect(abs(line.width - visible.width) < 1e-9)
        let wrapped = typesetter.wrap(text, font: font, width: 30)
        #expect(!wrapped.lines.isEmpty)
    }

    /// A font of a tiny size (a document's `pointSize="1e-300"`, a template's `fontSize: 1e-300`) has a line so short
    /// that a frame holds more of them than an `Int` counts: the count stops at `Int32.max` (no limit, in effect), where
    /// converting it trapped and ended the run with no message.
    @Test func aTinyFontFitsLinesWithoutOverflow() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 1e-300)
        #expect(typesetter.shownLineCount(height: 100, font: font, lines: 0) == Int(Int32.max))
        #expect(typesetter.shownLineCount(height: 100, font: font, lines: 3) == 3)
        let spaced = ParagraphSpacing(lineSpacing: 0, lineHeightMultiple: 1e-300)
        #expect(spaced.lineCount(fitting: 100, natural: 20) == Int(Int32.max))
        let label = typesetter.label("hello world, a label of a tiny font", font: font, size: Size(width: 100, height: 20), lines: 0)
        #expect(!label.lines.isEmpty && label.lines.allSatisfy { $0.width.isFinite })
    }
}
