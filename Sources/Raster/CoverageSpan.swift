/// A run of pixels in one row that share one coverage value: `count` pixels from `x`.
struct CoverageSpan: Hashable, Sendable {
    var x: Int
    var count: Int
    /// 0–255; 255 is fully covered.
    var coverage: UInt8
}
