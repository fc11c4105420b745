import Diagnostics

/// `<state key="normal" title="Send" image="paperplane">` with its `<color key="titleColor">` etc.
public struct IBButtonState: Hashable, Sendable, Codable {
    /// `normal`, `highlighted`, `selected`, `disabled`.
    public var key: String
    public var title: String?
    public var attributedTitle: [IBTextFragment]?
    public var image: String?
    public var backgroundImage: String?
    public var colors: [IBColor]
    public var location: SourceLocation

    public init(key: String, title: String? = nil, attributedTitle: [IBTextFragment]? = nil, image: String? = nil,
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
