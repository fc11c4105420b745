import Diagnostics

/// `<state key="normal" title="Send" image="paperplane">` with its `<color key="titleColor">` etc.
package struct IBButtonState: Hashable, Sendable, Codable {
    /// `normal`, `highlighted`, `selected`, `disabled`.
    var key: String
    package var title: String?
    package var attributedTitle: [IBTextFragment]?
    package var image: String?
    package var backgroundImage: String?
    package var colors: [IBColor]
    /// The state's `<preferredSymbolConfiguration key="preferredSymbolConfiguration">`: the configuration its SF Symbol
    /// image is drawn with (`setPreferredSymbolConfiguration(_:forImageIn:)`,
    /// https://developer.apple.com/documentation/uikit/uibutton/setpreferredsymbolconfiguration(_:forimagein:)).
    package var symbolConfiguration: IBSymbolConfiguration?
    package var location: SourceLocation

    init(key: String, title: String? = nil, attributedTitle: [IBTextFragment]? = nil, image: String? = nil,
                backgroundImage: String? = nil, colors: [IBColor] = [], location: SourceLocation) {
        self.key = key
        self.title = title
        self.attributedTitle = attributedTitle
        self.image = image
        self.backgroundImage = backgroundImage
        self.colors = colors
        self.location = location
    }
}
