import Geometry

/// One sub-path flattened to straight segments: what the stroker and the dasher work on.
struct Polyline: Hashable, Sendable {
    var points: [Point]
    /// True when the sub-path ended with `close`: the last point connects back to the first.
    var isClosed: Bool
}
