import Diagnostics

/// `<backgroundConfiguration key="background" cornerRadius= strokeWidth=…>` inside a `<buttonConfiguration>`
/// (iOS 15+, Xcode 13+): the configuration's `background`, a `UIBackgroundConfiguration`
/// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/background), drawn
/// under the button's title and image.
package struct IBBackgroundConfiguration: Hashable, Sendable, Codable {
    /// `cornerRadius`: the background's corner radius, used as it is when the configuration's `cornerStyle` is
    /// `fixed` or `dynamic` (the default).
    package var cornerRadius: Double?
    /// `image`: the image the background shows, stretched over the button's bounds (its `imageContentMode`
    /// defaults to `scaleToFill`) without changing the button's size
    /// (https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/image,
    /// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/imagecontentmode).
    package var image: String?
    /// `<color key="backgroundColor">`, `<color key="strokeColor">`.
    package var colors: [IBColor] = []
    package var attributes: [IBAttribute]
    var otherElements: [IBElement] = []
    package var location: SourceLocation

    init(cornerRadius: Double? = nil, image: String? = nil, attributes: [IBAttribute] = [], location: SourceLocation) {
        self.cornerRadius = cornerRadius
        self.image = image
        self.attributes = attributes
        self.location = location
    }

    package func color(_ key: String) -> IBColor? { colors.first { $0.key == key } }
}
