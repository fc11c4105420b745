import Diagnostics
import FileSystem
import Hashing
import PNG
import Raster

/// Reads and decodes the PNGs a template's image views show (`image: avatar.png`) when the template is loaded,
/// so a bad file stops the run before anything is drawn, with the `image:` key's `file:line:column`.
///
/// Paths are read beneath the template's folder through `FileReader.read(_:beneath:as:)`: no link is followed
/// there, and `..` and absolute paths never reach it (`TemplateDecoder.imagePath` refuses them). libpng decodes
/// (Sources/PNG); the size is checked from IHDR before any pixel memory (a decompression bomb is refused by its
/// stated size): at most 8192 × 8192 pixels read of one file, kept at most 8192 pixels a side (a longer file is
/// reduced, `reduction(width:height:)`), and at most 8192 × 8192 kept pixels for all of a screen's images (256 MB
/// decoded). A file several views show is read once.
enum ImageFiles {
    static let maximumSide = 8192
    static let maximumPixels = 8192 * 8192
    /// What a decoder reads of one file: any side, within `maximumPixels`; a side past `maximumSide` is reduced after
    /// (`kept`).
    private static let readLimits = PNGDecoder.Limits(maximumSide: maximumPixels, maximumPixels: maximumPixels)

    /// Why an image was not read: it would fit alone but not beside the screen's images already read (a
    /// document draws it as a named placeholder, `ProjectAssets.apply`), or any other problem with the file.
    enum Failure: Error {
        case pastBudget(InputError)
        case unreadable(InputError)
        /// A file in a format Bezel cannot decode though Apple's tools can (a damaged `cgbiFormat` file): a
        /// document draws it as a named placeholder, as it does a catalogue's HEIC file.
        case undrawable(format: String, InputError)

        var error: InputError {
            switch self {
            case .pastBudget(let error), .unreadable(let error), .undrawable(_, let error): error
            }
        }
    }

    /// The name a PNG in Apple's "CgBI" variant is given in "not drawn exactly" when it cannot be decoded (a cut
    /// or damaged file). Xcode's build writes PNGs this way for iOS apps (`CgBIPNG`), and such files are sometimes
    /// committed, copied out of a built app; a whole one is drawn as iOS draws it.
    static let cgbiFormat = "CgBI PNG"

    /// The name a WebP file is given in "not drawn exactly" when libwebp cannot decode it (`WebPDecoder`).
    static let webpFormat = "WebP"
    /// How a Windows icon file is named when it is not drawn (`readICO`).
    static let icoFormat = "ICO"

    /// The images `views` name, by path, read beneath the folder of the template `file`: those `isFile` says
    /// are files (`namesFile(_:catalogued:)`); the others are the project's (`ProjectAssets.apply(toTemplate:)`).
    static func load(
        for views: [ViewSpec], templateFile file: String, isFile: (String) -> Bool = { _ in true }
    ) throws(InputError) -> [String: ImageFile] {
        var images: [String: ImageFile] = [:]
        var problems: [Diagnostic] = []
        var pixels = 0
        let folder = folder(of: file)
        func visit(_ views: [ViewSpec]) {
            for view in views {
                if let path = view.image, images[path] == nil, isFile(path) {
                    let location = view.location(of: "image")
                    do throws(Failure) {
                        let image = try read(path, beneath: folder, at: location, pixelsSoFar: pixels)
                        pixels += image.width * image.height
                        images[path] = image
                    } catch {
                        problems += error.error.diagnostics
                    }
                }
                visit(view.views)
            }
        }
        visit(views)
        guard problems.isEmpty else { throw InputError(problems) }
        return images
    }

    static func read(_ path: String, beneath folder: String, at location: SourceLocation, pixelsSoFar: Int) throws(Failure) -> ImageFile {
        try decode(bytes(of: path, beneath: folder, at: location), path: path, at: location, pixelsSoFar: pixelsSoFar)
    }

