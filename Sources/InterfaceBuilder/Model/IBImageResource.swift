import Diagnostics
import Geometry

/// `<image name="logo" width="120" height="40"/>` in `<resources>`: the image's size in points, which is
/// an image view's intrinsic size.
package struct IBImageResource: Hashable, Sendable, Codable {
    var name: String
    package var size: Size?
    /// `system` for SF Symbols.
    package var catalog: String?
    /// An image the document holds in itself, which Interface Builder writes for an image dropped or pasted onto
    /// the canvas that is none of the project's (its name a UUID): `<mutableData key="keyedArchiveRepresentation">`,
    /// an `NSKeyedArchiver` archive of the `NSImage` as a binary property list, in base64. The base64 text as
    /// written, without its white space; `nil` for an image named only (`EmbeddedImage` reads it).
    package var keyedArchive: String?
    package var location: SourceLocation

    init(name: String, size: Size? = nil, catalog: String? = nil, keyedArchive: String? = nil, location: SourceLocation) {
        self.name = name
        self.size = size
        self.catalog = catalog
        self.keyedArchive = keyedArchive
        self.location = location
    }
}
