import Diagnostics
import Synchronization

/// The loose image files of a project (`name.png`, `name@2x.png`, `name@3x~ipad.png` anywhere in the
/// project's folders, outside asset catalogues), which Xcode copies into the app bundle and
/// `UIImage(named:)` finds by name when no catalogue holds it
/// (https://developer.apple.com/documentation/uikit/uiimage/1624146-init): a PNG may be named without its
/// extension, every other format with it. A file's name says its scale and device: `<name>@2x~iphone.png`,
/// the scale (`@2x`, `@3x`; none is 1) before the device modifier (`~iphone`, `~ipad`; none is universal)
/// (https://developer.apple.com/library/archive/documentation/2DDrawing/Conceptual/DrawingPrintingiOS/SupportingHiResScreensInViews/SupportingHiResScreensInViews.html).
/// Files are found by `ProjectFileFinder` in its lookup order; the first file found for a name, scale and
/// device wins, as copying into one flat bundle keeps one file of a name.
///
/// Assumed: every image file of the project's folders is in the app's target (the `.xcodeproj` is read only for
/// the files it builds from outside them, `XcodeProjectResources`), and none is inside a folder reference (copied as a folder, not found by name alone); a
/// `*.bundle` folder's files are found only by their path from it (`bundlePrefix(of:)`).
package struct BundleImages: Sendable {
    /// One file: where it is and what its name says.
    struct File: Hashable, Sendable {
        var folder: String
        var name: String
        var scale: Int
        /// `universal`, `iphone` or `ipad`, as an asset catalogue's entries write the idiom.
        var idiom: String
    }

    /// Files by the name `UIImage(named:)` is given: the base name with its extension (`logo.png`); a PNG's
    /// also by its base name alone (`logo`).
    private var files: [String: [File]] = [:]
    /// Files by their own name when it has a scale or device modifier (`logo@2x.png`, `logo@2x`): found only
    /// when no file family has that name.
    private var exactFiles: [String: [File]] = [:]
    /// Every name above by its lower-case form, the first in byte order winning (`nameInAnotherCase(_:)`).
    private var lowercased: [String: String] = [:]

    package init(paths: [String]) {
        for path in paths {
            let slash = path.lastIndex(of: "/")
            let folder = slash.map { String(path[..<$0]) } ?? "."
            let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
            guard let parsed = Self.parse(name) else { continue }
            let file = File(folder: folder.isEmpty ? "/" : folder, name: name, scale: parsed.scale, idiom: parsed.idiom)
            let prefix = Self.bundlePrefix(of: folder)
            var keys = [prefix + parsed.base + "." + parsed.ext]
            if parsed.ext.lowercased() == "png" { keys.append(prefix + parsed.base) }
            for key in keys {
                var list = files[key, default: []]
                if !list.contains(where: { $0.scale == file.scale && $0.idiom == file.idiom }) { list.append(file) }
                files[key] = list
            }
            // The file's own name, modifiers and all (`badge@2x.png`, `badge@2x`, `badge~ipad.png`): `UIImage(named:)`
            // given it loads that file, at the scale its name says, on any device, as it finds `badge.png` for
            // `badge` (the name is looked up as given, then with the device's modifiers added, Apple's
            // "Supporting High-Resolution Screens In Views" cited above).
            if parsed.scale != 1 || parsed.idiom != "universal" {
                let exact = File(folder: file.folder, name: name, scale: parsed.scale, idiom: "universal")
                let stem = String(name.dropLast(parsed.ext.count + 1))
                for key in [prefix + name] + (parsed.ext.lowercased() == "png" ? [prefix + stem] : []) where exactFiles[key] == nil {
                    exactFiles[key] = [exact]
                }
            }
        }
        for key in Set(files.keys).union(exactFiles.keys).sorted() {
            let lower = key.lowercased()
            if lowercased[lower] == nil { lowercased[lower] = key }
        }
    }

    /// The loose images for the document at `path`, `named` folders first; made once per document folder
    /// and folders in a process.
    package static func forDocument(_ path: String, named folders: [String] = []) -> BundleImages {
        let key = ([ImageFiles.folder(of: path)] + folders).joined(separator: "\u{0}")
        if let known = cache.withLock({ $0[key] }) { return known }
        let images = BundleImages(paths: ProjectFileFinder.files(.bundleImages, forDocument: path, named: folders))
        cache.withLock { $0[key] = images }
        return images
    }

    private static let cache = Mutex<[String: BundleImages]>([:])

    /// The files `UIImage(named: name)` could load, or `nil` when there is none.
    func files(named name: String) -> [File]? { files[name] ?? exactFiles[name] }

    /// The name of the project's files that differs from `name` in case alone (`Badge` for `badge`), or `nil`.
    /// On a device the app bundle's file names are case-sensitive and `UIImage(named:)` finds nothing; in
    /// the Simulator and Interface Builder's canvas, on the Mac's case-insensitive file system, the file loads
    /// (http://sayeight.com/2009/04/14/differences-between-testing-on-the-iphone-simulator-and-the-iphone/).
    func nameInAnotherCase(_ name: String) -> String? {
        lowercased[name.lowercased()].flatMap { $0 == name ? nil : $0 }
    }

    /// Image formats `UIImage(named:)` loads from the app bundle (given with their extension) that Bezel does
    /// not decode: the other formats of UIImage's "Supported image formats" table
    /// (https://developer.apple.com/documentation/uikit/uiimage). Such a file is named with its format
    /// ("GIF image"), as a catalogue's HEIC file is (`AssetImageSet.undrawable`).
    static let undrawnFormats = ["gif", "tif", "tiff", "bmp", "bmpf", "ico", "cur", "xbm"]

    /// The files named `name` that `looks` show, decoded, as an image whose variants UIKit picks from like a
    /// catalogue's (`AssetImage.variant(for:scale:appearance:)`, `ImageVariants`); `.empty` when the project
    /// holds none, `.pastBudget` when a file would not fit beside the screen's images already read.
    func image(named name: String, looks: [ImageLook], pixelsSoFar: inout Int) throws(InputError) -> AssetImageSet {
        guard let all = files(named: name) else { return .empty }
        let found = all.filter { file in !Self.undrawnFormats.contains { file.name.lowercased().hasSuffix("." + $0) } }
        if found.isEmpty, let first = all.first {
            return .undrawable(format: first.name.split(separator: ".").last.map { $0.uppercased() } ?? "unknown")
        }
        let candidates = found.map { file in
            ImageVariants.Candidate(
                idiom: file.idiom, scale: file.scale, dark: false, path: file.name, folder: file.folder,
                location: SourceLocation(file: ProjectFileFinder.joined(file.folder, file.name), line: 1, column: 1))
        }
        do throws(ImageFiles.Failure) {
            // A file that holds no image Bezel decodes (a Git LFS pointer, a GIF named `.png`) is set aside as a
            // catalogue's is (`ImageFiles.readIfImage`); when no other file of the name is left, the image is named
            // by what the first one holds.
            let decoded = try ImageVariants.decode(candidates, looks: looks, pixelsSoFar: &pixelsSoFar) { candidate, pixels throws(ImageFiles.Failure) in
                try ImageFiles.readIfImage(candidate.path, beneath: candidate.folder, at: candidate.location, pixelsSoFar: pixels)
            }
            if decoded.variants.isEmpty, let first = decoded.broken.first {
                return .undrawable(format: ImageFiles.undrawnFormat(first.path, beneath: first.folder))
            }
            guard !decoded.variants.isEmpty else { return .empty }
            return .bitmaps(AssetImage(name: name, variants: decoded.variants, otherFileStandsIn: decoded.broken.isEmpty ? nil : true))
        } catch {
            return try AssetImageSet.placeholder(for: error)
        }
    }

    /// How a name reaches a file in `folder`: "" at the app bundle's top; inside a `*.bundle` folder, which
    /// Xcode copies whole into the app bundle's resources
    /// (https://developer.apple.com/library/archive/documentation/CoreFoundation/Conceptual/CFBundles/AboutBundles/AboutBundles.html),
    /// the path from that folder (`PB.bundle/`, `PB.bundle/icons/`): `UIImage(named: "PB.bundle/back.png")`
    /// finds `PB.bundle/back@2x.png` as a name at the top finds `back@2x.png` (docs/assets.md, "Loose images").
    static func bundlePrefix(of folder: String) -> String {
        let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
        guard let start = parts.lastIndex(where: { $0.hasSuffix(".bundle") }) else { return "" }
        return parts[start...].joined(separator: "/") + "/"
    }

    /// A file name's parts: `logo@2x~ipad.png` is `logo`, scale 2, `ipad`, `png`; `nil` for a name with no
    /// base or extension.
    static func parse(_ name: String) -> (base: String, scale: Int, idiom: String, ext: String)? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = String(name[name.index(after: dot)...])
        var stem = String(name[..<dot])
        var idiom = "universal"
        for (modifier, value) in [("~iphone", "iphone"), ("~ipad", "ipad")] where stem.hasSuffix(modifier) {
            stem.removeLast(modifier.count)
            idiom = value
        }
        var scale = 1
        for factor in [2, 3] where stem.hasSuffix("@\(factor)x") {
            stem.removeLast(3)
            scale = factor
        }
        guard !stem.isEmpty, !ext.isEmpty else { return nil }
        return (stem, scale, idiom, ext)
    }
}