    /// `read`, or nil when the file holds no image Bezel decodes: its first bytes are none of a PNG signature
    /// (https://www.w3.org/TR/png/#5PNG-file-signature), a JPEG start-of-image marker, a WebP header, a TIFF
    /// header or an icon directory (`ICODecoder`) — a link checked out as its text, a Git LFS pointer whose object was
    /// never fetched, a GIF or HEIC file (`heldFormat(_:beneath:)` names which). The format is the content's, not the name's: iOS's ImageIO
    /// reads a file by its bytes, so a JPEG named `.png` is drawn as the JPEG it is. A file that starts as an
    /// image and then fails is still the error.
    static func readIfImage(_ path: String, beneath folder: String, at location: SourceLocation, pixelsSoFar: Int) throws(Failure) -> ImageFile? {
        let bytes = try bytes(of: path, beneath: folder, at: location)
        guard Content(of: bytes) != nil else { return nil }
        return try decode(bytes, path: path, at: location, pixelsSoFar: pixelsSoFar)
    }

    /// The format of the file at `path` when it is an image format or stand-in Bezel recognises but does not
    /// decode, in the words "not drawn exactly" names it by (`GIF`, `HEIC`, `AVIF`, `unfetched Git LFS`…);
    /// `nil` when it is none of them (text, a damaged file) or cannot be read.
    static func heldFormat(_ path: String, beneath folder: String) -> String? {
        guard let bytes = try? FileReader.read(path, beneath: folder, as: .image) else { return nil }
        return heldFormat(of: bytes)
    }

    /// The words a file `readIfImage` set aside is named by in "not drawn exactly": what it holds
    /// (`heldFormat(_:beneath:)`), else a broken file of its extension's format (`broken PNG`).
    static func undrawnFormat(_ path: String, beneath folder: String) -> String {
        heldFormat(path, beneath: folder) ?? "broken " + (path.split(separator: ".").last.map { $0.uppercased() } ?? "")
    }

