import Diagnostics
import Foundation

/// What an image set (`Name.imageset/Contents.json`) holds, read when a document names it: the PNG and JPEG
/// files the screen's profiles show decoded, and PDF and SVG files drawn at the scales they show
/// (`ImageVariants`, `ImageFiles` with their limits), or, when it has none Bezel can draw, the format it
/// holds instead (HEIC, a damaged vector), which the image shows as a placeholder and the run names.
enum AssetImageSet {
    case bitmaps(AssetImage)
    /// No PNG, JPEG, WebP, PDF or SVG Bezel can draw: the format of the first file (`HEIC`…; for a file named as a
    /// bitmap that holds none, what it holds, `GIF`, `unfetched Git LFS` (`ImageFiles.heldFormat(_:beneath:)`), else
    /// `broken PNG`; `broken PDF` for one poppler cannot read), for "not drawn exactly".
    case undrawable(format: String)
    /// A set without any file.
    case empty
    /// A file the screen shows that would fit alone but not beside the screen's images already read
    /// (`ImageFiles.Failure.pastBudget`): drawn as a named placeholder, as a screen of many large photos is
    /// still worth drawing.
    case pastBudget
    /// An image the document embeds that holds no pixels, only a reference to a file (`EmbeddedImage`): a
    /// placeholder named `what`.
    case byReference(what: String)

    /// The set in `folder` of `catalogue`, its files that `looks` show decoded (`ImageVariants`).
    static func read(
        name: String, folder: String, in catalogue: String, looks: [ImageLook], pixelsSoFar: inout Int
    ) throws(InputError) -> AssetImageSet {
        guard let contents = try AssetContents.read(folder, beneath: catalogue) else { return .empty }
        var candidates: [ImageVariants.Candidate] = []
        var other: String?
        let location = SourceLocation(file: contents.path, line: 1, column: 1)
        for entry in try contents.entries("images") {
            guard let file = entry["filename"] as? String, !file.isEmpty else { continue }
            let appearance = AssetContents.appearance(of: entry)
            guard !appearance.other else { continue }
            // No file name holds a NUL (POSIX.1-2017 §3.170, "Filename"): the C path functions would end the
            // name there and read another file of the set in place of the one named.
            guard !file.contains("/"), !file.utf8.contains(0), file != ".", file != ".." else {
                throw contents.problem("image file name '\(MessageText.shown(file))' is not a name inside the set", near: file)
            }
            let format = file.split(separator: ".").last.map { $0.uppercased() } ?? ""
            let vector = VectorDecoder.Format(extension: format)
            guard format == "PNG" || format == "JPG" || format == "JPEG" || vector != nil else {
                if other == nil { other = format.isEmpty ? "unknown" : format }
                continue
            }
            // A file the set lists but does not hold: actool warns ("references a file … but that file does
            // not exist") and builds the set without it, so the slot is empty, as in the app.
            guard let onDisk = Self.file(file, in: catalogue + "/" + folder) else { continue }
            let given = (entry["scale"] as? String).flatMap { Int($0.dropLast()) }
            // A vector entry without a scale ("Single Scale") is every scale: the asset compiler draws it at
            // @1x, @2x and @3x. Only the scales a profile shows are drawn (`ImageVariants`).
            let scales = vector != nil && given == nil ? [1, 2, 3] : [given.map { (1...3).contains($0) ? $0 : 1 } ?? 1]
            for scale in scales {
                candidates.append(ImageVariants.Candidate(
                    idiom: entry["idiom"] as? String ?? "universal", scale: scale, dark: appearance.dark,
                    path: folder + "/" + onDisk, folder: catalogue, location: location, vector: vector))
            }
        }
        // A file named like a bitmap that holds no image at all (`ImageFiles.readIfImage`): Interface Builder
        // still opens the document, so the image is a placeholder the run names ("broken PNG image"), not a
        // reason to refuse the screen. A file that starts as a PNG or JPEG and then fails is still the error,
        // at the set's Contents.json.
        let found: (variants: [AssetImage.Variant], broken: [ImageVariants.Candidate])
        do throws(ImageFiles.Failure) {
            found = try ImageVariants.decode(candidates, looks: looks, pixelsSoFar: &pixelsSoFar) { candidate, pixels throws(ImageFiles.Failure) in
                if let vector = candidate.vector {
                    return try ImageFiles.readVectorIfDrawable(
                        candidate.path, key: candidate.key, format: vector, scale: candidate.scale, beneath: candidate.folder,
                        at: candidate.location, pixelsSoFar: pixels)
                }
                return try ImageFiles.readIfImage(candidate.path, beneath: candidate.folder, at: candidate.location, pixelsSoFar: pixels)
            }
        } catch {
            return try placeholder(for: error)
        }
        if !found.variants.isEmpty {
            return .bitmaps(AssetImage(
                name: name, variants: found.variants, template: contents.templateRendering ? true : nil,
                otherFileStandsIn: found.broken.isEmpty ? nil : true))
        }
        // Named by what the file holds when Bezel knows it (`GIF`, `unfetched Git LFS`), else as a broken file.
        if other == nil, let first = found.broken.first {
            other = ImageFiles.undrawnFormat(first.path, beneath: first.folder)
        }
        return other.map { .undrawable(format: $0) } ?? .empty
    }

    /// The set's file that `Contents.json` names `file`: that name when the folder holds it, else the first
    /// regular file, in byte order, whose name differs from it in case alone (`Icon@2x.PNG` for `icon@2x.png`);
    /// `nil` when there is none. actool compiles the catalogue on the Mac, whose default volume format is
    /// case-insensitive APFS ("Case-sensitive APFS" is the other, https://www.dssw.co.uk/reference/diskutil.html),
    /// so the app holds the image; a checkout on Linux keeps the case the repository has.
    static func file(_ file: String, in folder: String) -> String? {
        if FileManager.default.fileExists(atPath: folder + "/" + file) { return file }
        let lower = file.lowercased()
        return FolderListing.names(in: folder)?.first { $0.lowercased() == lower && FolderListing.isRegularFile(folder + "/" + $0) }
    }

    /// What a file that failed to read makes of its image: a placeholder when only the screen's budget
    /// stopped it or Bezel cannot decode its format (`ImageFiles.Failure.undrawable`), else the file's problem.
    static func placeholder(for failure: ImageFiles.Failure) throws(InputError) -> AssetImageSet {
        switch failure {
        case .pastBudget: return .pastBudget
        case .undrawable(let format, _): return .undrawable(format: format)
        case .unreadable(let problem): throw problem
        }
    }
}

extension AssetContents {
    /// An image set's `"properties": {"template-rendering-intent": "template"}` ("Render As: Template Image").
    var templateRendering: Bool {
        (object["properties"] as? [String: Any])?["template-rendering-intent"] as? String == "template"
    }
}
