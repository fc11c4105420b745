import Diagnostics
import PNG

/// Two PNG files compared, as `bezel diff` does for a pair and for each pair of a folder comparison.
///
/// The sizes the headers state are looked at before any pixel is decoded: images of
/// different sizes are reported as different without decoding when no diff image is asked for, and a
/// comparison that would hold more than `DiffBudget` is refused before it allocates.
package enum FileComparison {
    /// The comparison of `expected` with `actual` and, with `diffImage`, the image to write
    /// (`DiffImage.make`). With `folders`, the paths are relative to those folders and read without
    /// following a link below them (files a folder comparison found).
    package static func compare(
        _ expectedPath: String, _ actualPath: String, beneath folders: (String, String)? = nil, options: DiffOptions,
        diffImage: Bool, sideBySide: Bool
    ) throws(InputError) -> (result: DiffResult, image: StraightImage?) {
        let expectedBytes = try PNGFile.readBytes(expectedPath, beneath: folders?.0)
        let actualBytes = try PNGFile.readBytes(actualPath, beneath: folders?.1)
        let expected = PNGFile.shownPath(expectedPath, beneath: folders?.0)
        let actual = PNGFile.shownPath(actualPath, beneath: folders?.1)
        if let a = statedSize(expectedBytes), let b = statedSize(actualBytes) {
            if a != b && !diffImage { return (ImageDiff.sizesDiffer(a, b), nil) }
            try DiffBudget.check(a, b, files: (expected, actual), diffImage: diffImage, sideBySide: sideBySide)
        }
        let images = try PNGFile.decodeStraight([(expectedBytes, expected), (actualBytes, actual)])
        let result = ImageDiff.compare(images[0], images[1], options: options, drawImage: diffImage)
        return (result, diffImage ? DiffImage.make(result, images[0], images[1], sideBySide: sideBySide) : nil)
    }

    /// The size a PNG's header states, when it is within the decoder's own limits; otherwise `nil`, and
    /// decoding reports the file (corrupt, or over the limits) in the decoder's words.
    package static func statedSize(_ bytes: [UInt8]) -> PixelSize? {
        guard let (width, height) = PNGDecoder.headerSize(bytes) else { return nil }
        let limits = PNGDecoder.Limits.standard
        guard width > 0, height > 0, width <= limits.maximumSide, height <= limits.maximumSide,
              width * height <= limits.maximumPixels else { return nil }
        return PixelSize(width: width, height: height)
    }
}
