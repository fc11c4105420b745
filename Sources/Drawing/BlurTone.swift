/// Whether a blur's material follows the appearance or keeps one tone (docs/research/controls.md §18). The adaptive
/// styles (`regular`, `prominent`, `systemMaterial` and its thicknesses) adapt to the user interface style
/// (https://developer.apple.com/documentation/uikit/uiblureffect/style); `dark`, `extraDark` and the materials named
/// `…Dark` are always dark ("The area of the view is darker than the underlying view",
/// https://developer.apple.com/documentation/uikit/uiblureffect/style/dark; "… and is always dark",
/// https://developer.apple.com/documentation/uikit/uiblureffect/style/systemmaterialdark); `light`, `extraLight`
/// and the materials named `…Light` always light.
enum BlurTone: Equatable {
    case adaptive, light, dark

    init(style: String?) {
        guard let style else { self = .adaptive; return }
        if style == "dark" || style.hasSuffix("Dark") {
            self = .dark
        } else if style == "light" || style.hasSuffix("Light") {
            self = .light
        } else {
            self = .adaptive
        }
    }

    /// The flat colour that stands in for the blur in `theme`: the theme's bar material when the tone is the
    /// theme's appearance or follows it, else that of the other appearance (`Theme.barBackground`, approximate).
    func fill(in theme: Theme) -> Color {
        switch self {
        case .adaptive: theme.barBackground
        case .dark: theme.appearance == .dark ? theme.barBackground : theme.resolved(for: .dark).barBackground
        case .light: theme.appearance == .dark ? Theme().barBackground : theme.barBackground
        }
    }
}
