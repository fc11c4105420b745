import Diagnostics
import Geometry

/// `<image name="logo" width="120" height="40"/>` in `<resources>`: the image's size in points, which is
/// an image view's intrinsic size.
package struct IBImageResource: Hashable, Sendable, Codable {
    var name: String
    package var size: Size?
    /// `system` for SF Symbols.
    package var catalog: String?
    package var location: SourceLocation

    init(name: String, size: Size? = nil, catalog: String? = nil, location: SourceLocation) {
        self.name = name
        self.size = size
        self.catalog = catalog
        self.location = location
    }
}
