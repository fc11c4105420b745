import Geometry

/// The kind of device UIKit thinks it runs on (`UIUserInterfaceIdiom`).
package enum Idiom: String, Sendable, Codable, CaseIterable {
    case phone, pad, tv
}
