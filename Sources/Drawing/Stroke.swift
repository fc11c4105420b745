/// An outline drawn along a path.
package struct Stroke: Hashable, Sendable {
    package enum Join: String, Hashable, Sendable { case miter, round, bevel }
    package enum Cap: String, Hashable, Sendable { case butt, round, square }

    package var color: Color
    package var width: Double
    package var join: Join
    package var cap: Cap
    /// Dash and gap lengths in points; empty for a solid line.
    package var dash: [Double]

    package init(color: Color, width: Double, join: Join = .miter, cap: Cap = .butt, dash: [Double] = []) {
        self.color = color
        self.width = width
        self.join = join
        self.cap = cap
        self.dash = dash
    }
}
