/// UIKit's text styles (UIFont.TextStyle) with their system font sizes for every Dynamic Type
/// category.
///
/// Sizes, points per category from xSmall to AX5 (`ContentSizeCategory` order): measured with
/// `UIFont.preferredFont(forTextStyle:compatibleWith:)` on the iOS 13.3 simulator,
/// temoki/UIKit_DynamicType README.md @ 04de9d61eddb67ee987f8b9f11c9cccdda96af6c ("Font size change due
/// to combination"). The `.large` column is the default and agrees with Apple's HIG "Dynamic Type sizes"
/// table (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications) and
/// with zacwest's dump of iOS 17 (https://gist.github.com/zacwest/916d31da5d03405809c4). Weights: HIG
/// (Headline is Semibold, the rest Regular at the default size).
public enum TextStyle: String, CaseIterable, Hashable, Sendable, Codable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// Points per `ContentSizeCategory`, xSmall … AX5.
    var sizes: [Double] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }

    package var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The point size at `category`.
    package func size(for category: ContentSizeCategory = .default) -> Double { sizes[category.index] }

    /// The font of this style at `category`.
    package func font(for category: ContentSizeCategory = .default) -> TextFont {
        TextFont(size: size(for: category), weight: weight)
    }

    /// How much `category` scales this style relative to the default: what UIFontMetrics applies
    /// to a custom font tied to this style (`scaledValue(for:)`), e.g. body at AX5 is 53/17.
    func scale(for category: ContentSizeCategory) -> Double { size(for: category) / size(for: .default) }
}
