/// A question the ambiguity analysis has already answered: a set of cone components and a gradient
/// over their columns (bit patterns, so equal keys mean bit-identical inputs and so the same answer).
struct GradientKey: Hashable {
    var components: [Int]
    var bits: [UInt64]
}
