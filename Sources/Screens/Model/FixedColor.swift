/// UIColor's fixed colours (`UIColor.white`, `.black`, `.clear`, …), which a template may name as it
/// names a system colour. Unlike a system colour they do not follow the appearance: each is one
/// `#RRGGBBAA`, the components Apple's reference gives (e.g. `white`: "grayscale value of 1.0 and an
/// alpha value of 1.0", https://developer.apple.com/documentation/uikit/uicolor/white; `orange`:
/// "RGB values are 1.0, 0.5, and 0.0", https://developer.apple.com/documentation/uikit/uicolor/orange;
/// `clear`: "grayscale and alpha values are both 0.0", https://developer.apple.com/documentation/uikit/uicolor/clear),
/// each component times 255, rounded to the nearest byte.
package enum FixedColor: String, CaseIterable, Sendable {
    case black, darkGray, lightGray, white, gray, red, green, blue, cyan, yellow, magenta, orange, purple, brown, clear

    /// The fixed colour a document or a colour set names by UIColor's class property (`cocoaTouchSystemColor=
    /// "whiteColor"` in documents before Xcode 11, `"reference": "blackColor"` in a colour set); `darkTextColor` is
    /// black, as documents save it in their `<systemColor>` resources (white 0.0, alpha 1). Nil for another name
    /// (`lightTextColor` is one of `valuesXcodeSaves`; the textured backgrounds have no published value).
    package init?(interfaceBuilderName name: String) {
        if name == "darkTextColor" {
            self = .black
            return
        }
        guard name.hasSuffix("Color") else { return nil }
        self.init(rawValue: String(name.dropLast("Color".count)))
    }

    /// UIColor's class colours that Apple publishes no value for (https://developer.apple.com/documentation/uikit/uicolor:
    /// the textured backgrounds iOS 7 deprecated), which a colour set or an old document can still name.
    package static let namesWithoutPublishedValue: Set<String> = [
        "viewFlipsideBackgroundColor", "scrollViewTexturedBackgroundColor", "underPageBackgroundColor",
    ]

    /// Colours Apple gives no components for, by the name a document or a colour set gives them, with the value Xcode
    /// saves for each in a document's `<systemColor>` resources; documents before Xcode 11 name them alone
    /// (`cocoaTouchSystemColor="lightTextColor"`), as a colour set's `"reference"` does:
    /// - `UIColor.lightText`, "the system color for displaying text on a dark background"
    ///   (https://developer.apple.com/documentation/uikit/uicolor/lighttext): white at alpha 0.6
    ///   (docs/research/ib-defaults.md §152);
    /// - `tableCellGroupedBackgroundColor`, the colour Interface Builder's palette offers for a grouped table's cells,
    ///   which UIColor does not publish: white (§153).
    static let valuesXcodeSaves: [String: String] = [
        "lightTextColor": "#FFFFFF99",
        "tableCellGroupedBackgroundColor": "#FFFFFFFF",
    ]

    /// The `#RRGGBBAA` of the fixed colour a document or a colour set names (`FixedColor(interfaceBuilderName:)`, or
    /// one of `valuesXcodeSaves`); nil for another name.
    package static func hex(interfaceBuilderName name: String) -> String? {
        valuesXcodeSaves[name] ?? FixedColor(interfaceBuilderName: name)?.hex
    }

    /// The colour as a template writes a fixed one, `#RRGGBBAA`.
    package var hex: String {
        switch self {
        case .black: "#000000FF"       // white 0.0
        case .darkGray: "#555555FF"    // white 1/3
        case .lightGray: "#AAAAAAFF"   // white 2/3
        case .white: "#FFFFFFFF"       // white 1.0
        case .gray: "#808080FF"        // white 0.5
        case .red: "#FF0000FF"         // 1, 0, 0
        case .green: "#00FF00FF"       // 0, 1, 0
        case .blue: "#0000FFFF"        // 0, 0, 1
        case .cyan: "#00FFFFFF"        // 0, 1, 1
        case .yellow: "#FFFF00FF"      // 1, 1, 0
        case .magenta: "#FF00FFFF"     // 1, 0, 1
        case .orange: "#FF8000FF"      // 1, 0.5, 0
        case .purple: "#800080FF"      // 0.5, 0, 0.5
        case .brown: "#996633FF"       // 0.6, 0.4, 0.2
        case .clear: "#00000000"       // white 0.0, alpha 0.0
        }
    }
}
