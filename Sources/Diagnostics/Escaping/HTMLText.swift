/// Text for HTML element content and quoted attribute values (the review page). Works on Unicode
/// scalars (see `UnicodeClasses`): a Prepend mark before `<` makes one `Character` of the two, and a
/// comparison of Characters let `<script>` through (issue 18).
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as character references, which is enough for content and
    /// for single- or double-quoted attribute values
    /// (https://html.spec.whatwg.org/multipage/parsing.html#data-state,
    /// https://html.spec.whatwg.org/multipage/parsing.html#attribute-value-(double-quoted)-state).
    /// Scalars the HTML parser would not hand back as written are dropped: NUL and the other controls
    /// except tab and LF (CR becomes LF, NUL is dropped or replaced, C1 references are remapped through
    /// windows-1252), and the noncharacters
    /// (https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream).
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                guard carries(scalar) else { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// What a browser's DOM holds for `escaped(text)`: `text` less the scalars dropped.
    public static func carried(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where carries(scalar) { out.append(scalar) }
        return String(out)
    }

    static func carries(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\t" || scalar == "\n" { return true }
        return !UnicodeClasses.isControl(scalar) && !UnicodeClasses.isNoncharacter(scalar)
    }
}
