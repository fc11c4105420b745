/// A `UIStackView`'s arrangement properties (https://developer.apple.com/documentation/uikit/uistackview).
package struct StackConfiguration: Sendable, Hashable, Codable {
    package var axis: LayoutAxis
    var distribution: StackDistribution
    var alignment: StackAlignment
    /// Space between adjacent arranged subviews (for equalSpacing/equalCentering: the minimum).
    package var spacing: Double
    /// `setCustomSpacing(_:after:)`: spacing after the arranged subview with this id, replacing `spacing`
    /// (https://developer.apple.com/documentation/uikit/uistackview/setcustomspacing(_:after:)).
    var customSpacingAfter: [String: Double]
    /// The arranged subviews' ids in arrangement order; nil means every subview in subview order
    /// (Interface Builder's stack views arrange all their subviews).
    var arrangedSubviews: [String]?
    /// `isBaselineRelativeArrangement`: in a vertical stack, spacing is measured between the baselines
    /// of adjacent views (https://developer.apple.com/documentation/uikit/uistackview/isbaselinerelativearrangement).
    var isBaselineRelativeArrangement: Bool
    /// `isLayoutMarginsRelativeArrangement`: arranged subviews are laid out relative to the stack's
    /// layout margins instead of its edges
    /// (https://developer.apple.com/documentation/uikit/uistackview/islayoutmarginsrelativearrangement).
    var isLayoutMarginsRelativeArrangement: Bool
    /// How a horizontal `fill` stack settles the width of its multi-line texts (UISV-text-width-disambiguation):
    /// `false`, each at a share of the stack's width (iOS 14 and earlier); `true`, only where two or more of them are
    /// arranged, each as wide as the first (iOS 15 and later; docs/research/ib-defaults.md §145).
    package var equalizesTextWidthsOnly: Bool

    package init(
        axis: LayoutAxis = .horizontal, distribution: StackDistribution = .fill, alignment: StackAlignment = .fill,
        spacing: Double = 0, customSpacingAfter: [String: Double] = [:], arrangedSubviews: [String]? = nil,
        isBaselineRelativeArrangement: Bool = false, isLayoutMarginsRelativeArrangement: Bool = false,
        equalizesTextWidthsOnly: Bool = false
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacingAfter = customSpacingAfter
        self.arrangedSubviews = arrangedSubviews
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.equalizesTextWidthsOnly = equalizesTextWidthsOnly
    }
}
