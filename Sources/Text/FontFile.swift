import Hashing

/// A font file that drew the output, recorded in metadata so a reader can tell whether two
/// renderings used the same fonts (a different Inter build moves every glyph).
package struct FontFile: Hashable, Sendable, Codable {
    /// Family and style from the font, e.g. "Inter Regular".
    package var name: String
    /// The path it was loaded from.
    package var path: String
    /// The Debian package that provides it.
    var package: String
    /// The SHA-256 of the file, as `sha256sum` prints it.
    package var sha256: SHA256Digest

    init(name: String, path: String, package: String, sha256: SHA256Digest) {
        self.name = name
        self.path = path
        self.package = package
        self.sha256 = sha256
    }
}
