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
    package var width: Int
    package var height: Int
    /// `width × height × 4` bytes, premultiplied RGBA (as `Pixmap` stores them).
    package var pixels: [UInt8]

    init(path: String, sha256: String, width: Int, height: Int, pixels: [UInt8]) {
        self.path = path
        self.sha256 = sha256
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    package static func == (lhs: ImageFile, rhs: ImageFile) -> Bool { lhs.path == rhs.path && lhs.sha256 == rhs.sha256 }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(sha256)
    }
}
