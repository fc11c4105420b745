import Geometry

/// Which window the app occupies on the screen: the whole screen, an iPad Split View share,
/// or the floating Slide Over panel.
package enum WindowMode: String, Sendable, Codable, CaseIterable {
    case full
    case splitOneThird = "split-1/3"
    case splitHalf = "split-1/2"
    case splitTwoThirds = "split-2/3"
    case slideOver = "slide-over"

    /// The mode as profile names (`Profile.slug`) write it: the raw value with `/` as `-`, so it is safe in
    /// a file name.
    var slugComponent: String {
        switch self {
        case .full: "full"
        case .splitOneThird: "split-1-3"
        case .splitHalf: "split-1-2"
        case .splitTwoThirds: "split-2-3"
        case .slideOver: "slide-over"
        }
    }
}
