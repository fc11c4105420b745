import Synchronization

/// A process-wide memo of a pure function: what it returns for a key is what the function would, and it is
/// emptied when it holds `capacity` entries, so its memory stays bounded. The text caches (`ShapingCache`,
/// `WrapCache`) and the layout's cell content (`CellContentCache`) are each one of these: `bezel check` and the
/// renderer set the same labels and lay the same cells out on every profile of the matrix, hundreds of times each.
package final class BoundedMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let capacity: Int
    private let entries = Mutex<[Key: Value]>([:])

    package init(capacity: Int) {
        self.capacity = capacity
    }

    package func value(for key: Key, _ make: () -> Value) -> Value {
        if let hit = value(for: key) { return hit }
        let made = make()
        remember(made, for: key)
        return made
    }

    /// The value kept for `key`, if any: for a memo that keeps only some results (`UndrawableVectors` keeps
    /// failures), looked up before the work and filled with `remember(_:for:)` after it.
    package func value(for key: Key) -> Value? {
        entries.withLock { $0[key] }
    }

    package func remember(_ value: Value, for key: Key) {
        entries.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
    }
}
