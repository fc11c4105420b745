import Synchronization

/// Counts the characters the typesetter shapes (uncached: a text found in `ShapingCache` is not shaped
/// again) while a task, and the tasks it starts, have one installed: how tests hold text work to what a
/// frame shows without timing it (`Typesetter.shownPart`).
final class ShapingTally: Sendable {
    @TaskLocal static var current: ShapingTally?

    private let count = Mutex(0)

    init() {}

    func add(_ characters: Int) { count.withLock { $0 += characters } }

    var characters: Int { count.withLock { $0 } }
}
