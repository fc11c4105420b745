/// The keys of a `stack`, as `UIStackView` has them. Defaults are UIKit's
/// (https://developer.apple.com/documentation/uikit/uistackview: axis horizontal, alignment fill,
/// distribution fill, spacing 0).
public struct StackSpec: Hashable, Sendable, Codable {
    /// `axis:` `UIStackView.axis`.
    package var axis: StackAxis
    /// `spacing:` points between arranged subviews.
    package var spacing: Double
    /// `alignment:` `UIStackView.Alignment`.
    package var alignment: StackAlignment
    /// `distribution:` `UIStackView.Distribution`.
    package var distribution: StackDistribution

    init(
        axis: StackAxis = .horizontal, spacing: Double = 0, alignment: StackAlignment = .fill,
        distribution: StackDistribution = .fill
    ) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
    }
}
