import Diagnostics

/// `<buttonConfiguration key="configuration" style="filled" title= image= imagePlacement= …>` (iOS 15+,
/// Xcode 13+): a `UIButton.Configuration`. Its presence means the button sizes itself from the
/// configuration's content insets, not from `contentEdgeInsets`.
package struct IBButtonConfiguration: Hashable, Sendable, Codable {
    /// `plain`, `gray`, `tinted`, `filled`, …
    package var style: String?
    package var title: String?
    package var subtitle: String?
    package var image: String?
    /// `leading` (UIKit's default), `trailing`, `top`, `bottom`: where the image sits beside the title.
    package var imagePlacement: String?
    /// The space between the image and the title, in points.
    package var imagePadding: Double?
    var titlePadding: Double?
    package var cornerStyle: String?
    var buttonSize: String?
    /// `<directionalEdgeInsets key="contentInsets">`: the configuration's own content insets, in place of its size's.
    package var contentInsets: IBDirectionalInsets?
    package var font: IBFont?
    /// `<attributedString key="attributedTitle">`: the title with its runs' fonts and colours, which UIKit shows
    /// in place of `title` when both are set.
    package var attributedTitle: [IBTextFragment]?
    /// `<color key="baseForegroundColor">`, `<color key="baseBackgroundColor">`.
    package var colors: [IBColor] = []
    /// `<backgroundConfiguration key="background">`: the background drawn under the content.
    package var background: IBBackgroundConfiguration?
    package var attributes: [IBAttribute]
    var otherElements: [IBElement]
    package var location: SourceLocation

    init(style: String? = nil, title: String? = nil, subtitle: String? = nil, image: String? = nil,
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
