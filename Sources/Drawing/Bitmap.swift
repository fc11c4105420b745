import Geometry
import Raster

/// Pixels drawn into a rectangle of the display list: an emoji's colour bitmap (in a `TextRun`), or an image from a
/// file. The rasteriser resamples them into the rectangle (`Canvas.draw(_:in:transform:clip:)`); the SVG writer
/// embeds them once per `key` as a PNG data URI and places them with `<use>`.
package struct Bitmap: Hashable, Sendable {
    /// Where the pixels go, in display-list points; they are stretched to fill it.
    package var rect: Rect
    /// Premultiplied RGBA, as every `Pixmap`.
    package var pixels: Pixmap
    /// A name that only equal pixels share (`emoji-<glyph>-<ppem>`, `image-<sha256>`): the SVG writer embeds the
    /// pixels of each key once.
    package var key: String

    package init(rect: Rect, pixels: Pixmap, key: String) {
        self.rect = rect
        self.pixels = pixels
        self.key = key
    }
}
