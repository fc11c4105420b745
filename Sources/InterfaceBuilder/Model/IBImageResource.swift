import Diagnostics
import Geometry

/// `<image name="logo" width="120" height="40"/>` in `<resources>`: the image's size in points, which is
/// an image view's intrinsic size.
public struct IBImageResource: Hashable, Sendable, Codable {
    public var name: String
    public var size: Size?
    /// `system` for SF Symbols.
    public var catalog: String?
    public var location: SourceLocation

    public init(name: String, size: Size? = nil, catalog: String? = nil, location: SourceLocation) {
        self.name = name
        self.size = size
        self.catalog = catalog
        self.location = location
    }
}
