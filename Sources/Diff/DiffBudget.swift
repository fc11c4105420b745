import Diagnostics

/// How many pixels one comparison may hold in memory at once: both images and the diff image drawn
/// from them. Two 12 KB PNGs that state 10,000×10,000 pixels each decode to 400 MB apiece, and
/// `bezel diff --diff-image` of them took 1.6 GB; the sizes their headers state are checked against this
/// budget before anything is decoded.
///
/// 96,000,000 pixels is about 500 MB at the 5.5 bytes per counted pixel measured for `bezel diff
/// --diff-image` (442 MB for two 4480×5968 images and their diff image). It leaves room for Bezel's
/// largest image, an iPad Pro 13-inch at `--scale 4` with its device art (4480×5968, 26.7 Mpx), with its
/// diff image (80 Mpx); the same pair side by side (133 Mpx) is over it. docs/robustness.md names it.
package enum DiffBudget {
    package static let maximumPixels = 96_000_000

    /// The pixels held at once to compare images of these sizes and, with `diffImage`, draw the diff
    /// image: the diff alone (or expected | diff | actual with `sideBySide`) for equal sizes, expected |
    /// actual for different ones.
    package static func pixels(_ a: PixelSize, _ b: PixelSize, diffImage: Bool, sideBySide: Bool) -> Int {
        let (pixelsA, pixelsB) = (a.width * a.height, b.width * b.height)
        guard diffImage else { return pixelsA + pixelsB }
        if a == b { return pixelsA + pixelsB + (sideBySide ? 3 : 1) * pixelsA }
        return pixelsA + pixelsB + (a.width + b.width) * max(a.height, b.height)
    }

    /// Throws, naming both files and the budget, when the comparison would hold more than the budget.
    package static func check(_ a: PixelSize, _ b: PixelSize, files: (String, String), diffImage: Bool, sideBySide: Bool) throws(InputError) {
        let needed = pixels(a, b, diffImage: diffImage, sideBySide: sideBySide)
        guard needed > maximumPixels else { return }
        let what = diffImage ? (sideBySide && a == b ? "both images and the side-by-side diff image" : "both images and the diff image") : "both images"
        throw InputError("comparing \(files.0) (\(a)) with \(files.1) (\(b)) would hold \(needed) pixels at once (\(what)), "
            + "over the budget of \(maximumPixels) pixels for one comparison")
    }
}
