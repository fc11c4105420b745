/// Fonts UIKit's bars use. They do not follow Dynamic Type (bars show the Large Content Viewer
/// instead), so they have one size.
package enum SystemFont: String, CaseIterable, Hashable, Sendable, Codable {
    /// UINavigationBar's title: 17 pt, an emphasized (semibold) body. Source: iOS 15 simulator dump
    /// "UICTFontTextStyleShortEmphasizedBody … 17.00pt", https://fanyuecheng.github.io/post/uinavigationbar-bu-ju
    case navigationTitle
    /// UINavigationBar's large title: 34 pt (Erik D. Kennedy, "The iOS Font Size Guidelines", learnui.design,
    /// mirrored at https://service-play.ru/apple-text-font-style: "iOS 10+ page titles are 34pt before scrolling"); bold as commonly stated, weight not verified.
    case largeNavigationTitle
    /// UITabBarItem titles: 10 pt (learnui, "Tab bar … 10pt"); medium weight as commonly stated, not verified.
    case tabBarItem

    package var font: TextFont {
        switch self {
        case .navigationTitle: TextFont(size: 17, weight: .semibold)
        case .largeNavigationTitle: TextFont(size: 34, weight: .bold)
        case .tabBarItem: TextFont(size: 10, weight: .medium)
        }
    }
}
