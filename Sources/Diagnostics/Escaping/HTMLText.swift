/// Text for HTML element content and quoted attribute values (the review page). Works on Unicode
/// scalars (see `UnicodeClasses`): a Prepend mark before `<` makes one `Character` of the two, and a
/// comparison of Characters let `<script>` through.
package enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` as character references, which is enough for content and
    /// for single- or double-quoted attribute values
    /// (https://html.spec.whatwg.org/multipage/parsing.html#data-state,
    /// https://html.spec.whatwg.org/multipage/parsing.html#attribute-value-(double-quoted)-state).
    /// Scalars the HTML parser would not hand back as written are dropped: NUL and the other controls
    /// except tab and LF (CR becomes LF, NUL is dropped or replaced, C1 references are remapped through
    /// windows-1252), and the noncharacters
    /// (https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream).
    package static func escaped(_ text: String) -> String {
        ScalarEscaper.map(text) { scalar in
            switch scalar {
            case "&": .replace("&amp;")
            case "<": .replace("&lt;")
            case ">": .replace("&gt;")
            case "\"": .replace("&quot;")
            case "'": .replace("&#39;")
            default: carries(scalar) ? .keep : .drop
            }
        }
    }

    /// What a browser's DOM holds for `escaped(text)`: `text` less the scalars dropped.
    static func carried(_ text: String) -> String {
        ScalarEscaper.map(text) { carries($0) ? .keep : .drop }
    }

    static func carries(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\t" || scalar == "\n" { return true }
        return !UnicodeClasses.isControl(scalar) && !UnicodeClasses.isNoncharacter(scalar)
    }
}
