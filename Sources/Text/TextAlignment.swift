/// Horizontal placement of lines inside a frame (NSTextAlignment; `.natural` is `.left` for the
/// left-to-right text Bezel sets).
package enum TextAlignment: String, CaseIterable, Hashable, Sendable, Codable {
    case left, center, right

    /// The x offset of a line of `lineWidth` inside `frameWidth`.
    package func offset(lineWidth: Double, frameWidth: Double) -> Double {
        switch self {
        case .left: 0
        case .center: (frameWidth - lineWidth) / 2
        case .right: frameWidth - lineWidth
        }
    }
}
