import Drawing
import Layout
import PNG

/// One screen on one profile, as files' contents: the layout, the display list, and the PNG and SVG made
/// from that one display list.
package struct RenderedImage: Sendable {
    package var layout: LaidOutScreen
    package var displayList: DisplayList
    package var png: [UInt8]?
    package var svg: String?
    /// The PNG scaled down as `render`'s `thumbnailWidth` asked (`RowBoxScaler`), made from its rows as they were
    /// written; nil when not asked for, or when the PNG was not written a band at a time.
    package var thumbnail: StraightImage?
    /// The PNG's size in pixels.
    var pixelWidth: Int
    var pixelHeight: Int
}
