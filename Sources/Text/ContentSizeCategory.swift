/// UIKit's Dynamic Type setting (UIContentSizeCategory), smallest first; `.large` is the default.
/// Raw values are UIKit's Swift case names.
package enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, Codable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// UIKit's default.
    package static let `default` = ContentSizeCategory.large

    /// The short name of Settings, the HIG and SwiftUI's DynamicTypeSize (`xSmall` … `xxxLarge`, `AX1` … `AX5`).
    var shortName: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }

    /// SwiftUI's DynamicTypeSize case name.
    var swiftUIName: String {
        switch self {
        case .extraSmall: "xSmall"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "xLarge"
        case .extraExtraLarge: "xxLarge"
        case .extraExtraExtraLarge: "xxxLarge"
        case .accessibilityMedium: "accessibility1"
        case .accessibilityLarge: "accessibility2"
        case .accessibilityExtraLarge: "accessibility3"
        case .accessibilityExtraExtraLarge: "accessibility4"
        case .accessibilityExtraExtraExtraLarge: "accessibility5"
        }
    }

    /// Every spelling `init(name:)` accepts, for "did you mean" suggestions: UIKit's, the short and SwiftUI's.
    package static var acceptedNames: [String] {
        var names: [String] = []
        for category in allCases {
            for name in [category.rawValue, category.shortName, category.swiftUIName] where !names.contains(name) {
                names.append(name)
            }
        }
        return names
    }

    /// Reads a command-line or template spelling, case-insensitively: `extraSmall`, `xSmall`,
    /// `accessibilityExtraExtraExtraLarge`, `AX5`, `accessibility5`. Nil for anything else.
    package init?(name: String) {
        let wanted = name.lowercased()
        for category in Self.allCases
        where [category.rawValue, category.shortName, category.swiftUIName].contains(where: { $0.lowercased() == wanted }) {
            self = category
            return
        }
        return nil
    }

    /// True for the five larger accessibility sizes (UIContentSizeCategory.isAccessibilityCategory).
    var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    var index: Int {
        switch self {
        case .extraSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .extraLarge: 4
        case .extraExtraLarge: 5
        case .extraExtraExtraLarge: 6
        case .accessibilityMedium: 7
        case .accessibilityLarge: 8
        case .accessibilityExtraLarge: 9
        case .accessibilityExtraExtraLarge: 10
        case .accessibilityExtraExtraExtraLarge: 11
        }
    }

    package static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.index < b.index }
}
