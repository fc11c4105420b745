/// `<directionalEdgeInsets key="directionalLayoutMargins" top= leading= bottom= trailing=/>` (iOS 11+):
/// insets that follow the layout direction (leading is the right edge in right-to-left layouts).
package struct IBDirectionalInsets: Hashable, Sendable, Codable {
    package var top: Double
    package var leading: Double
    package var bottom: Double
    package var trailing: Double

    init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}
