/// Solves one axis of one view from at most two of: start edge, end edge, centre, length.
///
/// Why a closed form instead of a constraint solver: templates pin each edge to an already placed guide or
/// sibling, so every axis is a small linear system with a unique answer when exactly two facts are given.
enum AxisSolver {
    /// The start position and length, or `nil` when fewer than two facts are given.
    static func solve(start: Double?, end: Double?, center: Double?, length: Double?) -> (start: Double, length: Double)? {
        if let start, let end { return (start, end - start) }
        if let start, let length { return (start, length) }
        if let end, let length { return (end - length, length) }
        if let center, let length { return (center - length / 2, length) }
        if let start, let center { return (start, 2 * (center - start)) }
        if let end, let center { return (2 * center - end, 2 * (end - center)) }
        return nil
    }
}
