import Geometry

/// An image a template shows (`image: avatar.png`), read and decoded when the template is loaded
/// (`ImageFiles`), so every profile of the screen draws the same pixels without reading the file again.
///
/// Equal and hashed by path and SHA-256 only: the pixels follow from the bytes, and hashing megabytes for
/// every comparison of screens would cost more than drawing them.
package struct ImageFile: Hashable, Sendable, Codable {
    /// The path as the template wrote it, relative to the template's folder.
    package var path: String
    /// The SHA-256 of the file's bytes (hex): part of the screen's input hash, so an edited image re-renders.
    package var sha256: String
    /// The size of `pixels`.
    package var width: Int
    package var height: Int
    /// `width × height × 4` bytes, premultiplied RGBA (as `Pixmap` stores them).
    package var pixels: [UInt8]
    /// The file's own size in pixels: `width` × `height`, unless the file is wider or taller than Bezel keeps an
    /// image (`ImageFiles.maximumSide`) and was reduced when it was read. Its size in points is the file's
    /// (`size(atScale:)`), as UIKit's is, whatever pixels stand for it. An image a document embeds has the size in
    /// points the document gives it (the `NSImage`'s size) times its scale (`EmbeddedImage`).
    package var fileWidth: Int
    package var fileHeight: Int

    init(path: String, sha256: String, width: Int, height: Int, pixels: [UInt8], fileWidth: Int? = nil, fileHeight: Int? = nil) {
        self.path = path
        self.sha256 = sha256
        self.width = width
        self.height = height
        self.pixels = pixels
        self.fileWidth = fileWidth ?? width
        self.fileHeight = fileHeight ?? height
    }

    /// The image's size in points at `scale` pixels a point (its catalogue entry's 1x, 2x or 3x): the file's
    /// pixels over the scale.
    package func size(atScale scale: Double) -> Size {
        Size(width: Double(fileWidth) / scale, height: Double(fileHeight) / scale)
    }

    package static func == (lhs: ImageFile, rhs: ImageFile) -> Bool { lhs.path == rhs.path && lhs.sha256 == rhs.sha256 }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(sha256)
    }
}
