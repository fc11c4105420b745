import Foundation
import InterfaceBuilder

/// An image the document holds in itself (`IBImageResource.keyedArchive`): Interface Builder writes one for an image
/// that is none of the project's (dropped or pasted onto the canvas), named by a UUID, as
/// `<image name="…" width="20" height="32"><mutableData key="keyedArchiveRepresentation">` with the base64 of an
/// `NSKeyedArchiver` archive of the `NSImage` (a binary property list) inside. It takes part as a catalogue bitmap
/// does (`AssetImageSet`, `AssetImage`, `ImageFile`): after the project's image sets and loose files of that name
/// (`ProjectAssets.apply(to:document:views:)`), before "image not in an asset catalogue".
///
/// The archive's first TIFF, PNG or JPEG data (`KeyedArchive`) is decoded with the limits of files (`ImageFiles`);
/// TIFF, `NSBitmapImageRep`'s own format, through libtiff (`TIFFDecoder`). Its size in points is the document's
/// `<image width= height=>`, the `NSImage`'s size, and its scale the pixels over the points (1 to 3, as an image
/// set's), so it is drawn at the size the layout gave the view from the same numbers.
///
/// An archive with no pixels but a `file:` URL (an image of Xcode's own, referenced inside Xcode.app) cannot be
/// drawn: a placeholder named as what it is. An archive Bezel cannot read (not base64, not a keyed archive, a
/// damaged TIFF) is a placeholder named as a broken embedded image, as a damaged file of a set is.
enum EmbeddedImage {
    /// The `what` of a placeholder for an image stored as a reference to a file inside Xcode.app.
    static let referenceToXcode = "image embedded by reference to Xcode"
    /// The `what` of a placeholder for an image stored as a reference to any other file.
    static let referenceToFile = "image embedded by reference to a file"
    /// The format `AssetImageSet.undrawable` gives an archive that cannot be read ("broken embedded image").
    static let brokenFormat = "broken embedded"

    /// What the archive of `resource` (named `name`) holds, decoded as an image set of one variant; `pixelsSoFar`
    /// grows by the pixels kept. `nil` when the resource holds no archive.
    static func read(_ resource: IBImageResource, named name: String, pixelsSoFar: inout Int) -> AssetImageSet? {
        guard let archive = resource.keyedArchive else { return nil }
        let content: KeyedArchive.Content
        do throws(BinaryPropertyList.Failure) {
            guard let bytes = bytes(ofBase64: archive) else { throw BinaryPropertyList.Failure(reason: "its text is not base64") }
            content = try KeyedArchive.content(of: BinaryPropertyList(bytes))
        } catch {
            return .undrawable(format: brokenFormat)
        }
        switch content {
        case .nothing:
            return .undrawable(format: brokenFormat)
        case .reference(let url):
            return .byReference(what: isInsideXcode(url) ? referenceToXcode : referenceToFile)
        case .bitmap(let bytes):
            var file: ImageFile
            do throws(ImageFiles.Failure) {
                file = try ImageFiles.decodeEmbedded(bytes, name: name, at: resource.location, pixelsSoFar: pixelsSoFar)
            } catch {
                switch error {
                case .pastBudget: return .pastBudget
                case .undrawable, .unreadable: return .undrawable(format: brokenFormat)
                }
            }
            pixelsSoFar += file.width * file.height
            var scale = 1
            if let points = resource.size, points.width > 0, points.height > 0 {
                scale = min(3, max(1, Int((Double(file.fileWidth) / points.width).rounded())))
                file.fileWidth = max(1, Int((points.width * Double(scale)).rounded()))
                file.fileHeight = max(1, Int((points.height * Double(scale)).rounded()))
            }
            return .bitmaps(AssetImage(name: name, variants: [AssetImage.Variant(idiom: "universal", scale: scale, dark: false, image: file)]))
        }
    }

    /// The bytes of base64 `text` as Interface Builder writes it: without padding, and at times with one character
    /// past the last whole byte, which holds no byte (6 bits) and is dropped. `nil` for text that is not base64.
    static func bytes(ofBase64 text: String) -> [UInt8]? {
        var text = text
        if text.utf8.count % 4 == 1 { text.removeLast() }
        text += String(repeating: "=", count: (4 - text.utf8.count % 4) % 4)
        return Data(base64Encoded: text).map { [UInt8]($0) }
    }

    /// Whether `url` names a file inside an Xcode application bundle (`file:///Applications/Xcode.app/…`,
    /// `Xcode-beta.app`, `Xcode 15.app`).
    static func isInsideXcode(_ url: String) -> Bool {
        url.split(separator: "/").contains { $0.hasPrefix("Xcode") && $0.hasSuffix(".app") }
    }
}
