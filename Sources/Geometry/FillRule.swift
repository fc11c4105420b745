/// Which points a path encloses when sub-paths overlap or a path crosses itself (SVG `fill-rule`).
package enum FillRule: String, Hashable, Sendable, Codable {
    /// Inside where the outline winds around the point a non-zero number of times (SVG's default).
    case nonZero
    /// Inside where a ray from the point crosses the outline an odd number of times: a sub-path
    /// inside another cuts a hole, whatever its direction (a Dynamic Island inside a screen).
    case evenOdd
}
