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
    /// `scaled`: the image already scaled as it was written (`RenderedImage.thumbnail`, the same pixels), which
    /// saves reading the PNG back.
    static func png(of image: [UInt8], scaled known: StraightImage? = nil) throws(InputError) -> [UInt8] {
        let thumbnail: StraightImage
        if let known {
            thumbnail = known
        } else {
            do {
                thumbnail = scaled(try PNGDecoder.decodeStraight(image))
            } catch {
                throw InputError("cannot read back the image to make its thumbnail: \(error)")
            }
        }
        do {
            return try PNGEncoder.encode(thumbnail)
        } catch {
            throw InputError("cannot encode the thumbnail: \(error)")
        }
    }

    /// `source` box-filtered to `width` pixels wide (never wider than it was), at least one pixel high
    /// (`RowBoxScaler`).
    static func scaled(_ source: StraightImage, width wanted: Int = width) -> StraightImage {
        guard var scaler = RowBoxScaler(sourceWidth: source.width, sourceHeight: source.height, width: max(1, wanted)) else {
            let width = max(1, min(wanted, source.width)), height = max(1, source.height)
            return StraightImage(width: width, height: height, data: [UInt8](repeating: 0, count: width * height * 4))!
        }
        source.data.withUnsafeBufferPointer { scaler.add($0) }
        return scaler.image!
    }
}
