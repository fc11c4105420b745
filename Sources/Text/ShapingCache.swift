/// Shaped texts by text, weight and design, paragraph direction, kerning and chain, for the process: the checks measure
/// the same labels on every profile of the matrix (hundreds of times each), and shaping a label costs some
/// microseconds where the lookup costs a hash. An entry of the Templates' labels is about 4.4 KB (heaptrack of a
/// whole-matrix run), so 1,024 entries are about 4.5 MB; at 4,096 they were 18 MB of that run's memory, for 1,700
/// fewer misses in a quarter of the render matrix's 97,000 lookups and none in `bezel check Templates`.
enum ShapingCache {
    struct Key: Hashable, Sendable {
        var text: String
        var weight: FontWeight
        var display: Bool
        var project: String?
        var baseLevel: UInt8?
        var kerning: Bool
        var chain: FontChainKey
    }

    static let memo = BoundedMemo<Key, ShapedText>(capacity: 1024)

    /// The longest text `memo` keeps, in UTF-8 bytes: a label's or a title's.
    static let shortTextLimit = 256
    /// Longer texts (a text view's paragraph, a wrapping label's sentences) up to this many bytes are kept in
    /// `longMemo`: a layout measures them at every width a profile gives them, and shaping a 300-byte paragraph
    /// again cost about 380,000 instructions each time (callgrind, Benchmarks/results.md). Longer ones, hostile
    /// texts among them, are shaped each time, as only the part a frame shows is (`Typesetter.shownPart`).
    static let longTextLimit = 2048
    /// At most 64 long texts: a few megabytes at the limit's length.
    static let longMemo = BoundedMemo<Key, ShapedText>(capacity: 64)
}
