/// How much wider San Francisco sets a character than the Inter face that stands in for it: San Francisco widens
/// its letters more from regular to heavy than Inter does, and its digits are wider than Inter's in both its designs
/// (Inter Display's proportional "1" most of all). Measured with HarfBuzz's `hb-shape` (unkerned) on Apple's own
/// files (the designer download, `SF-Pro-Text-*.otf` and `SF-Pro-Display-*.otf`, read locally and not kept) against
/// Inter's and Inter Display's at the same weight (`PinnedFont`: heavy is Inter ExtraBold): letters as the median
/// ratio of the 299 Latin texts of the labels measured in docs/research/substitute-width.md ("Weights and digits of
/// both designs"), digits as the ratio of the sums of their advances, "1" apart in the Display design.
///
/// | weight | Text letters | Text digits | Display letters | Display digits | Display "1" |
/// | --- | ---: | ---: | ---: | ---: | ---: |
/// | ultralight | 0.998 | 1.022 | 0.979 | 1.071 | 1.181 |
/// | thin | 0.995 | 1.013 | 0.974 | 1.060 | 1.195 |
/// | light | 0.997 | 1.013 | 0.984 | 1.060 | 1.253 |
/// | regular | 0.997 | 1.009 | 0.986 | 1.055 | 1.284 |
/// | medium | 1.008 | 1.016 | 0.996 | 1.051 | 1.284 |
/// | semibold | 1.013 | 1.018 | 0.998 | 1.042 | 1.269 |
/// | bold | 1.024 | 1.025 | 1.008 | 1.039 | 1.266 |
/// | heavy | 1.045 | 1.044 | 1.030 | 1.046 | 1.279 |
/// | black | 1.063 | 1.058 | 1.047 | 1.050 | 1.286 |
///
/// The Text design's letters in regular and the lighter weights keep Inter's advances: one-line labels Xcode sized
/// to their text, up to 17 pt, are 1.000 of Bezel's width in regular (241 labels, 70 projects), as they are 1.008 in
/// medium (47, 9). The Display design's factors are the files' own: regular labels of 28 pt and more were 1.4 % wider
/// in Inter Display than saved (17 labels, 10 projects), as the files say, and heavy ones 2.9 % narrower (5, 3).
/// Between 17 and 28 pt each character is set between Inter's advances and Inter Display's widened ones
/// (`SystemFontOpticalSize`): labels of 18 to 27 pt fit that blend without the Text design's widening (bold, 18
/// labels of 10 projects, median ratio 1.000 without and 1.007 with; semibold, 31 of 4, 1.006 and 1.014).
///
/// In the Text design San Francisco's letters are not all widened alike: against Inter its "a", "e" and "d" are
/// narrower and its "i", "l", "r" and the space wider. `characterFactors` holds, for regular, semibold and bold (heavy
/// and black take bold's), each character's factor on top of the weight's, fitted to one-line labels Xcode sized to
/// their text, up to 17 pt: 370 regular (46 projects), 50 semibold (9) and 21 bold (9), from the tuning halves of ten
/// exploration sets and public repositories' documents. Measured against Inter's kerned advances as Bezel shapes them
/// (`hb-shape` on the same files), with San Francisco's tracking and the saved width's rounding up to the canvas's
/// pixel; least squares shrunk toward the weight's factor, a character kept where it was seen at least five times and
/// moved by at least 0.5 %. Fitted on half of the projects, the factors put 221 of the other half's 303 labels (all
/// sizes) within 0.5 pt of their saved widths, against 205 with the weight's factor alone
/// (docs/research/substitute-width.md, "Characters of the Text design").
package enum SystemFontTextWidth {
    /// The factor on Inter's advance at `weight` in San Francisco's Text design of the character whose first scalar
    /// is `scalar`: the weight's factor for letters or for the digits 0-9, times the character's own.
    package static func textWidening(_ weight: FontWeight, scalar: UInt32?) -> Double {
        let factors = self.factors(weight)
        let digit = scalar.map { (0x30...0x39).contains($0) } ?? false
        let own = scalar.flatMap(Unicode.Scalar.init).flatMap { characterFactors(weight)[$0] } ?? 1
        return (digit ? factors.textDigit : factors.text) * own
    }

    /// Each character's factor in the Text design on top of its weight's (the type's comment says how it was
    /// measured); a character not listed has none.
    static func characterFactors(_ weight: FontWeight) -> [Unicode.Scalar: Double] {
        switch weight {
        case .regular: regularCharacters
        case .semibold: semiboldCharacters
        case .bold, .heavy, .black: boldCharacters
        case .ultraLight, .thin, .light, .medium: [:]
        }
    }

    private static let regularCharacters: [Unicode.Scalar: Double] = [
        "a": 0.978, "b": 1.008, "d": 0.986, "e": 0.985, "i": 1.019, "k": 0.992, "l": 1.023, "p": 1.008, "r": 1.024, "w": 0.981,
        "y": 0.987, "A": 0.991, "B": 1.005, "C": 0.994, "D": 1.008, "E": 1.006, "H": 1.005, "K": 1.005, "L": 0.992, "M": 0.985,
        "O": 1.009, "T": 0.988, "W": 1.013, "Y": 0.992, " ": 1.014, "(": 1.005, ")": 1.005, ",": 1.005, ".": 1.016, "/": 0.995,
        "2": 0.992, "3": 0.992, "4": 1.008, "7": 1.006, "8": 1.005, "9": 1.016,
    ]
    private static let semiboldCharacters: [Unicode.Scalar: Double] = [
        "c": 1.006, "e": 1.012, "g": 1.012, "h": 1.007, "i": 1.005, "n": 0.987, "o": 0.994, "p": 1.015, "A": 0.991, "D": 0.991,
        "E": 0.990, "L": 0.994, "S": 0.994, "T": 0.986, " ": 1.020, "*": 0.979, ".": 1.006, "_": 1.048,
    ]
    private static let boldCharacters: [Unicode.Scalar: Double] = [
        "a": 0.993, "e": 1.015, "h": 1.013, "i": 1.005, "n": 1.007, "o": 0.976, "p": 0.993, "r": 0.986, "s": 0.988, "u": 0.986,
        "w": 0.989, "S": 1.006, " ": 1.008,
    ]

    /// The factor on Inter Display's advance at `weight` in San Francisco's Display design. `digit`: the character's
    /// value when it is one of 0-9.
    package static func displayWidening(_ weight: FontWeight, digit: Int?) -> Double {
        let factors = self.factors(weight)
        switch digit {
        case nil: return factors.display
        case 1: return factors.displayOne
        default: return factors.displayDigit
        }
    }

    private struct Factors {
        var text: Double, textDigit: Double, display: Double, displayDigit: Double, displayOne: Double
    }

    private static func factors(_ weight: FontWeight) -> Factors {
        switch weight {
        case .ultraLight: Factors(text: 1, textDigit: 1.022, display: 0.979, displayDigit: 1.071, displayOne: 1.181)
        case .thin: Factors(text: 1, textDigit: 1.013, display: 0.974, displayDigit: 1.060, displayOne: 1.195)
        case .light: Factors(text: 1, textDigit: 1.013, display: 0.984, displayDigit: 1.060, displayOne: 1.253)
        case .regular: Factors(text: 1, textDigit: 1.009, display: 0.986, displayDigit: 1.055, displayOne: 1.284)
        case .medium: Factors(text: 1.008, textDigit: 1.016, display: 0.996, displayDigit: 1.051, displayOne: 1.284)
        case .semibold: Factors(text: 1.013, textDigit: 1.018, display: 0.998, displayDigit: 1.042, displayOne: 1.269)
        case .bold: Factors(text: 1.024, textDigit: 1.025, display: 1.008, displayDigit: 1.039, displayOne: 1.266)
        case .heavy: Factors(text: 1.045, textDigit: 1.044, display: 1.030, displayDigit: 1.046, displayOne: 1.279)
        case .black: Factors(text: 1.063, textDigit: 1.058, display: 1.047, displayDigit: 1.050, displayOne: 1.286)
        }
    }
}
