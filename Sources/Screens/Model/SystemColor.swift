import Devices

/// UIKit's dynamic system colours in both appearances: the one table the painter (`Theme`) and
/// Interface Builder documents (`systemColor="systemBackgroundColor"`) resolve through, and the names a
/// template's `color:` may give instead of `#RRGGBB`.
///
/// The values are iOS 13–18's. Each row says where its numbers come from; the test
/// `SystemColorTableTests` holds the table equal to a fixture transcribed from those sources:
/// - **[C]** light values of the element colours (`label` … `link`) and of the grays UIKit added in iOS 13:
///   ColorCompatibility, generated from the iOS 13 runtime's light colours as fractions
///   (https://github.com/noahsark769/ColorCompatibility/blob/master/Sources/ColorCompatibility.swift),
///   turned into bytes as `IBColor` fractions are (× 255, rounded: 0.29 → 74);
/// - **[F]** every dark value, the dark-elevated variants, and the light values of the standard colours:
///   Flutter's `CupertinoColors`, which names each colour's UIKit counterpart
///   (https://github.com/flutter/flutter/blob/master/packages/flutter/lib/src/cupertino/colors.dart). Its
///   standard colours are the HIG's table before its June 2025 update (systemBlue R-0 G-122 B-255 /
///   R-10 G-132 B-255, https://developer.apple.com/design/human-interface-guidelines/color). Its alpha
///   bytes are truncated, not rounded (its light separator is 73 where UIKit's 0.29 × 255 is 73.95), so a
///   dark alpha here may be one 255th below UIKit's.
///
/// systemMint and systemCyan (iOS 15) and systemBrown (iOS 13) are [F]'s too, from the CupertinoColors that
/// added them (each names its UIKit counterpart). Left out, for want of a source: the increased-contrast
/// variants and iOS 26's updated standard colours.
package enum SystemColor: String, Hashable, Sendable, Codable, CaseIterable {
    // Standard colours (https://developer.apple.com/documentation/uikit/standard-colors)
    case systemBlue, systemGreen, systemIndigo, systemOrange, systemPink, systemPurple, systemRed, systemTeal, systemYellow
    case systemMint, systemCyan, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    // UI element colours (https://developer.apple.com/documentation/uikit/ui-element-colors)
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case placeholderText
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case separator, opaqueSeparator, link

    /// The colour Interface Builder names `<name>Color` (`systemBackgroundColor`, `labelColor`), or nil
    /// for a name the table does not hold. `groupTableViewBackgroundColor` (documents before Xcode 11) is
    /// `systemGroupedBackground`, which Apple's reference names as its replacement
    /// (https://developer.apple.com/documentation/uikit/uicolor/grouptableviewbackground).
    /// The colour string of UIKit's colour named `name` (`labelColor`, `blackColor`, `darkTextColor`): a dynamic
    /// system colour's name, which follows the appearance, or a fixed colour's `#RRGGBBAA`
    /// (`FixedColor.hex(interfaceBuilderName:)`); nil for a name Bezel has no value for. Read from a colour set's
    /// `"reference"` and a document's `cocoaTouchSystemColor`.
    static func colour(uiKitName name: String) -> String? {
        SystemColor(interfaceBuilderName: name)?.rawValue ?? FixedColor.hex(interfaceBuilderName: name)
    }

    init?(interfaceBuilderName name: String) {
        if name == "groupTableViewBackgroundColor" {
            self = .systemGroupedBackground
            return
        }
        guard name.hasSuffix("Color") else { return nil }
        self.init(rawValue: String(name.dropLast("Color".count)))
    }

    /// `0xRRGGBBAA` in `appearance`. `elevated` picks the dark variant UIKit gives windows in front of
    /// others (Slide Over, sheets); only the six background colours have one, and light has none.
    package func rgba(_ appearance: Appearance, elevated: Bool = false) -> UInt32 {
        let (light, dark, darkElevated) = values
        switch appearance {
        case .light: return light
        case .dark: return elevated ? (darkElevated ?? dark) : dark
        }
    }

    /// (light, dark, dark elevated) as 0xRRGGBBAA.
    private var values: (UInt32, UInt32, UInt32?) {
        switch self {
        // [F] light and dark (the HIG's table).
        case .systemBlue: (0x007AFFFF, 0x0A84FFFF, nil)
        case .systemGreen: (0x34C759FF, 0x30D158FF, nil)
        case .systemIndigo: (0x5856D6FF, 0x5E5CE6FF, nil)  // [C] light agrees
        case .systemOrange: (0xFF9500FF, 0xFF9F0AFF, nil)
        case .systemPink: (0xFF2D55FF, 0xFF375FFF, nil)
        case .systemPurple: (0xAF52DEFF, 0xBF5AF2FF, nil)
        case .systemRed: (0xFF3B30FF, 0xFF453AFF, nil)
        case .systemTeal: (0x5AC8FAFF, 0x64D2FFFF, nil)
        case .systemYellow: (0xFFCC00FF, 0xFFD60AFF, nil)
        case .systemMint: (0x00C7BEFF, 0x63E6E2FF, nil)
        case .systemCyan: (0x32ADE6FF, 0x64D2FFFF, nil)
        case .systemBrown: (0xA2845EFF, 0xAC8E68FF, nil)
        case .systemGray: (0x8E8E93FF, 0x8E8E93FF, nil)
        // [C] light, [F] dark.
        case .systemGray2: (0xAEAEB2FF, 0x636366FF, nil)
        case .systemGray3: (0xC7C7CCFF, 0x48484AFF, nil)
        case .systemGray4: (0xD1D1D6FF, 0x3A3A3CFF, nil)
        case .systemGray5: (0xE5E5EAFF, 0x2C2C2EFF, nil)
        case .systemGray6: (0xF2F2F7FF, 0x1C1C1EFF, nil)
        case .label: (0x000000FF, 0xFFFFFFFF, nil)
        case .secondaryLabel: (0x3C3C4399, 0xEBEBF599, nil)  // α 0.6 = 153
        case .tertiaryLabel: (0x3C3C434D, 0xEBEBF54C, nil)  // α 0.3 → 77 (76.5 rounded); [F] dark 76
        case .quaternaryLabel: (0x3C3C432E, 0xEBEBF528, nil)  // α 0.18 → 46; [F] dark 40
        case .systemFill: (0x78788033, 0x7878805B, nil)  // α 0.2 = 51; [F] dark 91
        case .secondarySystemFill: (0x78788029, 0x78788051, nil)  // α 0.16 → 41; [F] dark 81
        case .tertiarySystemFill: (0x7676801F, 0x7676803D, nil)  // α 0.12 → 31; [F] dark 61
        case .quaternarySystemFill: (0x74748014, 0x7676802D, nil)  // α 0.08 → 20; [F] dark 45
        case .placeholderText: (0x3C3C434D, 0xEBEBF54C, nil)  // α 0.3 → 77; [F] dark 76
        case .systemBackground: (0xFFFFFFFF, 0x000000FF, 0x1C1C1EFF)
        case .secondarySystemBackground: (0xF2F2F7FF, 0x1C1C1EFF, 0x2C2C2EFF)
        case .tertiarySystemBackground: (0xFFFFFFFF, 0x2C2C2EFF, 0x3A3A3CFF)
        case .systemGroupedBackground: (0xF2F2F7FF, 0x000000FF, 0x1C1C1EFF)
        case .secondarySystemGroupedBackground: (0xFFFFFFFF, 0x1C1C1EFF, 0x2C2C2EFF)
        case .tertiarySystemGroupedBackground: (0xF2F2F7FF, 0x2C2C2EFF, 0x3A3A3CFF)
        case .separator: (0x3C3C434A, 0x54545899, nil)  // α 0.29 → 74; [F] dark 153
        case .opaqueSeparator: (0xC6C6C8FF, 0x38383AFF, nil)
        case .link: (0x007AFFFF, 0x0984FFFF, nil)
        }
    }
}
