import Synchronization

/// Counts the shapes a canvas flattens into edges while a task, and the tasks it starts, have one installed: how
/// tests hold drawing work to what the image shows without timing it (`Canvas.fill`'s cull of shapes wholly outside
/// the image).
final class FlatteningTally: Sendable {
    @TaskLocal static var current: FlatteningTally?

    private let count = Mutex(0)

    init() {}

    func add() { count.withLock { $0 += 1 } }

    var shapes: Int { count.withLock { $0 } }
}
