/// How much difference still passes: at most a number of pixels, or a fraction of them.
/// Images of different sizes never pass.
package enum DiffTolerance: Hashable, Sendable {
    case pixels(Int)
    case ratio(Double)

    /// Nothing may differ.
    package static let none = DiffTolerance.pixels(0)

    package func accepts(_ result: DiffResult) -> Bool {
        guard result.sizesMatch else { return false }
        switch self {
        case let .pixels(count): return result.differentPixels <= count
        case let .ratio(ratio): return result.ratio <= ratio
        }
    }
}
