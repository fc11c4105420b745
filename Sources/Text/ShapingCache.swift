/// Shaped texts by text, weight, paragraph direction, kerning and chain, for the process: the checks measure
/// the same labels on every profile of the matrix (hundreds of times each), and shaping a label costs some
/// microseconds where the lookup costs a hash. About 2 MB of typical labels at most.
enum ShapingCache {
    struct Key: Hashable, Sendable {
        var text: String
        var weight: FontWeight
        var baseLevel: UInt8?
        var kerning: Bool
        var chain: FontChainKey
    }

    static let memo = BoundedMemo<Key, ShapedText>(capacity: 4096)
}
