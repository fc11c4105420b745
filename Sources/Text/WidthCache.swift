/// One-line widths by text, font, kerning and chain, for the process: `text-truncated` asks the width of every
/// label, button title and bar title on every profile of a check, and the answer depends on none of the
/// profile. A lookup hashes the key once where a width placed every glyph of the shaped text again (about 3,800
/// instructions a call in `bezel check`, measured with callgrind; Benchmarks/results.md). An entry is a key and a
/// number, so 4,096 of them are a few hundred kilobytes.
enum WidthCache {
    struct Key: Hashable, Sendable {
        var text: ExactText
        var font: TextFont
        var kerning: Bool
        var chain: FontChainKey
    }

    static let memo = BoundedMemo<Key, Double>(capacity: 4096)

    /// Widths of texts longer than `memo` keeps (over 256 UTF-8 bytes): a one-line label's, or a wrapping label's
    /// measured unwrapped in a layout's first pass, asked on every profile. Keyed by the text, at most 20,000
    /// characters (`InputLimits.documentTextCharacters`), so 256 entries stay within about 20 MB.
    static let longMemo = BoundedMemo<Key, Double>(capacity: 256)
}
