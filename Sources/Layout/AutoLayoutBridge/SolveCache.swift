import AutoLayout
import Synchronization

/// The Auto Layout results of recent inputs, shared by every thread of the process. A screen is laid
/// out on hundreds of profiles, and many of them give the engine the same input (the iPhone 12, 13 and
/// 14 are one window of the same size, insets and size classes): the solve is a pure function of the
/// input and the text measurer's pixel scale, so the second time its result is looked up instead.
/// The output cannot differ from solving again, so it stays the same at any `--jobs`.
final class SolveCache: Sendable {
    static let shared = SolveCache()

    /// How many results are kept: a few screens' distinct windows, a few megabytes at most.
    static let capacity = 512

    private struct Key: Hashable {
        var input: AutoLayoutInput
        var scale: Double
    }

    private struct State {
        var results: [Key: AutoLayoutResult] = [:]
        /// Insertion order, for dropping the oldest when full.
        var order: [Key] = []
    }

    private let state = Mutex(State())

    func result(for input: AutoLayoutInput, scale: Double, solve: () -> AutoLayoutResult) -> AutoLayoutResult {
        let key = Key(input: input, scale: scale)
        if let known = state.withLock({ $0.results[key] }) { return known }
        let result = solve()
        state.withLock { state in
            guard state.results[key] == nil else { return }
            if state.order.count >= Self.capacity {
                state.results[state.order.removeFirst()] = nil
            }
            state.results[key] = result
            state.order.append(key)
        }
        return result
    }
}
