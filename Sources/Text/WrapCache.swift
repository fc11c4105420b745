/// Wrapped texts by text, font, width, line limit, kerning and chain, for the process: `bezel check`
/// wraps every multi-line label on every profile, and profiles share widths (an iPhone's width repeats
/// across its iOS versions and appearances), while wrapping costs line breaking and a shaping of every
/// line (a quarter of `bezel check Templates`, measured with callgrind). About 2 KB an entry, 2 MB at most; at 4,096
/// entries it missed as often as at 1,024 in `bezel check Templates` and a quarter of the render matrix.
enum WrapCache {
    struct Key: Hashable, Sendable {
        var text: ExactText
        var font: TextFont
        var width: UInt64
        var maxLines: Int
        var kerning: Bool
        var chain: FontChainKey
    }

    static let memo = BoundedMemo<Key, WrappedText>(capacity: 1024)
}
