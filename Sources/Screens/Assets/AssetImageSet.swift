import Diagnostics
import Foundation

/// What an image set (`Name.imageset/Contents.json`) holds, read when a document names it: its PNG and JPEG
/// files decoded (`ImageFiles`, with their limits), or, when it has none Bezel can draw, the format it holds
/// instead (a PDF or SVG vector, HEIC), which the image shows as a placeholder and the run names.
enum AssetImageSet {
    case bitmaps(AssetImage)
    /// No PNG or JPEG Bezel can draw: the format of the first file (`PDF`, `SVG`, `HEIC`…, or `broken PNG` for a
    /// file named as a bitmap that holds none), for "not drawn exactly".
    case undrawable(format: String)
    /// A set without any file.
    case empty

    static func read(name: String, folder: String, in catalogue: String, pixelsSoFar: inout Int) throws(InputError) -> AssetImageSet {
        guard let contents = try AssetContents.read(folder, beneath: catalogue) else { return .empty }
        var variants: [AssetImage.Variant] = []
        var other: String?
        for entry in try contents.entries("images") {
            guard let file = entry["filename"] as? String, !file.isEmpty else { continue }
            let appearance = AssetContents.appearance(of: entry)
            guard !appearance.other else { continue }
            guard !file.contains("/"), file != ".", file != ".." else {
                throw contents.problem("image file name '\(MessageText.shown(file))' is not a name inside the set")
            }
            let format = file.split(separator: ".").last.map { $0.uppercased() } ?? ""
            guard format == "PNG" || format == "JPG" || format == "JPEG" else {
                if other == nil { other = format.isEmpty ? "unknown" : format }
                continue
            }
            // A file the set lists but does not hold: actool warns ("references a file … but that file does
            // not exist") and builds the set without it, so the slot is empty, as in the app.
            guard FileManager.default.fileExists(atPath: catalogue + "/" + folder + "/" + file) else { continue }
            let scale = (entry["scale"] as? String).flatMap { Int($0.dropLast()) } ?? 1
            let location = SourceLocation(file: contents.path, line: 1, column: 1)
            // A file named like a bitmap that holds no image at all (`ImageFiles.readIfImage`): Interface Builder
            // still opens the document, so the image is a placeholder the run names ("broken PNG image"), not a
            // reason to refuse the screen. A file that starts as a PNG or JPEG and then fails is still the error,
            // at the set's Contents.json.
            guard let image = try ImageFiles.readIfImage(folder + "/" + file, beneath: catalogue, at: location, pixelsSoFar: pixelsSoFar) else {
                if other == nil { other = "broken \(format)" }
                continue
            }
            pixelsSoFar += image.width * image.height
            variants.append(AssetImage.Variant(
                idiom: entry["idiom"] as? String ?? "universal", scale: (1...3).contains(scale) ? scale : 1, dark: appearance.dark, image: image))
        }
        if !variants.isEmpty { return .bitmaps(AssetImage(name: name, variants: variants)) }
        return other.map { .undrawable(format: $0) } ?? .empty
    }
}
