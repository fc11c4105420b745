/// Text for XML attribute values and element content: the JUnit reports (`.references`) and the SVG
/// writer (`.literalWhitespace`). Works on Unicode scalars (see `UnicodeClasses`).
///
/// Whatever the style, the result is well-formed XML 1.0 character data: the specials are escaped and
/// every scalar XML 1.0 cannot carry (C0 controls other than tab, LF and CR; U+FFFE, U+FFFF) is dropped,
/// and so are the noncharacters (U+FDD0–U+FDEF, U+nFFFE, U+nFFFF), which XML allows but resvg and
/// rsvg-convert refuse. A parser returns the input less those scalars; in `.literalWhitespace`
/// it also applies XML's end-of-line and attribute-value normalisation to the whitespace kept as is
/// (https://www.w3.org/TR/xml/#sec-line-ends, https://www.w3.org/TR/xml/#AVNormalize).
package enum XMLText {
    package enum Style: Sendable {
        /// `'` as `&apos;`; tab, LF and CR as character references, so attribute values keep them.
        case references
        /// `'`, tab, LF and CR as they are: the SVG writer's bytes, which every golden run's output holds.
        case literalWhitespace
    }

    package static func escaped(_ text: String, style: Style = .references) -> String {
        ScalarEscaper.map(text) { scalar in
            switch scalar {
            case "&": .replace("&amp;")
            case "<": .replace("&lt;")
            case ">": .replace("&gt;")
            case "\"": .replace("&quot;")
            case "'" where style == .references: .replace("&apos;")
            case "\n" where style == .references: .replace("&#10;")
            case "\t" where style == .references: .replace("&#9;")
            case "\r" where style == .references: .replace("&#13;")
            default: carries(scalar) ? .keep : .drop
            }
        }
    }

    /// What a parser reads back from `escaped(text, style: .references)`: `text` less the scalars dropped.
    static func carried(_ text: String) -> String {
        ScalarEscaper.map(text) { carries($0) ? .keep : .drop }
    }

    static func carries(_ scalar: Unicode.Scalar) -> Bool {
        UnicodeClasses.isXMLCharacter(scalar) && !UnicodeClasses.isNoncharacter(scalar)
    }
}
