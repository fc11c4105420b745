import Geometry

/// `<button buttonType="system" lineBreakMode= …>` with its states, font and insets.
package struct IBButton: Hashable, Sendable, Codable {
    /// `custom`, `system`, `roundedRect` (system before iOS 7), `detailDisclosure`, `infoLight`,
    /// `infoDark`, `contactAdd`, `close`; absent means custom.
    package var buttonType: String?
    var states: [IBButtonState]
    package var font: IBFont?
    var lineBreakMode: String?
    /// `<inset key="contentEdgeInsets" minX= minY= maxX= maxY=/>` (minX = left, minY = top).
    package var contentEdgeInsets: EdgeInsets?
    package var titleEdgeInsets: EdgeInsets?
    package var imageEdgeInsets: EdgeInsets?
    package var configuration: IBButtonConfiguration?

    init(buttonType: String? = nil, states: [IBButtonState] = [], font: IBFont? = nil, lineBreakMode: String? = nil,
                contentEdgeInsets: EdgeInsets? = nil, titleEdgeInsets: EdgeInsets? = nil,
                imageEdgeInsets: EdgeInsets? = nil, configuration: IBButtonConfiguration? = nil) {
        self.buttonType = buttonType
        self.states = states
        self.font = font
        self.lineBreakMode = lineBreakMode
        self.contentEdgeInsets = contentEdgeInsets
        self.titleEdgeInsets = titleEdgeInsets
        self.imageEdgeInsets = imageEdgeInsets
        self.configuration = configuration
    }

    /// The state with `key` (`normal`, …).
    package func state(_ key: String) -> IBButtonState? { states.first { $0.key == key } }
}
