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

/// What a pin is measured from: the corresponding edge of a guide of the superview, or a sibling's edge.
package enum Anchor: Hashable, Sendable, Codable {
    /// The superview's own edge (`superview`), not minding the safe area.
    case superview
    /// The superview's `safeAreaLayoutGuide` (`safeArea`).
    case safeArea
    /// The superview's `layoutMarginsGuide` (`margins`).
    case margins
    /// The superview's `readableContentGuide` (`readable`).
    case readable
    /// `ID.edge`: an edge of a sibling (a view with the same superview).
    case sibling(id: String, edge: Edge)

    /// The guide keywords as written in a template, in the order suggestions are offered.
    static let guideNames = ["superview", "safeArea", "margins", "readable"]
}

/// One pin: `ANCHOR`, `ANCHOR + N` or `ANCHOR - N`.
///
/// N is measured inward, from the anchor into the view's own area: `top: safeArea + 8` starts 8 pt below
/// the safe area's top, `bottom: safeArea + 8` ends 8 pt above the safe area's bottom, `trailing:
/// margins + 8` ends 8 pt before the trailing margin, `top: list.bottom + 8` starts 8 pt below `list`.
/// For `centerX` and `centerY`, N moves the centre towards the trailing / bottom edge.
/// When the sibling edge given is not the pinned edge (`top: list.bottom`), the pinned edge sits on the
/// anchor edge plus N in the pinned edge's inward direction.
package struct Pin: Hashable, Sendable, Codable {
    package var anchor: Anchor
    /// N with its sign, in points; positive is inward (see the type's documentation).
    package var constant: Double
    /// The template wrote `system` for N (`top: safeArea + system`): UIKit's system spacing, stored in
    /// `constant` as 8 pt ("System spacing … 8 between sibling edges", docs/research/uikit-metrics.md §5, key anchors).
    package var isSystemSpacing: Bool
    /// `>=` or `<=` before the anchor: the pinned edge lies at least (or at most) N inward of it.
    /// The relation reads inward like N: `bottom: >= safeArea + 8` keeps the bottom 8 pt or more above
    /// the safe area's bottom. `.equal` when the template wrote neither.
    package var relation: LayoutRelation
    /// `@P` after the pin: its Auto Layout priority (1–1000); required when the template wrote none.
    package var priority: LayoutPriority
    /// The pin's value in the template.
    package var location: SourceLocation

    init(
        anchor: Anchor, constant: Double = 0, isSystemSpacing: Bool = false, relation: LayoutRelation = .equal,
        priority: LayoutPriority = .required, location: SourceLocation
    ) {
        self.anchor = anchor
        self.constant = constant
        self.isSystemSpacing = isSystemSpacing
        self.relation = relation
        self.priority = priority
        self.location = location
    }

    /// A required equality: the only pin the template's pin rules (two facts per axis) count.
    package var isPlainEquality: Bool { relation == .equal && priority.isRequired }

    /// UIKit's system spacing between sibling edges, the value of `system` in a pin.
    /// Source: docs/research/uikit-metrics.md §5 (key anchors; BOOTSTRAGRAM uses it as 8 pt).
    static let systemSpacing: Double = 8
}

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
