/// A text itemised into runs and shaped (`Typesetter.shape`), in logical order, in font units: the one
/// result that measuring, breaking, truncating and drawing all read, so none of them can disagree.
struct ShapedText: Sendable {
    var runs: [ShapedRun]
    /// The face of each character (grapheme cluster); nil for one that draws nothing (a control, a line break,
    /// only default-ignorables such as bidi controls).
    var roles: [FontRole?]
    /// The paragraph's bidi level, 0 or 1: what the lines of a wrapped text keep, and which way "…" goes.
    var baseLevel: UInt8
    /// The text's Unicode scalars, and where each character's start (one more entry: the end).
    var scalars: [UInt32]
    var characterStarts: [Int]

    var characterCount: Int { roles.count }

    /// Whether the character at `index` is one of the ASCII digits 0-9.
    func isDigit(_ index: Int) -> Bool { digit(index) != nil }

    /// The value of the character at `index` when it is one of the ASCII digits 0-9.
    func digit(_ index: Int) -> Int? {
        guard index < characterCount, characterStarts[index] < scalars.count else { return nil }
        let scalar = scalars[characterStarts[index]]
        return (0x30...0x39).contains(scalar) ? Int(scalar - 0x30) : nil
    }
}
