import Diagnostics

/// `<buttonConfiguration key="configuration" style="filled" title= image= imagePlacement= …>` (iOS 15+,
/// Xcode 13+): a `UIButton.Configuration`. Its presence means the button sizes itself from the
/// configuration's content insets, not from `contentEdgeInsets`.
public struct IBButtonConfiguration: Hashable, Sendable, Codable {
    /// `plain`, `gray`, `tinted`, `filled`, …
    public var style: String?
    public var title: String?
    public var subtitle: String?
    public var image: String?
    public var imagePlacement: String?
    public var imagePadding: Double?
    public var titlePadding: Double?
    public var cornerStyle: String?
    public var buttonSize: String?
    /// `<directionalEdgeInsets key="contentInsets">`.
    public var contentInsets: IBDirectionalInsets?
    public var font: IBFont?
    public var attributes: [IBAttribute]
    public var otherElements: [IBElement]
    public var location: SourceLocation

    public init(style: String? = nil, title: String? = nil, subtitle: String? = nil, image: String? = nil,
                imagePlacement: String? = nil, imagePadding: Double? = nil, titlePadding: Double? = nil,
                cornerStyle: String? = nil, buttonSize: String? = nil, contentInsets: IBDirectionalInsets? = nil,
                font: IBFont? = nil, attributes: [IBAttribute] = [], otherElements: [IBElement] = [],
                location: SourceLocation) {
        self.style = style
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.imagePlacement = imagePlacement
        self.imagePadding = imagePadding
        self.titlePadding = titlePadding
        self.cornerStyle = cornerStyle
        self.buttonSize = buttonSize
        self.contentInsets = contentInsets
        self.font = font
        self.attributes = attributes
        self.otherElements = otherElements
        self.location = location
    }
}
