/// One of the two directions Auto Layout solves independently: x positions and widths, or y
/// positions and heights (UIKit's `NSLayoutConstraint.Axis`,
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis).
package enum LayoutAxis: String, Sendable, Hashable, Codable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis: a horizontal stack aligns its arranged subviews vertically.
    package var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }

    /// IB's spelling (`axis="vertical"` on a stack view; absent means horizontal).
    package init?(ibName: String) { self.init(rawValue: ibName) }
}
