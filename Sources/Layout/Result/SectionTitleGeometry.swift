import Geometry

/// A section's header or footer title (`titleForHeaderInSection`, `titleForFooterInSection`) and the
/// rectangle its text sits in, in window coordinates.
package struct SectionTitleGeometry: Hashable, Sendable, Codable {
    package var text: String
    package var frame: Rect
    package var isHeader: Bool

    package init(text: String, frame: Rect, isHeader: Bool) {
        self.text = text
        self.frame = frame
        self.isHeader = isHeader
    }
}
