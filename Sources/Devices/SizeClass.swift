import Geometry

/// `UIUserInterfaceSizeClass`.
package enum SizeClass: String, Sendable, Codable {
    case compact, regular
}
