import Synchronization

/// Shaped texts by text, weight, paragraph direction, kerning and chain, for the process: the checks measure
/// the same labels on every profile of the matrix (hundreds of times each), and shaping a label costs some
/// microseconds where the lookup costs a hash. Shaping is a pure function of the key, so what the cache
/// returns is what shaping would; it is emptied when full, so its memory stays bounded.
enum ShapingCache {
    struct Key: Hashable {
        var text: String
        var weight: FontWeight
        var baseLevel: UInt8?
        var kerning: Bool
        var chain: ObjectIdentifier
    }

    /// About 2 MB of typical labels at most.
    static let capacity = 4096

    private static let entries = Mutex<[Key: ShapedText]>([:])

    static func shaped(_ key: Key, _ make: () -> ShapedText) -> ShapedText {
        if let hit = entries.withLock({ $0[key] }) { return hit }
        let made = make()
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = made
        }
        return made
    }
}
