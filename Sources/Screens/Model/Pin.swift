import AutoLayout
import Diagnostics

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
