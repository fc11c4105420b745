/// Text for XML attributes and content (the JUnit reports). The SVG writer keeps its own escaping, which
/// leaves newlines and apostrophes as they are: its files' bytes are part of every golden run's output.
public enum XMLText {
    /// `text` with the five XML specials escaped, newlines and tabs kept as character references
    /// (so attribute values survive normalisation), and the characters XML 1.0 cannot carry at all
    /// (other control characters, U+FFFE, U+FFFF) dropped.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
