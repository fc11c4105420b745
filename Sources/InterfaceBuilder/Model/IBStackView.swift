/// `<stackView axis= distribution= alignment= spacing= baselineRelativeArrangement=
/// layoutMarginsRelativeArrangement=>`; its `subviews` are its arranged subviews. Absent values are
/// UIStackView's defaults: horizontal, fill, fill, 0 (https://developer.apple.com/documentation/uikit/uistackview).
package struct IBStackView: Hashable, Sendable, Codable {
    /// `horizontal` or `vertical`.
    package var axis: String
    /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
    package var distribution: String
    /// `fill`, `leading`/`top`, `firstBaseline`, `center`, `trailing`/`bottom`, `lastBaseline`.
    package var alignment: String
    package var spacing: Double
    package var baselineRelativeArrangement: Bool
    package var layoutMarginsRelativeArrangement: Bool

    init(axis: String = "horizontal", distribution: String = "fill", alignment: String = "fill", spacing: Double = 0,
                baselineRelativeArrangement: Bool = false, layoutMarginsRelativeArrangement: Bool = false) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.baselineRelativeArrangement = baselineRelativeArrangement
        self.layoutMarginsRelativeArrangement = layoutMarginsRelativeArrangement
    }
}
