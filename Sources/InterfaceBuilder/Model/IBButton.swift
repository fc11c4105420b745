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
    /// The control's state as the document saves it: `<button selected="YES" enabled="NO" highlighted="YES">`
    /// (`UIControl.isSelected`, `isEnabled`, `isHighlighted`; an archive's `IBUISelected`, `IBUIEnabled`,
    /// `IBUIHighlighted`). Absent means not selected, enabled, not highlighted.
    var isSelected = false
    var isEnabled = true
    var isHighlighted = false

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

    /// The key of the state the button is shown in: `UIControl.state` is `highlighted`, `disabled` and `selected`
    /// combined (https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct; "setting this property to
    /// false adds the disabled flag to the control's state bitmask",
    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled), so a button with one
    /// of `isHighlighted`, `!isEnabled`, `isSelected` shows that state's properties, one with none its normal
    /// state's. A document saves a `<state>` for each of the four single states only, so a button in two states
    /// at once (selected and disabled, say) finds no properties for its combined state and shows its normal
    /// state's (assumed from the fallback below; no Apple page names the combined case).
    package var shownStateKey: String {
        let keys = [isHighlighted ? "highlighted" : nil, isEnabled ? nil : "disabled", isSelected ? "selected" : nil]
            .compactMap { $0 }
        return keys.count == 1 ? keys[0] : "normal"
    }

    /// One property of the state the button is shown in (`shownStateKey`), else of its normal state: "If a
    /// title is not specified for the other states, the button uses the title associated with the normal state"
    /// (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)), and the same for its title
    /// colour, image and background image ("if a property is not specified for a state, the default is to use
    /// the normal value", https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:),
    /// https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:),
    /// https://developer.apple.com/documentation/uikit/uibutton/setbackgroundimage(_:for:)). Each property falls
    /// back on its own: a selected state with only a title shows the normal state's colour and image.
    package func shown<Value>(_ property: KeyPath<IBButtonState, Value?>) -> Value? {
        state(shownStateKey)?[keyPath: property] ?? state("normal")?[keyPath: property]
    }

    /// The colour with `key` (`titleColor`, `titleShadowColor`) of the state the button is shown in, else of its
    /// normal state (`shown(_:)`).
    package func shownColor(_ key: String) -> IBColor? {
        state(shownStateKey)?.colors.first { $0.key == key } ?? state("normal")?.colors.first { $0.key == key }
    }

    /// The attributed title the button shows, when it has one. A configuration button shows its configuration's
    /// (a configuration's `attributedTitle` is its `title` with attributes:
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/attributedtitle) and
    /// nothing of its states: the `<state key="normal" title="Button">` Interface Builder keeps beside a
    /// `<buttonConfiguration>` without a title is neither drawn nor sized for (docs/research/ib-defaults.md §18).
    /// Any other button shows its shown state's, else its normal state's (`shown(_:)`), which UIKit prefers to a
    /// plain title (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)).
    package var shownAttributedTitle: [IBTextFragment]? {
        if let configuration { return configuration.attributedTitle }
        return shown(\.attributedTitle)
    }

    /// The title the button shows: the attributed title's text, else the configuration's or (without a
    /// configuration) the plain title of the state the button is shown in, else of its normal state (`shown(_:)`).
    /// Another state's title shows only in that state
    /// (https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)).
    package var shownTitle: String? {
        if let fragments = shownAttributedTitle { return fragments.map(\.content).joined() }
        if let configuration { return configuration.title }
        return shown(\.title)
    }

    /// The image the button shows beside (or without) its title: a configuration button's configuration image
    /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/image) and nothing of
    /// its states, as for its title; any other button's shown state's, else its normal state's (`shown(_:)`). Interface Builder keeps a
    /// `<state key="normal" image=…>` beside a `<buttonConfiguration>` without an image, and saves the button as
    /// wide as its configuration's content alone (docs/research/ib-defaults.md §22).
    package var shownImage: String? {
        if let configuration { return configuration.image }
        return shown(\.image)
    }
}
