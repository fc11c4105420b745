/// `<stackView axis= distribution= alignment= spacing= baselineRelativeArrangement=
/// layoutMarginsRelativeArrangement=>`; its `subviews` are its arranged subviews. Absent values are
/// UIStackView's defaults: horizontal, fill, fill, 0 (https://developer.apple.com/documentation/uikit/uistackview).
public struct IBStackView: Hashable, Sendable, Codable {
    /// `horizontal` or `vertical`.
    public var axis: String
    /// `fill`, `fillEqually`, `fillProportionally`, `equalSpacing`, `equalCentering`.
    public var distribution: String
    /// `fill`, `leading`/`top`, `firstBaseline`, `center`, `trailing`/`bottom`, `lastBaseline`.
    public var alignment: String
    public var spacing: Double
    public var baselineRelativeArrangement: Bool
    public var layoutMarginsRelativeArrangement: Bool

    public init(axis: String = "horizontal", distribution: String = "fill", alignment: String = "fill", spacing: Double = 0,
                baselineRelativeArrangement: Bool = false, layoutMarginsRelativeArrangement: Bool = false) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.baselineRelativeArrangement = baselineRelativeArrangement
        self.layoutMarginsRelativeArrangement = layoutMarginsRelativeArrangement
    }
}
