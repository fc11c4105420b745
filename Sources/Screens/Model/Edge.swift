import AutoLayout
import Diagnostics

/// An edge or centre line of a view, as pins and sibling anchors name them.
package enum Edge: String, Hashable, Sendable, Codable, CaseIterable {
    case top, bottom, leading, trailing, centerX, centerY

    /// Whether the edge lies on the horizontal axis (x positions).
    package var isHorizontal: Bool {
        switch self {
        case .leading, .trailing, .centerX: true
        case .top, .bottom, .centerY: false
        }
    }
}
