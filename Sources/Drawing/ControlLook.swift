import Devices
import Screens

/// The colours a control is drawn with: the theme's appearance, the view's effective tint (its own
/// `tintColor`, else the nearest ancestor's, else the app's accent colour: UIKit's inheritance,
/// https://developer.apple.com/documentation/uikit/uiview/tintcolor), and system colours resolved in
/// the profile's appearance (`SystemColor`'s sourced table).
struct ControlLook {
    let theme: Theme
    let tint: Color

    /// A system colour in the theme's appearance.
    func system(_ colour: SystemColor) -> Color { Color(system: colour, theme.appearance, elevated: theme.elevated) }

    /// A colour the document or template gives (`#RRGGBB[AA]` or a system colour's name), else `fallback`.
    func colour(_ text: String?, else fallback: Color) -> Color {
        theme.colour(text) ?? fallback
    }

    /// The thumb of a switch or slider: white in both appearances (UISwitch's and UISlider's default
    /// `thumbTintColor`, nil, draws the white knob: https://developer.apple.com/documentation/uikit/uiswitch/thumbtintcolor).
    static let thumb = Color(hex: 0xFFFFFF)
    /// The knob's shadow: black at 15 % (assumed: the soft drop shadow UIKit draws under the knob; no
    /// document gives its numbers, docs/research/controls.md §10).
    static let thumbShadow = Color(hex: 0x000000, alpha: 38)
}
