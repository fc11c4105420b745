import PNG

/// Windows icon files (`.ico`), which UIImage reads as it reads PNG and JPEG (its "Windows Icon Format (ICO)" among the
/// formats ImageIO decodes, `UTType.ico`, https://developer.apple.com/documentation/uniformtypeidentifiers/uttype-swift.struct/ico)
/// and which projects hold, sometimes under a `.png` name (a web site's favicon dropped into an image set).
///
/// The file is a directory of images (https://learn.microsoft.com/en-us/previous-versions/ms997538(v=msdn.10), "Icons
/// in Win32"): a 6-byte header (reserved 0, type 1, count) and a 16-byte entry per image, each giving the image's
/// byte count and offset. An image is either a whole PNG file (Windows Vista and later) or a device-independent
/// bitmap: a `BITMAPINFOHEADER` whose height counts two bitmaps, the colour one (bottom row first) and a 1-bit mask
/// after it (1: transparent), each row padded to 4 bytes
/// (https://learn.microsoft.com/en-us/windows/win32/api/wingdi/ns-wingdi-bitmapinfoheader). UIImage draws the image at
/// index 0 of its image source, the first of the directory (assumed: ImageIO does not document which).
enum ICODecoder {
    typealias Failure = RasterDecoderFailure

    /// Whether `bytes` start as an icon file: reserved 0, type 1 (an icon, not a cursor), at least one image.
    static func isICO(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 22 && bytes.starts(with: [0, 0, 1, 0]) && (bytes[4] != 0 || bytes[5] != 0)
    }

    /// The bytes of the first image of the directory: a PNG file, or a bitmap for `decodeBitmap`; nil when the
    /// directory points outside the file.
    static func firstImage(_ bytes: [UInt8]) -> ArraySlice<UInt8>? {
        let size = Int(uint32(bytes, 14)), offset = Int(uint32(bytes, 18))
        guard size > 0, offset >= 22, offset <= bytes.count, size <= bytes.count - offset else { return nil }
        return bytes[offset..<offset + size]
    }

    /// A bitmap image of an icon (`firstImage` when it is not a PNG), premultiplied RGBA: 1, 4 and 8 bits a pixel
    /// through its palette, 24 bits, or 32 bits with alpha (the mask when every alpha is 0, as older icons leave it).
    /// Its size is checked against the limits before any pixel memory.
    static func decodeBitmap(_ image: ArraySlice<UInt8>, maximumSide: Int, maximumPixels: Int) throws(Failure) -> (width: Int, height: Int, pixels: [UInt8]) {
        let dib = Array(image)
        guard dib.count >= 40 else { throw .invalid("its bitmap header is cut") }
        let headerSize = Int(uint32(dib, 0))
        let width = Int(Int32(bitPattern: uint32(dib, 4))), height = Int(Int32(bitPattern: uint32(dib, 8))) / 2
        let bits = Int(dib[14]) | Int(dib[15]) << 8, compression = uint32(dib, 16)
        guard headerSize >= 40, headerSize <= dib.count, width > 0, height > 0 else { throw .invalid("its bitmap header is not one Bezel reads") }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else { throw .tooLarge(width: width, height: height) }
        guard compression == 0, [1, 4, 8, 24, 32].contains(bits) else {
            throw .invalid("its bitmap is \(bits) bits a pixel with compression \(compression), which Bezel does not read")
        }
        let paletteCount = bits <= 8 ? (uint32(dib, 32) == 0 ? 1 << bits : min(Int(uint32(dib, 32)), 1 << bits)) : 0
        let colours = headerSize + 4 * paletteCount
        let rowBytes = (width * bits + 31) / 32 * 4, maskRowBytes = (width + 31) / 32 * 4
        let mask = colours + rowBytes * height
        guard mask + maskRowBytes * height <= dib.count || (bits == 32 && mask <= dib.count) else { throw .invalid("its bitmap is cut") }
        let hasMask = mask + maskRowBytes * height <= dib.count
        var alphaSeen = false
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = colours + (height - 1 - y) * rowBytes
            for x in 0..<width {
                var blue: UInt8, green: UInt8, red: UInt8, alpha: UInt8 = 255
                switch bits {
                case 32:
                    (blue, green, red, alpha) = (dib[row + 4 * x], dib[row + 4 * x + 1], dib[row + 4 * x + 2], dib[row + 4 * x + 3])
                    alphaSeen = alphaSeen || alpha != 0
                case 24:
                    (blue, green, red) = (dib[row + 3 * x], dib[row + 3 * x + 1], dib[row + 3 * x + 2])
                default:
                    let bit = x * bits
                    let index = Int(dib[row + bit / 8] >> (8 - bits - bit % 8)) & ((1 << bits) - 1)
                    guard index < paletteCount else { throw .invalid("a pixel names colour \(index) of a palette of \(paletteCount)") }
                    let entry = headerSize + 4 * index
                    (blue, green, red) = (dib[entry], dib[entry + 1], dib[entry + 2])
                }
                let at = (y * width + x) * 4
                (pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3]) = (red, green, blue, alpha)
            }
        }
        if bits != 32 || !alphaSeen {
            // No alpha of its own: the mask's 1 bits are transparent, every pixel opaque when the mask is missing.
            for y in 0..<height {
                let row = mask + (height - 1 - y) * maskRowBytes
                for x in 0..<width {
                    let clear = hasMask && dib[row + x / 8] & (0x80 >> (x % 8)) != 0
                    pixels[(y * width + x) * 4 + 3] = clear ? 0 : 255
                }
            }
        }
        guard let straight = StraightImage(width: width, height: height, data: pixels) else { throw .invalid("its bitmap has no pixels") }
        return (width, height, straight.premultiplied.data)
    }

    /// The little-endian 32-bit number at `offset`.
    private static func uint32<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ offset: Int) -> UInt32 where Bytes.Element == UInt8, Bytes.Index == Int {
        let start = bytes.startIndex + offset
        return UInt32(bytes[start]) | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2]) << 16 | UInt32(bytes[start + 3]) << 24
    }
}
