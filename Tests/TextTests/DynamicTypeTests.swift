import Testing
@testable import Text

@Suite struct DynamicTypeTests {
    /// Spot checks against temoki/UIKit_DynamicType's simulator table (cited in TextStyle.swift).
    @Test(arguments: [
        (TextStyle.body, ContentSizeCategory.large, 17.0), (.body, .extraSmall, 14), (.body, .accessibilityExtraExtraExtraLarge, 53),
        (.largeTitle, .extraSmall, 31), (.largeTitle, .accessibilityExtraExtraExtraLarge, 60), (.title3, .accessibilityMedium, 31),
        (.footnote, .medium, 12), (.caption1, .extraExtraExtraLarge, 18), (.caption2, .accessibilityExtraExtraExtraLarge, 41),
        (.headline, .accessibilityExtraLarge, 40), (.callout, .accessibilityLarge, 32), (.subheadline, .extraLarge, 17),
    ])
    func tableSpotChecks(style: TextStyle, category: ContentSizeCategory, size: Double) {
        #expect(style.size(for: category) == size)
    }

    /// The default column is UIKit's default text sizes (HIG; iosfontsizes.com): body 17, headline 17
    /// semibold, caption1 12, footnote 13, subheadline 15, title1 28, title2 22, title3 20, largeTitle 34,
    /// callout 16, caption2 11.
    @Test func defaultSizes() {
        let expected: [TextStyle: Double] = [
            .body: 17, .headline: 17, .caption1: 12, .footnote: 13, .subheadline: 15, .title1: 28, .title2: 22,
            .title3: 20, .largeTitle: 34, .callout: 16, .caption2: 11,
        ]
        for style in TextStyle.allCases { #expect(style.font() == TextFont(size: expected[style]!, weight: style.weight)) }
        #expect(TextStyle.headline.weight == .semibold && TextStyle.body.weight == .regular)
    }

    /// Every style has a size for all twelve categories, never shrinking as the category grows,
    /// and text styles keep their order (headline and body equal).
    @Test func everyStyleGrowsMonotonically() {
        for style in TextStyle.allCases {
            #expect(style.sizes.count == ContentSizeCategory.allCases.count)
            #expect(zip(style.sizes, style.sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
        for category in ContentSizeCategory.allCases {
            #expect(TextStyle.headline.size(for: category) == TextStyle.body.size(for: category))
            #expect(TextStyle.largeTitle.size(for: category) >= TextStyle.title1.size(for: category))
            #expect(TextStyle.caption1.size(for: category) >= TextStyle.caption2.size(for: category))
        }
    }

    @Test func categoryNames() {
        #expect(ContentSizeCategory(name: "xSmall") == .extraSmall)
        #expect(ContentSizeCategory(name: "extraSmall") == .extraSmall)
        #expect(ContentSizeCategory(name: "AX5") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "accessibilityExtraExtraExtraLarge") == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "accessibility1") == .accessibilityMedium)
        #expect(ContentSizeCategory(name: "huge") == nil)
        for category in ContentSizeCategory.allCases {
            #expect(ContentSizeCategory(name: category.shortName) == category)
            #expect(ContentSizeCategory(name: category.rawValue) == category)
        }
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
        #expect(ContentSizeCategory.default == .large)
    }

    @Test func scaleIsRelativeToTheDefault() {
        #expect(TextStyle.body.scale(for: .large) == 1)
        #expect(TextStyle.body.scale(for: .accessibilityExtraExtraExtraLarge) == 53.0 / 17.0)
    }

    @Test func barFonts() {
        #expect(SystemFont.navigationTitle.font == TextFont(size: 17, weight: .semibold))
        #expect(SystemFont.largeNavigationTitle.font == TextFont(size: 34, weight: .bold))
        #expect(SystemFont.tabBarItem.font == TextFont(size: 10, weight: .medium))
    }
}
