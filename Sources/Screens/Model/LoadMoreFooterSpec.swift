import Geometry

/// `loadMoreFooter: { height }`: a footer below the content that loads the next page when shown.
package struct LoadMoreFooterSpec: Hashable, Sendable, Codable {
    /// The footer's height in points.
    package var height: Double

    init(height: Double) { self.height = height }
}
