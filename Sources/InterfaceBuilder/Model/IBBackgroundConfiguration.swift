import Diagnostics

/// `<backgroundConfiguration key="background" cornerRadius= strokeWidth=…>` inside a `<buttonConfiguration>`
/// (iOS 15+, Xcode 13+): the configuration's `background`, a `UIBackgroundConfiguration`
/// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/background), drawn
/// under the button's title and image.
package struct IBBackgroundConfiguration: Hashable, Sendable, Codable {
    /// `cornerRadius`: the background's corner radius, used as it is when the configuration's `cornerStyle` is
    /// `fixed` or `dynamic` (the default).
    package var cornerRadius: Double?
    /// `<color key="backgroundColor">`, `<color key="strokeColor">`.
    package var colors: [IBColor] = []
    package var attributes: [IBAttribute]
    var otherElements: [IBElement] = []
    package var location: SourceLocation

    init(cornerRadius: Double? = nil, attributes: [IBAttribute] = [], location: SourceLocation) {
        self.cornerRadius = cornerRadius
        self.attributes = attributes
        self.location = location
    }

    package func color(_ key: String) -> IBColor? { colors.first { $0.key == key } }
}
