import Geometry

/// A section's header or footer title (`titleForHeaderInSection`, `titleForFooterInSection`) and the
/// rectangle its text sits in, in window coordinates.
public struct SectionTitleGeometry: Hashable, Sendable, Codable {
    public var text: String
    public var frame: Rect
    public var isHeader: Bool

    public init(text: String, frame: Rect, isHeader: Bool) {
        self.text = text
        self.frame = frame
        self.isHeader = isHeader
    }
}
