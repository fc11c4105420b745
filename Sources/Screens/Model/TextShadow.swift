/// A label's text shadow: UILabel draws its text a second time, in `shadowColor`, `shadowOffset` points away and
/// beneath it, unblurred (https://developer.apple.com/documentation/uikit/uilabel/shadowcolor: "The default value
/// for this property is nil, which indicates that no shadow is drawn";
/// https://developer.apple.com/documentation/uikit/uilabel/shadowoffset: "The default offset size is (0, -1),
/// which indicates a shadow one point above the text").
public struct TextShadow: Hashable, Sendable, Codable {
    /// `#RRGGBB`, `#RRGGBBAA` or a system colour's name, as `ViewSpec.textColor`.
    package var color: String
    /// Points to the right (`dx`) and down (`dy`).
    package var dx: Double
    package var dy: Double

    package init(color: String, dx: Double = 0, dy: Double = -1) {
        self.color = color
        self.dx = dx
        self.dy = dy
    }
}
