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

    /// The extents of wrapped texts longer than `memo` keeps (`Typesetter.wrapExtent`): a layout measures a
    /// document's long label at its solved width and `text-truncated` counts its lines at its frame's width, the same
    /// width, on every profile, and profiles share widths; wrapping 20,000 characters again each time made 60 such
    /// labels cost seconds per profile. An entry is a few numbers and its key's text (at most
    /// `InputLimits.documentTextCharacters`, 20,000 characters), so 256 of them stay within about 20 MB.
    static let longExtents = BoundedMemo<Key, WrapExtent>(capacity: 256)
}
