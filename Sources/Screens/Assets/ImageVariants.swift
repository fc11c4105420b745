import Diagnostics

/// Decodes, of the files one image name has (an image set's entries, or a loose image's `@2x`/`~ipad`
/// family), only those some look of the screen shows (`ImageLook`), as UIKit loads only the variant the
/// trait collection picks (https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)):
/// a set of three 5,400 × 5,400 PNGs costs the screen's image budget (`ImageFiles.maximumPixels`) the two
/// an iPhone shows, @2x and @3x, not all three.
enum ImageVariants {
    /// One file before it is decoded: the traits its entry or name gives, and where it is (`path` beneath
    /// `folder`, as `ImageFiles` reads it; the path also breaks ties between entries, as `ImageFile.path` does).
    struct Candidate {
        var idiom: String
        var scale: Int
        var dark: Bool
        var path: String
        var folder: String
        var location: SourceLocation
        /// A PDF or SVG file, drawn at `scale` (one candidate for each scale of a single-scale vector entry).
        var vector: VectorDecoder.Format? = nil

        /// What tells the candidates apart: the path, and for a vector drawn at several scales, the scale.
        var key: String { vector == nil ? path : path + "@\(scale)x" }
    }

    /// The variants of `candidates` the looks pick, decoded by `read` (given the pixels read so far; `nil`
    /// for a file that holds no image, which is set aside in `broken` and the looks pick again without it),
    /// in the candidates' order; `pixelsSoFar` grows by the pixels of the files kept, each file once.
    static func decode(
        _ candidates: [Candidate], looks: [ImageLook], pixelsSoFar: inout Int,
        read: (Candidate, Int) throws(ImageFiles.Failure) -> ImageFile?
    ) throws(ImageFiles.Failure) -> (variants: [AssetImage.Variant], broken: [Candidate]) {
        var left = candidates
        var broken: [Candidate] = []
        var decoded: [String: ImageFile] = [:]
        var pixels = pixelsSoFar
        func picked() -> Set<String> {
            Set(looks.compactMap { look in
                AssetImage.pick(left, idiom: look.idiom, scale: Double(look.scale), appearance: look.appearance) {
                    ($0.idiom, $0.scale, $0.dark, $0.key)
                }?.key
            })
        }
        var shown = picked()
        var index = 0
        while index < left.count {
            let candidate = left[index]
            guard shown.contains(candidate.key), decoded[candidate.key] == nil else {
                index += 1
                continue
            }
            guard let image = try read(candidate, pixels) else {
                broken.append(candidate)
                left.removeAll { $0.key == candidate.key }
                shown = picked()
                index = 0
                continue
            }
            pixels += image.width * image.height
            decoded[candidate.key] = image
            index += 1
        }
        var variants: [AssetImage.Variant] = []
        var counted: Set<String> = []
        for candidate in left where shown.contains(candidate.key) {
            guard let image = decoded[candidate.key] else { continue }
            if counted.insert(candidate.key).inserted { pixelsSoFar += image.width * image.height }
            variants.append(AssetImage.Variant(idiom: candidate.idiom, scale: candidate.scale, dark: candidate.dark, image: image))
        }
        return (variants, broken)
    }
}
