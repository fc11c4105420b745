/// How a path's outline is drawn: SVG's `stroke-*` properties.
package struct StrokeStyle: Hashable, Sendable, Codable {
    /// How two segments meet (SVG `stroke-linejoin`).
    package enum Join: String, Hashable, Sendable, Codable {
        /// Outer edges extended until they meet, unless the miter length would exceed
        /// `miterLimit` stroke widths; then a bevel.
        case miter
        case round
        case bevel
    }

    /// How an open end is drawn (SVG `stroke-linecap`).
    package enum Cap: String, Hashable, Sendable, Codable {
        /// Ends exactly at the end point.
        case butt
        /// A half disc around the end point.
        case round
        /// A half square beyond the end point.
        case square
    }

    /// Full width of the line, in the path's units (scaled by the transform like the path).
    package var width: Double
    var join: Join
    var cap: Cap
    /// Largest ratio of miter length to stroke width before a miter becomes a bevel. 4 is SVG's
    /// default (w3.org/TR/SVG11/painting.html#StrokeMiterlimitProperty), so SVG output needs no attribute.
    var miterLimit: Double
    /// Alternating dash and gap lengths; empty for a solid line. An odd count repeats once
    /// (SVG `stroke-dasharray`).
    var dashes: [Double]
    /// How far into the dash pattern the path starts (SVG `stroke-dashoffset`).
    var dashPhase: Double

    package init(
        width: Double = 1, join: Join = .miter, cap: Cap = .butt, miterLimit: Double = 4,
        dashes: [Double] = [], dashPhase: Double = 0
    ) {
        self.width = width
        self.join = join
        self.cap = cap
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashPhase = dashPhase
    }
}
