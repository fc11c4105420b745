import AutoLayout
import Geometry
import Synchronization

/// The constraint layouts of recent inputs, shared by every thread of the process. A screen is laid
/// out on hundreds of profiles, and many of them give the engine the same input (the iPhone 12, 13 and
/// 14 are one window of the same size, insets and size classes): the solve is a pure function of the
/// input and the text measurer's pixel scale, and what `ConstraintLayout` makes of its result a pure
/// function of the result, the root's id and the views' overhangs, so the second time the frames by
/// view id are looked up ready, not solved or filed by id again (filing every frame under its id cost
/// more than the lookup of the solve did). The output cannot differ from solving again, so it stays
/// the same at any `--jobs`.
final class SolveCache: Sendable {
    static let shared = SolveCache()

    /// How many layouts are kept: a few screens' distinct windows. An entry holds the whole input and its frames,
    /// about 33 KB for the Templates' screens, so 512 entries were 17 MB of a whole-matrix run's memory;
    /// at 64, `bezel check Templates` and a quarter of the render matrix miss exactly as often as at 512.
    static let capacity = 64

    /// An input with its hash computed once, from the parts that tell one profile's input from another's: the
    /// root's frame, insets and margins, the direction, the scale and the sizes of the lists. Hashing the whole
    /// input (every node, guide and constraint, with their strings) cost more than solving did in `bezel check
    /// Templates`, and a lookup hashed it again to insert. Equality still compares the whole input,
    /// cheap parts first, so two inputs share a result only when they are equal.
    private struct Key: Hashable {
        let input: AutoLayoutInput
        let scale: Double
        let rootID: String
        let overhangs: [String: EdgeInsets]
        let hash: Int

        init(input: AutoLayoutInput, scale: Double, rootID: String, overhangs: [String: EdgeInsets]) {
            self.input = input
            self.scale = scale
            self.rootID = rootID
            self.overhangs = overhangs
            var hasher = Hasher()
            hasher.combine(input.rootFrame)
            hasher.combine(input.rootSafeAreaInsets)
            hasher.combine(input.rootLayoutMargins)
            hasher.combine(input.rootReadableContentInsets)
            hasher.combine(input.layoutDirection)
            hasher.combine(input.maximumPasses)
            hasher.combine(input.nodes.count)
            hasher.combine(input.guides.count)
            hasher.combine(input.constraints.count)
            hasher.combine(scale)
            hash = hasher.finalize()
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.hash == rhs.hash && lhs.scale == rhs.scale && lhs.input.rootFrame == rhs.input.rootFrame
                && lhs.input.rootSafeAreaInsets == rhs.input.rootSafeAreaInsets
                && lhs.input.rootLayoutMargins == rhs.input.rootLayoutMargins && lhs.rootID == rhs.rootID
                && lhs.overhangs == rhs.overhangs && lhs.input == rhs.input
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }
    }

    private struct State {
        var results: [Key: ConstraintLayout] = [:]
        /// Insertion order, for dropping the oldest when full: a ring, `oldest` its oldest key once it is full, so
        /// a miss replaces one key in place instead of shifting the others (each holds a whole input).
        var order: [Key] = []
        var oldest = 0
    }

    private let state = Mutex(State())

    func layout(
        for input: AutoLayoutInput, scale: Double, rootID: String, overhangs: [String: EdgeInsets], solve: () -> ConstraintLayout
    ) -> ConstraintLayout {
        let key = Key(input: input, scale: scale, rootID: rootID, overhangs: overhangs)
        if let known = state.withLock({ $0.results[key] }) { return known }
        let result = solve()
        state.withLock { state in
            guard state.results[key] == nil else { return }
            if state.order.count >= Self.capacity {
                state.results[state.order[state.oldest]] = nil
                state.order[state.oldest] = key
                state.oldest = (state.oldest + 1) % state.order.count
            } else {
                state.order.append(key)
            }
            state.results[key] = result
        }
        return result
    }
}
