/// An RGBA image, 8 bits per channel, row-major, top row first, **premultiplied** alpha.
///
/// Premultiplied storage makes source-over compositing one multiply-add per channel; PNG
/// encoding un-premultiplies on the way out (and decoding premultiplies on the way in).
/// Costs `width × height × 4` bytes.
public struct Pixmap: Hashable, Sendable, RGBAPixels {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: r, g, b, a for each pixel.
    public var data: [UInt8]

    /// A fully transparent image.
    public init(width: Int, height: Int) {
        self.init(width: width, height: height, filledWith: 0)
    }

    /// An image whose every pixel is `word`: premultiplied r, g, b, a from the lowest byte up.
    init(width: Int, height: Int, filledWith word: UInt32) {
        precondition(width >= 0 && height >= 0, "negative image size")
        self.width = width
        self.height = height
        self.data = PixelStorage.bytes(count: width * height * 4, repeating: word)
    }

    public init(width: Int, height: Int, data: [UInt8]) {
        precondition(data.count == width * height * 4, "pixel data does not match the size")
        self.width = width
        self.height = height
        self.data = data
    }
}

/// One 8-bit RGBA colour. Whether it is premultiplied depends on where it is stored:
/// in a `Pixmap`, it is; in a theme or a style, it is straight (not premultiplied).
public struct RGBA: Hashable, Sendable, Codable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
    public static let black = RGBA(r: 0, g: 0, b: 0)
    public static let white = RGBA(r: 255, g: 255, b: 255)
}
