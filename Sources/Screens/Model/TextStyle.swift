/// `textStyle:` UIKit's Dynamic Type text styles (`UIFont.TextStyle`), named as in Swift.
public enum TextStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
}
