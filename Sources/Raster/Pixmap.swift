/// An RGBA image, 8 bits per channel, row-major, top row first, **premultiplied** alpha.
///
/// Premultiplied storage makes source-over compositing one multiply-add per channel; PNG
/// encoding un-premultiplies on the way out (and decoding premultiplies on the way in).
/// Costs `width × height × 4` bytes.
package struct Pixmap: Hashable, Sendable, RGBAPixels {
    package let width: Int
    package let height: Int
    /// `width * height * 4` bytes: r, g, b, a for each pixel.
    package var data: [UInt8]

    /// A fully transparent image.
    init(width: Int, height: Int) {
        self.init(width: width, height: height, filledWith: 0)
    }

    /// An image whose every pixel is `word`: premultiplied r, g, b, a from the lowest byte up.
    init(width: Int, height: Int, filledWith word: UInt32) {
        precondition(width >= 0 && height >= 0, "negative image size")
        self.width = width
        self.height = height
        self.data = PixelStorage.bytes(count: width * height * 4, repeating: word)
    }

    package init(width: Int, height: Int, data: [UInt8]) {
        precondition(data.count == width * height * 4, "pixel data does not match the size")
        self.width = width
        self.height = height
        self.data = data
    }
}
