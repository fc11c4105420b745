/// The weights Bezel draws text in: UIKit's nine `UIFont.Weight`s
/// (https://developer.apple.com/documentation/uikit/uifont/weight), named as in Swift and Interface Builder.
/// Each maps to one static Inter file (not the variable font, so outlines never depend on FreeType's
/// instance interpolation): Inter has a face at each of the nine CSS weights 100–900, and San Francisco's
/// nine weights sit in the same order (Ultralight, Thin, Light, Regular, Medium, Semibold, Bold, Heavy, Black),
/// so every weight has its own face: ultraLight is Inter Thin (100), thin Inter ExtraLight (200), heavy
/// Inter ExtraBold (800). The Noto script faces have regular and bold only and the CJK fallback one
/// weight: there the weight is approximated (`FontRole`).
public enum FontWeight: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case ultraLight
    case thin
    case light
    case regular
    /// Tab bar item titles.
    case medium
    /// Headline, navigation bar titles.
    case semibold
    /// Large navigation titles.
    case bold
    case heavy
    case black

    /// The CSS number of the weight (SVG's `font-weight`, and Inter's file for it).
    package var cssWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    /// Lighter first.
    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.cssWeight < b.cssWeight }
}
