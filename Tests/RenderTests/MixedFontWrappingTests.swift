import Foundation
import Geometry
import Layout
import Render
import Screens
import Testing
import TestSupport
import Text

/// A wrapping label whose attributed runs differ in font breaks its lines across its runs, each run's words as wide as
/// its own font sets them, as UIKit lays out an attributed string
/// (https://developer.apple.com/documentation/uikit/uilabel/attributedtext): the large first run and the small run's
/// first words share the first line, and the small run's other words go to the second, each line as tall as its own
/// runs. Before, the whole text was wrapped in the font of most of its characters. The document is written here.
@Suite(.serialized) struct MixedFontWrappingTests {
    typealias RGB = ControlDrawingTests.RGB

    static let big = "Total "
    static let small = "due at the end of the month"
    static let large = TextFont(size: 30), little = TextFont(size: 14)

    /// The label's width: the large run and "due at the" side by side, and 2 pt more, too little for " end".
    static func width(_ typesetter: Typesetter) -> Double {
        (typesetter.width(of: big, font: large) + typesetter.width(of: "due at the", font: little) + 2).rounded(.up)
    }

    /// The label with `lines` lines (0: any) and the two runs, black 30 pt then red 14 pt, held `width` points wide.
    static func document(width: Double, lines: Int = 0) -> String {
        MixedFontRunsTests.document(fragments: [
            MixedFontRunsTests.fragment(big, font: #"metaFont="system" size="30""#, colour: MixedFontRunsTests.black),
            MixedFontRunsTests.fragment(small, font: #"metaFont="system" size="14""#, colour: MixedFontRunsTests.red),
        ], lines: lines, width: width)
    }

    /// Two lines: the first as tall as the 30 pt run, the second as the 14 pt run; "end of the month" on the second.
    @Test func aWrappingLabelBreaksItsLinesAcrossItsRuns() throws {
        let typesetter = try Typesetter.standard()
        let width = Self.width(typesetter)
        // Where the words fall: " end" does not fit after "due at the" on the first line.
        #expect(typesetter.width(of: Self.big, font: Self.large) + typesetter.width(of: "due at the end", font: Self.little) > width)
        let runs = [
            AttributedRun(text: Self.big, font: "system", pointSize: 30, color: "#000000"),
            AttributedRun(text: Self.small, font: "system", pointSize: 14, color: "#FF0000"),
        ]
        let lines = AttributedRunLines.shownLines(of: runs, numberOfLines: 0, width: width, typesetter: typesetter)
        #expect(lines.map { $0.map(\.run.text).joined() } == ["Total due at the", "end of the month"])

        let (frame, scale) = try MixedFontRunsTests.frame(Self.document(width: width))
        let height = typesetter.metrics(for: Self.large).lineHeight + typesetter.metrics(for: Self.little).lineHeight
        #expect(abs(frame.height - ProjectFontTests.ceilToPixel(height, scale: scale)) < 1e-9, "laid out \(frame.height), lines \(height)")

        // Drawn: red ink (the small run's "end of the month") below the first line, and black ink only on the first.
        let project = try AssetProject("mixed-font-wrapping-drawn")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.xib", Self.document(width: width))
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), .light)
        let box = try drawn.frame("mixed")
        let first = typesetter.metrics(for: Self.large).lineHeight
        let below = Rect(x: box.minX, y: box.minY + first + 1, width: box.width, height: box.maxY - box.minY - first - 1)
        func isRed(_ pixel: RGB) -> Bool { pixel.r > 180 && pixel.g < 90 && pixel.b < 90 }
        let redBelow = drawn.pixels(in: below).filter(isRed).count
        let blackBelow = drawn.pixels(in: below).filter { $0.near(RGB(hex: 0x000000), 40) }.count
        #expect(redBelow > 100, "red ink on the second line: \(redBelow)")
        #expect(blackBelow == 0, "black ink on the second line: \(blackBelow)")
    }

    /// A label narrower still, whose runs need more than two lines, with `numberOfLines` 2: it shows two lines, the
    /// second holding the rest of the text cut with "…" to the width, and is as tall as those two lines.
    @Test func aWrappingLabelShowsAtMostItsLinesTheLastCut() throws {
        let typesetter = try Typesetter.standard()
        // Narrow enough that the small run needs more than one line after the first.
        let width = (typesetter.width(of: Self.big, font: Self.large) + typesetter.width(of: "due", font: Self.little) + 2).rounded(.up)
        let runs = [
            AttributedRun(text: Self.big, font: "system", pointSize: 30),
            AttributedRun(text: Self.small, font: "system", pointSize: 14),
        ]
        let all = AttributedRunLines.wrapped(AttributedRunLines.lines(of: runs), width: width, typesetter: typesetter)
        #expect(all.count > 2)
        let shown = AttributedRunLines.shownLines(of: runs, numberOfLines: 2, width: width, typesetter: typesetter)
        #expect(shown.count == 2)
        let cut = AttributedRunLines.fitted(try #require(shown.last), toWidth: width, typesetter: typesetter)
        #expect(cut.reduce(0) { $0 + $1.line.width } <= width + 1e-9)
        #expect(cut.last?.line.text.hasSuffix("\u{2026}") == true, "\(cut.map(\.line.text))")

        let (frame, scale) = try MixedFontRunsTests.frame(Self.document(width: width, lines: 2))
        let height = typesetter.metrics(for: Self.large).lineHeight + typesetter.metrics(for: Self.little).lineHeight
        #expect(abs(frame.height - ProjectFontTests.ceilToPixel(height, scale: scale)) < 1e-9, "laid out \(frame.height), lines \(height)")
    }
}
