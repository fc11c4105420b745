@testable import Geometry
import Testing
@testable import Text

/// Text cut at what its frame can show before it is shaped (`Typesetter.shownPart`): the work a label, a
/// one-line title or a text view costs is bounded by its frame, counted in characters shaped
/// (`ShapingTally`), and what is drawn is what the whole text gives (the uncut calls are the reference).
@Suite struct TextCutTests {
    static let words = ["the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "ünïcödé", "WWW", "iii", "—", "1234"]

    /// Deterministic text of about `count` characters: words from `vocabulary` joined by `separator` (every
    /// 13th by a line break when `breaks`).
    static func text(_ count: Int, vocabulary: [String] = words, breaks: Bool = false, seed: Int = 1) -> String {
        var result = ""
        var state = UInt64(seed)
        var index = 0
        while result.count < count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            result += vocabulary[Int(state >> 33) % vocabulary.count]
            index += 1
            result += breaks && index % 13 == 0 ? "\n" : " "
        }
        return result
    }

    static func shaped<T>(_ body: () -> T) -> (T, Int) {
        let tally = ShapingTally()
        let result = ShapingTally.$current.withValue(tally) { body() }
        return (result, tally.characters)
    }

    /// A 20,000-character label in a 100 × 20 frame shapes a few hundred characters, not 20,000, and shows
    /// what the whole text shows: its first line cut with "…".
    @Test func aLongLabelInASmallFrameShapesAFewHundredCharacters() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17)
        let text = Self.text(20_000)
        let size = Size(width: 100, height: 20)
        let (label, work) = Self.shaped { typesetter.label(text, font: font, size: size, lines: 0) }
        let (whole, wholeWork) = Self.shaped { typesetter.wrap(text, font: font, width: 100, maxLines: 1) }
        #expect(label == whole)
        #expect(label.isTruncated && label.lines.count == 1)
        #expect(work < 600, "shaped \(work) characters")
        #expect(wholeWork >= 20_000)
        // One line (a button's title): the same.
        let (line, lineWork) = Self.shaped {
            typesetter.truncate(typesetter.shownPart(of: text, font: font, width: 100), font: font, toWidth: 100).line
        }
        #expect(line == typesetter.truncate(text, font: font, toWidth: 100).line)
        #expect(lineWork < 600, "shaped \(lineWork) characters")
    }

    /// A text view 300 × 200 of 20,000 characters: its first lines as the whole text's, in the same pitch.
    @Test func aLongTextViewSetsOnlyTheLinesItShows() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17)
        // Emoji at the very end only: the lines shown are Latin, but the pitch is the emoji face's.
        let text = Self.text(20_000, breaks: true) + "end 😀"
        let (shown, work) = Self.shaped { typesetter.wrap(text, font: font, width: 290, showingLines: 11) }
        let whole = typesetter.wrap(text, font: font, width: 290)
        #expect(Array(shown.lines.prefix(11)) == Array(whole.lines.prefix(11)))
        #expect(shown.metrics == whole.metrics)
        #expect(shown.metrics != typesetter.wrap(String(text.prefix(2_000)), font: font, width: 290).metrics)
        #expect(work < 3_000, "shaped \(work) characters")
    }

    /// Labels, one-line titles and text views of many shapes (widths from 1 to 400 pt, one to six lines,
    /// Latin, CJK, Arabic and Hebrew with digits, emoji, runs of spaces and line breaks): the part shows
    /// exactly what the whole text shows.
    @Test(arguments: [
        ("latin", Self.text(3_000)),
        ("breaks", Self.text(3_000, breaks: true)),
        ("cjk", Self.text(1_500, vocabulary: ["漢字", "かな", "カタカナ", "、", "。", "한국어", "中文"])),
        ("arabic", Self.text(2_000, vocabulary: ["مرحبا", "بالعالم", "123", "abc", "שלום", "(", ")"])),
        ("digits then hebrew", String(repeating: "12 ", count: 400) + "שלום עולם " + Self.text(500)),
        ("emoji", Self.text(1_500, vocabulary: ["😀", "👍🏽", "🇫🇷", "go", "ok"])),
        ("spaces", "word" + String(repeating: " ", count: 3_000) + Self.text(800)),
        ("marks", Self.text(800, vocabulary: ["e\u{301}\u{302}", "a\u{308}", "x"])),
    ])
    func thePartShowsWhatTheWholeTextShows(_ name: String, _ text: String) throws {
        let typesetter = try standardTypesetter()
        for size in [11.0, 17, 34] {
            let font = TextFont(size: size)
            for width in [1.0, 37, 120, 400] {
                for lines in [1, 2, 6] {
                    let height = Double(lines) * typesetter.metrics(for: font).lineHeight
                    let label = typesetter.label(text, font: font, size: Size(width: width, height: height), lines: 0)
                    #expect(label == typesetter.wrap(text, font: font, width: width, maxLines: lines), "\(name) \(size) \(width) \(lines)")
                    let view = typesetter.wrap(text, font: font, width: width, showingLines: lines)
                    let whole = typesetter.wrap(text, font: font, width: width)
                    #expect(Array(view.lines.prefix(lines)) == Array(whole.lines.prefix(lines)) && view.metrics == whole.metrics)
                }
                let line = typesetter.truncate(typesetter.shownPart(of: text, font: font, width: width), font: font, toWidth: width).line
                #expect(line == typesetter.truncate(text, font: font, toWidth: width).line, "\(name) \(size) \(width)")
            }
        }
    }

    /// Short texts are never cut; a long one is cut only where its frame could not show more.
    @Test func shortTextsAreLeftWhole() throws {
        let typesetter = try standardTypesetter()
        let font = TextFont(size: 17)
        let short = Self.text(400)
        #expect(typesetter.shownPart(of: short, font: font, width: 10, lines: 1) == short)
        let long = Self.text(5_000)
        let part = typesetter.shownPart(of: long, font: font, width: 100, lines: 1)
        #expect(long.hasPrefix(part) && part.count < 300)
        // A frame that could show it all keeps it all.
        #expect(typesetter.shownPart(of: long, font: font, width: 100_000, lines: 1) == long)
        // Digits alone set their script from the first letter after them: not cut before one.
        let digits = String(repeating: "1 ", count: 2_000) + "abc"
        #expect(typesetter.shownPart(of: digits, font: font, width: 50, lines: 1) == digits)
    }
}
