import Testing
@testable import Geometry

/// The height of a label's lines under an attributed text's paragraph style (docs/research/ib-defaults.md §110).
@Suite struct ParagraphSpacingTests {
    /// `lineSpacing` lies between lines only; `lineHeightMultiple` multiplies every line.
    @Test func spacingLiesBetweenLinesAndTheMultipleOnEachLine() {
        let spacing = ParagraphSpacing(lineSpacing: 3, lineHeightMultiple: 1.5)
        #expect(spacing.height(lines: 1, natural: 10) == 15)
        #expect(spacing.height(lines: 3, natural: 10) == 51)
        #expect(spacing.lineCount(fitting: 33, natural: 10) == 2)
    }

    /// A negative `lineSpacing` is none: NSParagraphStyle's "is always nonnegative"
    /// (https://developer.apple.com/documentation/uikit/nsparagraphstyle/linespacing).
    @Test func aNegativeSpacingIsNone() {
        let spacing = ParagraphSpacing(lineSpacing: -8)
        #expect(spacing.height(lines: 3, natural: 10) == 30)
    }
}
