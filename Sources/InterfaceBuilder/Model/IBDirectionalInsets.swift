/// `<directionalEdgeInsets key="directionalLayoutMargins" top= leading= bottom= trailing=/>` (iOS 11+):
/// insets that follow the layout direction (leading is the right edge in right-to-left layouts).
public struct IBDirectionalInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
