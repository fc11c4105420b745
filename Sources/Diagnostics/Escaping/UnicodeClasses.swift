/// The classes of Unicode scalars the escapers treat specially, in one place so that every output
/// language agrees on them. Everything here works on `Unicode.Scalar`s, never on `Character`s: a
/// grapheme cluster can hide a `<` or a line break behind a Prepend mark (U+0600…) or join CR to LF,
/// and a comparison of Characters then misses it.
package enum UnicodeClasses {
    /// Noncharacters: U+FDD0–U+FDEF and the last two code points of every plane
    /// (https://www.unicode.org/faq/private_use.html#noncharacters). resvg and rsvg-convert refuse a
    /// document holding one, so no XML Bezel writes carries them.
    static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }

    /// XML 1.0's `Char` production (https://www.w3.org/TR/xml/#charsets): tab, LF, CR, and everything
    /// from U+0020 except U+FFFE and U+FFFF (surrogates cannot occur in a Swift string).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x20 { return value == 0x9 || value == 0xA || value == 0xD }
        return value != 0xFFFE && value != 0xFFFF
    }

    /// C0 and C1 control characters and DEL (general category Cc).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The bidirectional formatting characters that reorder what a terminal or an editor shows
    /// (https://www.unicode.org/reports/tr9/#Explicit_Directional_Embeddings and the "Trojan Source"
    /// paper, https://trojansource.codes): ALM, LRM, RLM, the embeddings and overrides LRE…RLO, and
    /// the isolates LRI…PDI.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
