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
}
