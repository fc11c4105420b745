import AutoLayout
import Diagnostics

/// `pin:` the view's pins, at most one per edge.
public struct Pins: Hashable, Sendable, Codable {
    package var top: Pin?
    package var bottom: Pin?
    package var leading: Pin?
    package var trailing: Pin?
    var centerX: Pin?
    var centerY: Pin?

    init(
        top: Pin? = nil, bottom: Pin? = nil, leading: Pin? = nil, trailing: Pin? = nil,
        centerX: Pin? = nil, centerY: Pin? = nil
    ) {
        self.top = top
        self.bottom = bottom
        self.leading = leading
        self.trailing = trailing
        self.centerX = centerX
        self.centerY = centerY
    }

    /// The pin on `edge`, if any.
    package subscript(edge: Edge) -> Pin? {
        get {
            switch edge {
            case .top: top
            case .bottom: bottom
            case .leading: leading
            case .trailing: trailing
            case .centerX: centerX
            case .centerY: centerY
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .bottom: bottom = newValue
            case .leading: leading = newValue
            case .trailing: trailing = newValue
            case .centerX: centerX = newValue
            case .centerY: centerY = newValue
            }
        }
    }

    /// The pins that are set, in `Edge.allCases` order (deterministic, unlike a dictionary).
    package var all: [(edge: Edge, pin: Pin)] {
        Edge.allCases.compactMap { edge in self[edge].map { (edge, $0) } }
    }

    /// Whether no edge is pinned.
    package var isEmpty: Bool { all.isEmpty }
}
