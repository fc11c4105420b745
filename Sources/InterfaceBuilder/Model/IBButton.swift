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

    /// The attributed title the button shows, when it has one. A configuration button shows its configuration's
    /// (a configuration's `attributedTitle` is its `title` with attributes:
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/attributedtitle) and
    /// nothing of its states: the `<state key="normal" title="Button">` Interface Builder keeps beside a
    /// `<buttonConfiguration>` without a title is neither drawn nor sized for (docs/research/ib-defaults.md §18).
    /// Any other button shows its normal state's, which UIKit prefers to the state's plain title
    /// (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)).
    package var shownAttributedTitle: [IBTextFragment]? {
        if let configuration { return configuration.attributedTitle }
        return state("normal")?.attributedTitle
    }

    /// The title the button shows: the attributed title's text, else the configuration's or (without a
    /// configuration) the normal state's plain title. Another state's title shows only in that state
    /// (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)).
    package var shownTitle: String? {
        if let fragments = shownAttributedTitle { return fragments.map(\.content).joined() }
        if let configuration { return configuration.title }
        return state("normal")?.title
    }

    /// The image the button shows beside (or without) its title: a configuration button's configuration image
    /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image) and nothing of
    /// its states, as for its title; any other button's normal state's. Interface Builder keeps a
    /// `<state key="normal" image=…>` beside a `<buttonConfiguration>` without an image, and saves the button as
    /// wide as its configuration's content alone (docs/research/ib-defaults.md §22).
    package var shownImage: String? {
        if let configuration { return configuration.image }
        return state("normal")?.image
    }
}
