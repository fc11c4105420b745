/// A run of pixels in one row that share one coverage value: `count` pixels from `x`.
///
/// Columns are kept in 32 bits: a span lies inside a canvas row, and a row of 2³¹ pixels would be 8 GB
/// (an image's sides are checked against 20,000 before its canvas is made, `PNGDecoder.Limits`,
/// `ImagePipeline`). Twelve bytes a span instead of 24 halve the coverage a worker's `CoverageCache`
/// records, fresh memory for every shape it keeps (the device outline's recording was 280 of
/// a device-framed image's page faults).
struct CoverageSpan: Hashable, Sendable {
    private var start: Int32
    private var length: Int32
    /// 0–255; 255 is fully covered.
    var coverage: UInt8

    init(x: Int, count: Int, coverage: UInt8) {
        start = Int32(x)
        length = Int32(count)
        self.coverage = coverage
    }

    var x: Int {
        get { Int(start) }
        set { start = Int32(newValue) }
    }

    var count: Int {
        get { Int(length) }
        set { length = Int32(newValue) }
    }
}
