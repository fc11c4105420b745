import Geometry

/// A UISegmentedControl's segments for its intrinsic size: their titles, measured by the caller's
/// `TextMeasuring` in the control's title font. Segments share one width, the widest title's plus the
/// segment's own padding, unless `apportionsSegmentWidthsByContent` is set
/// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/apportionssegmentwidthsbycontent:
/// "the default is false"), which callers leave out here.
package struct SegmentsContent: Sendable, Hashable, Codable {
    package var titles: [String]
    /// The title font as the front end names it (`system`) and its size.
    package var font: String
    package var pointSize: Double
    /// What each segment adds to its widest title (the caller passes the sourced number).
    package var padding: Double
    package var height: Double

    package init(titles: [String], font: String = "system", pointSize: Double, padding: Double, height: Double) {
        self.titles = titles
        self.font = font
        self.pointSize = pointSize
        self.padding = padding
        self.height = height
    }

    /// The control's intrinsic size: as many equal segments as titles, each the widest title plus `padding`.
    func size(measurer: some TextMeasuring) -> Size {
        let widest = titles.map { measurer.measure(TextContent($0, font: font, pointSize: pointSize), maxWidth: nil).size.width }.max() ?? 0
        return Size(width: Double(titles.count) * (widest + padding), height: height)
    }
}