    /// `heldFormat(_:beneath:)` of a file's bytes, from their first bytes: GIF (https://www.w3.org/Graphics/GIF/spec-gif89a.txt,
    /// "Header"), an ISO base media file's `ftyp` brand (HEIC and HEIF: ISO/IEC 23008-12; AVIF:
    /// https://aomediacodec.github.io/av1-avif/#brands), BMP, ICO, Photoshop (`8BPS`), Apple icon (`icns`), and the
    /// first line of a Git LFS pointer (https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md), a file whose
    /// image was never fetched.
    static func heldFormat(of bytes: [UInt8]) -> String? {
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            let expected = Array(text.utf8)
            return bytes.count >= offset + expected.count && bytes[offset..<offset + expected.count].elementsEqual(expected)
        }
        if starts("GIF87a") || starts("GIF89a") { return "GIF" }
        if starts("ftyp", at: 4), bytes.count >= 12 {
            let brand = String(decoding: bytes[8..<12], as: UTF8.self)
            if ["avif", "avis"].contains(brand) { return "AVIF" }
            if ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"].contains(brand) { return "HEIC" }
        }
        if starts("BM"), bytes.count >= 26 { return "BMP" }
        if bytes.starts(with: [0, 0, 1, 0]) { return "ICO" }
        if starts("8BPS") { return "PSD" }
        if starts("icns") { return "ICNS" }
        if starts("version https://git-lfs.github.com/spec/") { return "unfetched Git LFS" }
        return nil
    }

    /// A vector file (`VectorDecoder.Format`) drawn at `scale`, with the limits of bitmaps; `nil` when the
    /// library cannot read it (a damaged or empty file), which the image set shows as a named placeholder as
    /// it does a file that holds no bitmap. The file's `ImageFile.path` is `key`, one per scale.
    static func readVectorIfDrawable(
        _ path: String, key: String, format: VectorDecoder.Format, scale: Int, beneath folder: String, at location: SourceLocation, pixelsSoFar: Int,
        cpuSeconds: Int = VectorDecoder.cpuSecondsPerDrawing
    ) throws(Failure) -> ImageFile? {
        let bytes = try bytes(of: path, beneath: folder, at: location)
        let shown = MessageText.shown(path)
        let sha256 = SHA256.hash(bytes).hex
        let known = UndrawableVectors.Key(sha256: sha256, format: format.rawValue, scale: scale)
        if UndrawableVectors.reasons.value(for: known) != nil { return nil }
        do {
            let image = try VectorDecoder.decode(
                bytes, format: format, scale: scale, maximumSide: maximumSide, maximumPixels: maximumPixels - pixelsSoFar, cpuSeconds: cpuSeconds)
            return ImageFile(path: key, sha256: sha256, width: image.width, height: image.height, pixels: image.pixels)
        } catch {
            switch error {
            // A drawing too large at this scale is a named placeholder, not a refused screen: its size is
            // the scale's doing (a full-screen PDF background passes 8192 pixels a side only at @3x on an iPad).
            case .tooLarge(let width, let height):
                throw .pastBudget(InputError(at: location, "image '\(shown)' would be \(width) × \(height) pixels at @\(scale)x, past the screen's image budget"))
            case .invalid(let reason):
                UndrawableVectors.reasons.remember(reason, for: known)
                return nil
            }
        }
    }

    /// The file's bytes. One past the byte limit of images (`FileKind.image`) is `.pastBudget`, as a file past the
    /// pixel budget is: a document draws it as a named placeholder (a template's image is an error).
    private static func bytes(of path: String, beneath folder: String, at location: SourceLocation) throws(Failure) -> [UInt8] {
        do {
            return try FileReader.read(path, beneath: folder, as: .image)
        } catch {
            let problem = InputError(at: location, "image '\(MessageText.shown(path))': \(error.description)")
            if case .tooLarge = error.reason { throw .pastBudget(problem) }
            throw .unreadable(problem)
        }
    }

    /// What a file holds among the formats `decode` reads, from its first bytes; nil for any other content.
    private enum Content {
        case jpeg, tiff, webp, ico, cgbi, png

        init?(of bytes: [UInt8]) {
            if JPEGDecoder.isJPEG(bytes) {
                self = .jpeg
            } else if TIFFDecoder.isTIFF(bytes) {
                self = .tiff
            } else if WebPDecoder.isWebP(bytes) {
                self = .webp
            } else if ICODecoder.isICO(bytes) {
                self = .ico
            } else if CgBIPNG.isCgBI(bytes) {
                self = .cgbi
            } else if PNGDecoder.isPNG(bytes) {
                self = .png
            } else {
                return nil
            }
        }
    }

    /// The image in `bytes`, decoded by its content (`Content`: a PNG, a CgBI PNG, a JPEG, a WebP, a TIFF or an ICO
    /// file), whatever its name says; any other content is read as a PNG, and the error says it is not one. A WebP or
    /// ICO file that cannot be decoded (damaged; an animated WebP, which iOS draws by its first frame) is `undrawable`,
    /// a named placeholder.
    private static func decode(_ bytes: [UInt8], path: String, at location: SourceLocation, pixelsSoFar: Int) throws(Failure) -> ImageFile {
        switch Content(of: bytes) {
        case .jpeg:
            return try readRaster(bytes, format: "JPEG", path: path, at: location, pixelsSoFar: pixelsSoFar, decode: JPEGDecoder.decode)
        case .tiff:
            return try readRaster(bytes, format: "TIFF", path: path, at: location, pixelsSoFar: pixelsSoFar, decode: TIFFDecoder.decode)
        case .webp:
            return try undrawableIfUnreadable(webpFormat) { () throws(Failure) -> ImageFile in
                try readRaster(bytes, format: webpFormat, path: path, at: location, pixelsSoFar: pixelsSoFar, decode: WebPDecoder.decode)
            }
        case .ico:
            return try readICO(bytes, path: path, at: location, pixelsSoFar: pixelsSoFar)
        case .cgbi:
            return try readCgBI(bytes, path: path, at: location, pixelsSoFar: pixelsSoFar)
        case .png, nil:
            break
        }
        if let size = PNGDecoder.headerSize(bytes) {
            try checkBudget(width: size.width, height: size.height, path: path, at: location, pixelsSoFar: pixelsSoFar)
        }
        let pixmap: Pixmap
        do {
            pixmap = try PNGDecoder.decodeAppImage(bytes, limits: readLimits)
        } catch {
            throw .unreadable(InputError(at: location, "image '\(MessageText.shown(path))' is not a PNG Bezel can draw: \(error.description)"))
        }
        return kept(pixmap, path: path, sha256: SHA256.hash(bytes).hex)
    }

    /// `body`'s image; a file of `format` it finds unreadable is `undrawable` instead, a named placeholder rather than an
    /// error that stops the screen.
    private static func undrawableIfUnreadable(_ format: String, _ body: () throws(Failure) -> ImageFile) throws(Failure) -> ImageFile {
        do throws(Failure) {
            return try body()
        } catch {
            guard case .unreadable(let problem) = error else { throw error }
            throw .undrawable(format: format, problem)
        }
    }

    /// An image a document holds in itself (`EmbeddedImage`): TIFF, PNG or JPEG bytes, decoded with the limits of
    /// files; `name` stands for the path in messages and in the `ImageFile`.
    static func decodeEmbedded(_ bytes: [UInt8], name: String, at location: SourceLocation, pixelsSoFar: Int) throws(Failure) -> ImageFile {
        try decode(bytes, path: name, at: location, pixelsSoFar: pixelsSoFar)
    }

    /// A Windows icon file (`ICODecoder`): its first image, a PNG decoded as any other or a bitmap, with the limits of
    /// other images; one that cannot be decoded is `undrawable`, a named placeholder ("ICO image").
    private static func readICO(_ bytes: [UInt8], path: String, at location: SourceLocation, pixelsSoFar: Int) throws(Failure) -> ImageFile {
        try undrawableIfUnreadable(icoFormat) { () throws(Failure) -> ImageFile in
            guard let image = ICODecoder.firstImage(bytes) else {
                throw .unreadable(InputError(at: location, "image '\(MessageText.shown(path))' is not an \(icoFormat) Bezel can draw: its first image lies outside the file"))
            }
            // An image of Windows Vista's icons is a whole PNG file.
            if image.starts(with: PNGDecoder.signature) {
                return try decode(Array(image), path: path, at: location, pixelsSoFar: pixelsSoFar)
            }
            return try readRaster(bytes, format: icoFormat, path: path, at: location, pixelsSoFar: pixelsSoFar) { _, side, pixels throws(RasterDecoderFailure) in
                try ICODecoder.decodeBitmap(image, maximumSide: side, maximumPixels: pixels)
            }
        }
    }

    /// A PNG in Apple's CgBI variant (`CgBIPNG`), with the limits of other PNGs; one that cannot be decoded (cut
    /// or damaged) is `undrawable`, a named placeholder.
    private static func readCgBI(_ bytes: [UInt8], path: String, at location: SourceLocation, pixelsSoFar: Int) throws(Failure) -> ImageFile {
        let pixmap: Pixmap
        do throws(PNGError) {
            pixmap = try CgBIPNG.decode(bytes, limits: readLimits)
        } catch {
            throw .undrawable(format: cgbiFormat, InputError(at: location,
                "image '\(MessageText.shown(path))' is a \(cgbiFormat) (Xcode's iPhone-optimised PNG) Bezel cannot decode: \(error.description)"))
        }
        try checkBudget(width: pixmap.width, height: pixmap.height, path: path, at: location, pixelsSoFar: pixelsSoFar)
        return kept(pixmap, path: path, sha256: SHA256.hash(bytes).hex)
    }

    /// A JPEG (an asset catalogue's photo), a TIFF (an image a document embeds) or a WebP file, decoded by `decode`
    /// (`JPEGDecoder`, `TIFFDecoder`, `WebPDecoder`), with the limits of PNGs.
    private static func readRaster(
        _ bytes: [UInt8], format: String, path: String, at location: SourceLocation, pixelsSoFar: Int,
        decode: ([UInt8], Int, Int) throws(RasterDecoderFailure) -> (width: Int, height: Int, pixels: [UInt8])
    ) throws(Failure) -> ImageFile {
        let image: (width: Int, height: Int, pixels: [UInt8])
        do throws(RasterDecoderFailure) {
            image = try decode(bytes, readLimits.maximumSide, readLimits.maximumPixels)
        } catch {
            switch error {
            // Past `readLimits`, which only the pixels of one image bound.
            case .tooLarge(let width, let height):
                throw tooManyPixels(width: width, height: height, path: path, at: location)
            case .invalid(let message):
                throw .unreadable(InputError(at: location, "image '\(MessageText.shown(path))' is not a \(format) Bezel can draw: \(message)"))
            }
        }
        try checkBudget(width: image.width, height: image.height, path: path, at: location, pixelsSoFar: pixelsSoFar)
        return kept(Pixmap(width: image.width, height: image.height, data: image.pixels), path: path, sha256: SHA256.hash(bytes).hex)
    }

    /// How many times smaller an image of `width` × `height` pixels is kept: 1 when both sides are within
    /// `maximumSide`, else the least whole number that brings the longer side within it. Such a file (a photo
    /// or wallpaper 11,200 pixels tall in a catalogue) is one Xcode and UIKit draw, scaled into its view; kept
    /// whole it would cost the drawing of every screen that shows it more than the screen itself.
    static func reduction(width: Int, height: Int) -> Int {
        max(1, (max(width, height) + maximumSide - 1) / maximumSide)
    }

    /// Stops an image of `width` × `height` pixels that is more than Bezel reads of one image (`maximumPixels`),
    /// or whose kept pixels (`reduction`) would not fit beside the screen's images read so far: `.pastBudget`,
    /// which a document draws as a named placeholder (a template's image is an error).
    private static func checkBudget(width: Int, height: Int, path: String, at location: SourceLocation, pixelsSoFar: Int) throws(Failure) {
        if width * height > maximumPixels { throw tooManyPixels(width: width, height: height, path: path, at: location) }
        let kept = Pixmap.boxReducedSize(width: width, height: height, by: reduction(width: width, height: height))
        if pixelsSoFar + kept.width * kept.height > maximumPixels {
            throw .pastBudget(InputError(at: location, "image '\(MessageText.shown(path))' would bring the screen's images to more than \(maximumPixels) pixels (8192 × 8192) in all"))
        }
    }

    /// The failure of a file of more pixels than Bezel reads of one image (`maximumPixels`).
    private static func tooManyPixels(width: Int, height: Int, path: String, at location: SourceLocation) -> Failure {
        .pastBudget(InputError(at: location, "image '\(MessageText.shown(path))' is \(width) × \(height) pixels, more than Bezel reads of one image (\(maximumPixels) pixels, 8192 × 8192)"))
    }

    /// The decoded file as an `ImageFile`, reduced (`Pixmap.boxReduced`) when a side is past `maximumSide`.
    private static func kept(_ pixmap: Pixmap, path: String, sha256: String) -> ImageFile {
        let reduced = pixmap.boxReduced(by: reduction(width: pixmap.width, height: pixmap.height))
        return ImageFile(path: path, sha256: sha256, width: reduced.width, height: reduced.height, pixels: reduced.data,
                         fileWidth: pixmap.width, fileHeight: pixmap.height)
    }

    /// Whether a template's `image:` names a file beside the template rather than an image of the project: a name
    /// with an extension (`avatar.png`, `images/avatar.png`) that no catalogue holds as an image set. A name without
    /// one (`gear`) is the image `UIImage(named:)` loads, an image set of the project's asset catalogues or its loose
    /// files (`gear.png`); so is a name a catalogue's set has, as a set wins over a loose file of the same name:
    /// `UIImage(named:)` "creates the image from an available asset catalog or loads the image from disk"
    /// (https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)).
    static func namesFile(_ path: String, catalogued: Bool) -> Bool {
        !catalogued && (path.split(separator: "/").last?.contains(".") ?? false)
    }

    /// The folder of a template path as given: what comes before its last `/`, or `.`.
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }
}
