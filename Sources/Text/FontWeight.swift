/// The weights Bezel draws text in: the ones UIKit's text styles and bars use.
/// Each maps to one static Inter file (not the variable font, so outlines never depend on
/// FreeType's instance interpolation).
public enum FontWeight: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case regular
    /// Tab bar item titles.
    case medium
    /// Headline, navigation bar titles.
    case semibold
    /// Large navigation titles.
    case bold

    private var rank: Int {
        switch self {
        case .regular: 0
        case .medium: 1
        case .semibold: 2
        case .bold: 3
        }
    }

    /// Lighter first.
    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.rank < b.rank }
}
