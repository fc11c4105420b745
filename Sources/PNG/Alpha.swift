import Raster

/// Conversions between premultiplied and straight alpha, with the rounding chosen so that
/// `premultiply(unpremultiply(p)) == p` for every valid premultiplied pixel (channel ≤ alpha):
/// a `Pixmap` written to PNG and read back is the same `Pixmap`.
package enum Alpha {
    /// `round(channel × alpha / 255)`. 255 is odd, so there are no ties to break.
    @inlinable
    static func premultiply(_ channel: UInt8, alpha: UInt8) -> UInt8 {
        UInt8((UInt32(channel) * UInt32(alpha) + 127) / 255)
    }

    /// `round(channel × 255 / alpha)`, clamped to 255; 0 for a transparent pixel.
    ///
    /// Exact inverse of `premultiply`: |c·a/255 − p| ≤ a/510 < ½ for a < 255, so premultiplying
    /// the result rounds back to `channel`.
    @inlinable
    static func unpremultiply(_ channel: UInt8, alpha: UInt8) -> UInt8 {
        if alpha == 255 { return channel }
        if alpha == 0 { return 0 }
        let value = (UInt32(channel) * 255 + UInt32(alpha) / 2) / UInt32(alpha)
        return UInt8(min(value, 255))
    }

    /// Un-premultiplies RGBA pixels in place, from byte `start` (a pixel's first byte) to the end: a whole
    /// image (`StraightImage`) or a band of one as it is streamed (`PNGRowStream`).
    static func unpremultiply(pixels bytes: UnsafeMutableBufferPointer<UInt8>, from start: Int = 0) {
        var i = start
        while i < bytes.count {
            let a = bytes[i + 3]
            if a != 255 {
                bytes[i] = unpremultiply(bytes[i], alpha: a)
                bytes[i + 1] = unpremultiply(bytes[i + 1], alpha: a)
                bytes[i + 2] = unpremultiply(bytes[i + 2], alpha: a)
            }
            i += 4
        }
    }
}

extension StraightImage {
    /// The straight-alpha version of a premultiplied pixmap.
    ///
    /// An opaque pixel is the same premultiplied and straight, and Bezel's images are opaque but for
    /// translucent canvases: then the pixmap's storage is shared, not copied (for a 4000×2376 Apple TV
    /// image that copy was 38 MB of each worker's peak memory). A translucent pixmap given up by its
    /// caller (its last use) is converted in place, not copied: the device frame's 30 MB canvas is
    /// otherwise faulted in twice.
    package init(premultiplied pixmap: consuming Pixmap) {
        self = Self.converting(premultiplied: pixmap).image
    }

    /// The straight-alpha version of `pixmap`, and whether every pixel is opaque: the scan that decides
    /// whether to convert also answers what the PNG encoder's `RowLayout.survey` would scan the image again
    /// for (each pass over a 1290×2796 screen is 14 MB of memory traffic).
    static func converting(premultiplied pixmap: consuming Pixmap) -> (image: StraightImage, opaque: Bool) {
        let firstTranslucent = pixmap.data.withUnsafeBytes { raw -> Int? in
            // Alpha is the top byte of each little-endian pixel word. Blocks of 1,024 pixels are ANDed
            // branch-free (vectorised); only a block with a translucent pixel is searched.
            let words = raw.bindMemory(to: UInt32.self)
            let opaque = UInt32(littleEndian: 0xFF00_0000)
            var start = 0
            while start < words.count {
                let end = min(start + 1024, words.count)
                var alphas = opaque
                for i in start..<end { alphas &= words[i] }
                if alphas & opaque != opaque {
                    for i in start..<end where words[i] & opaque != opaque { return i * 4 }
                }
                start = end
            }
            return nil
        }
        guard let start = firstTranslucent else {
            return (StraightImage(checkedWidth: pixmap.width, height: pixmap.height, data: pixmap.data), true)
        }
        let (width, height) = (pixmap.width, pixmap.height)
        var data = (consume pixmap).data
        data.withUnsafeMutableBufferPointer { Alpha.unpremultiply(pixels: $0, from: start) }
        return (StraightImage(checkedWidth: width, height: height, data: data), false)
    }

    /// The premultiplied pixmap of this image (lossy where alpha is small: see `Alpha`).
    package var premultiplied: Pixmap {
        var data = self.data
        data.withUnsafeMutableBufferPointer { bytes in
            var i = 0
            while i < bytes.count {
                let a = bytes[i + 3]
                if a != 255 {
                    bytes[i] = Alpha.premultiply(bytes[i], alpha: a)
                    bytes[i + 1] = Alpha.premultiply(bytes[i + 1], alpha: a)
                    bytes[i + 2] = Alpha.premultiply(bytes[i + 2], alpha: a)
                }
                i += 4
            }
        }
        return Pixmap(width: width, height: height, data: data)
    }
}
