import Diagnostics

/// One value of a parsed YAML (or JSON) document, with where it starts: libyaml's events folded into a
/// tree that keeps every location (`YAMLReader`), before a template's or `bezel.yml`'s meaning is read.
package struct YAMLNode: Sendable {
    /// A key and its value in a mapping, in the order written.
    package struct Pair: Sendable {
        package var key: YAMLNode
        package var value: YAMLNode
    }

    package enum Content: Sendable {
        /// A scalar's text. `isPlain` is false for quoted and block scalars and for `!!str`: those are
        /// always text, never a number, boolean or null.
        case scalar(String, isPlain: Bool)
        case sequence([YAMLNode])
        case mapping([Pair])
    }

    package var content: Content
    package var location: SourceLocation
    /// The null put in place of a refused alias: reported once by the reader, skipped afterwards.
    var standsForAlias = false

    /// The scalar's text, or nil for a list or mapping.
    package var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// A plain `null`, `Null`, `NULL`, `~` or empty scalar: YAML's null, which leaves an optional key at its default.
    package var isNull: Bool {
        guard case .scalar(let text, let isPlain) = content, isPlain else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// How messages name what was found where something else was expected: `'abc'`, `a list`, `a mapping`.
    var shownForMessage: String {
        switch content {
        case .scalar(let text, _):
            if isNull { return "nothing" }
            return "'\(MessageText.shown(text))'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
