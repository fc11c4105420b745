/// Wrapped texts by text, font, width, line limit, kerning and chain, for the process: `bezel check`
/// wraps every multi-line label on every profile, and profiles share widths (an iPhone's width repeats
/// across its iOS versions and appearances), while wrapping costs line breaking and a shaping of every
/// line (a quarter of `bezel check Templates`, measured with callgrind). About 4 MB at most.
enum WrapCache {
    struct Key: Hashable, Sendable {
        var text: String
        var font: TextFont
        var width: UInt64
        var maxLines: Int
        var kerning: Bool
        var chain: FontChainKey
    }

    static let memo = BoundedMemo<Key, WrappedText>(capacity: 4096)
}
