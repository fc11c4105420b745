/// The vertical spacing an attributed string's `NSParagraphStyle` gives a label's lines
/// (https://developer.apple.com/documentation/uikit/nsparagraphstyle): `lineHeightMultiple` ("the natural line height
/// of the receiver is multiplied by this factor (if positive)",
/// https://developer.apple.com/documentation/uikit/nsparagraphstyle/lineheightmultiple) makes every line taller, and
/// `lineSpacing` ("the distance in points between the bottom of one line fragment and the top of the next",
/// https://developer.apple.com/documentation/uikit/nsparagraphstyle/linespacing) lies between two lines only: a label's
/// saved frames are `n` lines of the multiplied height plus `n − 1` spacings, a one-line label none
/// (docs/research/ib-defaults.md §110).
public struct ParagraphSpacing: Hashable, Sendable, Codable {
    /// Points between one line and the next; 0: none. Never negative: "this value is always nonnegative"
    /// (https://developer.apple.com/documentation/uikit/nsparagraphstyle/linespacing), so a negative one reads as 0.
    package var lineSpacing: Double
    /// The factor every line's natural height is multiplied by; 0 (the style's default) or less: 1.
    package var lineHeightMultiple: Double

    package init(lineSpacing: Double = 0, lineHeightMultiple: Double = 0) {
        self.lineSpacing = max(lineSpacing, 0)
        self.lineHeightMultiple = lineHeightMultiple
    }

    /// A line's height: its font's natural line height, times the multiple when one is set.
    package func lineHeight(natural: Double) -> Double {
        lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
    }

    /// The distance from one line's baseline to the next: a line's height and the spacing below it.
    package func pitch(natural: Double) -> Double { lineHeight(natural: natural) + lineSpacing }

    /// The height of `lines` lines: each line's height, and the spacing between each two.
    package func height(lines: Int, natural: Double) -> Double {
        guard lines > 0 else { return 0 }
        return Double(lines) * lineHeight(natural: natural) + Double(lines - 1) * lineSpacing
    }

    /// How far a line's baseline lies below its natural place, the top of its line: a taller line keeps its glyphs at
    /// the bottom, the extra height above them (assumed; no saved frame here measures a baseline).
    package func baselineDrop(natural: Double) -> Double { lineHeight(natural: natural) - natural }

    /// How many lines of this spacing fit in `height` points: the last line needs no spacing below it.
    package func lineCount(fitting height: Double, natural: Double) -> Int {
        let pitch = pitch(natural: natural)
        guard pitch > 0 else { return 1 }
        let count = ((height + lineSpacing + 1e-6) / pitch).rounded(.down)
        // A font of a tiny size (`pointSize="1e-300"` in a document) fits more lines than an `Int` holds: a
        // count past `Int32.max` is as good as no limit to every caller.
        return count < Double(Int32.max) ? Int(count) : Int(Int32.max)
    }
}
