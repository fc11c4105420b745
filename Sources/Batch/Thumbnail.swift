import Diagnostics
import PNG
import Reports

/// The small PNG the review page shows in its grid, written beside each image as `<key>.thumb.png`: the
/// image scaled down to `width` pixels wide (its height in proportion) with a box filter, so the page loads a
/// few KB per card instead of the full image (which it loads only in the viewer).
///
/// Integer arithmetic only: each thumbnail pixel is the alpha-weighted mean of the source pixels its box
/// covers (box edges at `x * sourceWidth / width`, floored), rounded half up; so the same image gives the same
/// bytes on every machine and at any `--jobs`.
package enum Thumbnail {
    /// Thumbnails are this many pixels wide: the grid's cards are 140–220 CSS px wide.
    package static let width = 160
    /// What a thumbnail's path ends with, after the job's key.
    static let suffix = JobReport.thumbnailSuffix

    /// The thumbnail of a PNG `Bezel` wrote (its own image, so a decoding failure is an internal error).
    static func png(of image: [UInt8]) throws(InputError) -> [UInt8] {
        let source: StraightImage
        do {
            source = try PNGDecoder.decodeStraight(image)
        } catch {
            throw InputError("cannot read back the image to make its thumbnail: \(error)")
        }
        do {
            return try PNGEncoder.encode(scaled(source))
        } catch {
            throw InputError("cannot encode the thumbnail: \(error)")
        }
    }

    /// `source` box-filtered to `width` pixels wide (never wider than it was), at least one pixel high.
    static func scaled(_ source: StraightImage, width wanted: Int = width) -> StraightImage {
        let sw = source.width, sh = source.height
        let width = max(1, min(wanted, sw))
        let height = max(1, min(sh, (sh * width + sw / 2) / max(1, sw)))
        var out = [UInt8](repeating: 0, count: width * height * 4)
        guard sw > 0, sh > 0 else { return StraightImage(width: width, height: height, data: out)! }
        source.data.withUnsafeBufferPointer { pixels in
            // Per output column: the source columns it covers.
            let columns = (0..<width).map { x in (x * sw / width)..<max(x * sw / width + 1, (x + 1) * sw / width) }
            var sums = [Int](repeating: 0, count: width * 4)
            for y in 0..<height {
                let rows = (y * sh / height)..<max(y * sh / height + 1, (y + 1) * sh / height)
                for i in sums.indices { sums[i] = 0 }
                for row in rows {
                    let base = row * sw * 4
                    for (x, span) in columns.enumerated() {
                        var r = 0, g = 0, b = 0, a = 0
                        for column in span {
                            let p = base + column * 4
                            let alpha = Int(pixels[p + 3])
                            r += Int(pixels[p]) * alpha
                            g += Int(pixels[p + 1]) * alpha
                            b += Int(pixels[p + 2]) * alpha
                            a += alpha
                        }
                        sums[x * 4] += r
                        sums[x * 4 + 1] += g
                        sums[x * 4 + 2] += b
                        sums[x * 4 + 3] += a
                    }
                }
                for (x, span) in columns.enumerated() {
                    let count = span.count * rows.count
                    let alphaSum = sums[x * 4 + 3]
                    let o = (y * width + x) * 4
                    if alphaSum > 0 {
                        out[o] = UInt8((sums[x * 4] + alphaSum / 2) / alphaSum)
                        out[o + 1] = UInt8((sums[x * 4 + 1] + alphaSum / 2) / alphaSum)
                        out[o + 2] = UInt8((sums[x * 4 + 2] + alphaSum / 2) / alphaSum)
                    }
                    out[o + 3] = UInt8((alphaSum + count / 2) / count)
                }
            }
        }
        return StraightImage(width: width, height: height, data: out)!
    }
}
