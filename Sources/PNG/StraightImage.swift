import Raster

/// An RGBA image, 8 bits per channel, row-major, top row first, with **straight** (not
/// premultiplied) alpha: the values a PNG file stores.
///
/// `Pixmap` is premultiplied for compositing; a PNG and pixelmatch-style comparison work on
/// straight values, and a premultiplied pixel cannot always give back the straight one
/// (at alpha 1, 256 colours collapse to 2). Goldens are therefore decoded to this type
/// and compared without ever passing through premultiplied storage.
package struct StraightImage: Hashable, Sendable, RGBAPixels {
    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes: r, g, b, a for each pixel.
    package var data: [UInt8]

    /// A fully transparent image; `nil` for a negative size.
    package init?(width: Int, height: Int) {
        guard width >= 0, height >= 0 else { return nil }
        self.width = width
        self.height = height
        self.data = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Wraps `data`; `nil` when its length is not `width * height * 4`.
    package init?(width: Int, height: Int, data: [UInt8]) {
        guard width >= 0, height >= 0, data.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.data = data
    }

    /// For sizes already known to match (a `Pixmap`'s, a decoder's): no check, no failure path.
    init(checkedWidth width: Int, height: Int, data: [UInt8]) {
        self.width = width
        self.height = height
        self.data = data
    }

    package var pixelCount: Int { width * height }
}
