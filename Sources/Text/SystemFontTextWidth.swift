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
package enum SystemFontTextWidth {
    /// The factor on Inter's advance of `character` at `weight` in San Francisco's Text design. `digit`: the
    /// character is one of 0-9.
    package static func textWidening(_ weight: FontWeight, digit: Bool) -> Double {
        let factors = self.factors(weight)
        return digit ? factors.textDigit : factors.text
    }

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
