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

/// `axis:` `NSLayoutConstraint.Axis`.
package enum StackAxis: String, Hashable, Sendable, Codable, CaseIterable {
    case horizontal, vertical
}

/// `alignment:` `UIStackView.Alignment`; `top`/`bottom` are the horizontal stack's names for
/// `leading`/`trailing`, as in UIKit.
package enum StackAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
}

/// `distribution:` `UIStackView.Distribution`.
package enum StackDistribution: String, Hashable, Sendable, Codable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}
