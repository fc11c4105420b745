/// The colour spaces a colour set's `"color-space"` names (docs/research/controls.md §22): the six Xcode's colour
/// panel offers for a colour set (sRGB, Extended Range sRGB, Extended Range Linear sRGB, Display P3, Gray Gamma 2.2,
/// Extended Range Gray), written `srgb`, `extended-srgb`, `extended-linear-srgb`, `display-p3`, `gray-gamma-22` and
/// `extended-gray` (seen: the colour sets of public projects, e.g. rubenroques/goma-sportsbook-ios's `extended-gray`
/// and `extended-linear-srgb` sets, and the six raw values the tests of a colour-set reader list:
/// https://github.com/NathanE73/Blackboard, `testColorSpaceRawValues`).
///
/// How each is shown on an sRGB screen, which is what Bezel draws:
/// - `srgb` and `extended-srgb`: sRGB components; the extended space's values beyond 0…1 are clamped
///   (https://developer.apple.com/documentation/coregraphics/cgcolorspace/extendedsrgb: "the same colorimetry as
///   sRGB", with values below 0 and above 1).
/// - `extended-linear-srgb`: sRGB's primaries with a linear transfer function
///   (https://developer.apple.com/documentation/coregraphics/cgcolorspace/extendedlinearsrgb), so each component is
///   encoded with sRGB's curve (`DisplayP3.encoded`, IEC 61966-2-1).
/// - `display-p3`: converted as `DisplayP3` converts a document's P3 colours.
/// - `gray-gamma-22` and `extended-gray`: a grey whose `white` component is encoded with a gamma of 2.2
///   (https://developer.apple.com/documentation/appkit/nscolorspace/genericgamma22gray: "a gamma value of 2.2";
///   https://developer.apple.com/documentation/appkit/nscolorspace/extendedgenericgamma22gray: the same colorimetry,
///   extended), so it is linearised with that power and encoded with sRGB's curve: mid greys move by a level or
///   two, dark greys by up to eight (white 0.05 is 13 as sRGB, 5 shown).
enum ColourSpace: Equatable {
    case sRGB, extendedSRGB, extendedLinearSRGB, displayP3, grayGamma22, extendedGray

    /// The space a `"color-space"` value names: nil for a value that is not one of the six (or not a string); a set
    /// without the key is sRGB (handled by the caller).
    init?(_ value: Any?) {
        switch value as? String {
        case "srgb"?: self = .sRGB
        case "extended-srgb"?: self = .extendedSRGB
        case "extended-linear-srgb"?: self = .extendedLinearSRGB
        case "display-p3"?: self = .displayP3
        case "gray-gamma-22"?: self = .grayGamma22
        case "extended-gray"?: self = .extendedGray
        case nil where value == nil: self = .sRGB
        default: return nil
        }
    }

    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// A Gray Gamma 2.2 `white` component as the sRGB grey it is shown as: white^2.2, encoded with sRGB's curve.
    /// The power is taken in plain arithmetic, x^2.2 = x² · x^(1/5), as `DisplayP3` takes its powers, so the bytes
    /// are the same on every platform.
    static func grayGamma22ToSRGB(_ white: Double) -> Double {
        let w = max(0, min(1, white))
        let fifth = DisplayP3.root(w, 5)
        return DisplayP3.encoded(w * w * fifth)
    }
}
