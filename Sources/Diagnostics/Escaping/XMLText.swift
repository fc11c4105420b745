/// Text for XML attribute values and element content: the JUnit reports (`.references`) and the SVG
/// writer (`.literalWhitespace`). Works on Unicode scalars (see `UnicodeClasses`).
///
/// Whatever the style, the result is well-formed XML 1.0 character data: the specials are escaped and
/// every scalar XML 1.0 cannot carry (C0 controls other than tab, LF and CR; U+FFFE, U+FFFF) is dropped,
/// and so are the noncharacters (U+FDD0–U+FDEF, U+nFFFE, U+nFFFF), which XML allows but resvg and
/// rsvg-convert refuse (issue 18). A parser returns the input less those scalars; in `.literalWhitespace`
/// it also applies XML's end-of-line and attribute-value normalisation to the whitespace kept as is
/// (https://www.w3.org/TR/xml/#sec-line-ends, https://www.w3.org/TR/xml/#AVNormalize).
public enum XMLText {
    public enum Style: Sendable {
        /// `'` as `&apos;`; tab, LF and CR as character references, so attribute values keep them.
        case references
        /// `'`, tab, LF and CR as they are: the SVG writer's bytes, which every golden run's output holds.
        case literalWhitespace
    }

    public static func escaped(_ text: String, style: Style = .references) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'" where style == .references: out += "&apos;"
            case "\n" where style == .references: out += "&#10;"
            case "\t" where style == .references: out += "&#9;"
            case "\r" where style == .references: out += "&#13;"
            default:
                guard UnicodeClasses.isXMLCharacter(scalar), !UnicodeClasses.isNoncharacter(scalar) else { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// What a parser reads back from `escaped(text, style: .references)`: `text` less the scalars dropped.
    public static func carried(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where UnicodeClasses.isXMLCharacter(scalar) && !UnicodeClasses.isNoncharacter(scalar) {
            out.append(scalar)
        }
        return String(out)
    }
}
