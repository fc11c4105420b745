/// A font chain as a cache key: equal only for the same chain (copies share it), and holding the chain's
/// first slot, so that while the key lives no other chain can be made at that address. A bare
/// `ObjectIdentifier` could be: a chain freed, and another (other font files) allocated where it was,
/// would find the first one's entries.
struct FontChainKey: Hashable, Sendable {
    let slot: FontSlot

    init(_ chain: FontChain) { slot = chain.identitySlot }

    static func == (a: FontChainKey, b: FontChainKey) -> Bool { a.slot === b.slot }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(slot)) }
}
