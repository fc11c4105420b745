import Diagnostics

/// A colour set of the asset catalogue (`Name.colorset`) as sRGB bytes, in the any (light) appearance and,
/// when the set has one, the dark appearance. High-contrast variants are not read: Bezel draws no
/// high-contrast profile.
///
/// Components are read in the forms Xcode writes (https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html):
/// a fraction `"0.500"`, an 8-bit integer `"128"`, or hexadecimal `"0x80"`, in one of the six colour spaces Xcode's
/// colour panel offers a colour set (`ColourSpace`, docs/research/controls.md §22), each converted to sRGB as it is
/// shown; a set in a space Xcode does not write is passed over, as one naming a UIKit colour without a published value.
package struct AssetColour: Hashable, Sendable, Codable {
    /// `#RRGGBB` or `#RRGGBBAA`.
    package var light: String
    package var dark: String?

    package init(light: String, dark: String? = nil) {
        self.light = light
        self.dark = dark
    }

    /// The colour as a view's colour string: `#light` or `#light|#dark`, which the painter reads by the
    /// profile's appearance.
    package var template: String { dark.map { light + "|" + $0 } ?? light }

    /// The colour set's `colors` entries read into a colour; `nil` when none is in the any or light appearance.
    /// Entries for an iPhone or iPad (`universal`, `iphone`, `ipad`) come first; those of another platform's idiom
    /// (`mac`, `tv`, `watch`, `car`, `vision`) only stand in when the set has no iOS entry, and one Bezel cannot
    /// read is passed over instead of refusing the catalogue: a catalogue shared with a Mac target may name a
    /// system colour only macOS has (`"reference": "windowBackgroundColor"`,
    /// https://developer.apple.com/documentation/appkit/nscolor/ui_element_colors), which an iOS app never draws.
    /// An iOS entry that names a UIKit colour with no published value (`"reference": "underPageBackgroundColor"`,
    /// `FixedColor.namesWithoutPublishedValue`) passes the whole set over: the document's own `<namedColor>` keeps
    /// the value Xcode resolved the set to. A name UIKit does not have is refused, naming the file.
    static func read(_ contents: AssetContents) throws(InputError) -> AssetColour? {
        // The first light and dark colour of the set's iOS entries, and of its other platforms' entries.
        var iOS: (light: String?, dark: String?) = (nil, nil), other = iOS
        func keep(_ hex: String, dark: Bool, in slot: inout (light: String?, dark: String?)) {
            if dark { slot.dark = slot.dark ?? hex } else { slot.light = slot.light ?? hex }
        }
        for entry in try contents.entries("colors") {
            let appearance = AssetContents.appearance(of: entry)
            guard !appearance.other, let colour = entry["color"] as? [String: Any] else { continue }
            let forIOS = Self.iOSIdioms.contains(entry["idiom"] as? String ?? "universal")
            if forIOS {
                // A UIKit colour without a published value passes the set over: the document's own `<namedColor>`
                // holds the value Xcode resolved it to (`ViewKindMapping.hex`).
                if let reference = colour["reference"] as? String, FixedColor.namesWithoutPublishedValue.contains(reference) { return nil }
                // So does a colour space Xcode does not write: its components cannot be read rightly as sRGB.
                if colour["components"] != nil, ColourSpace(colour["color-space"]) == nil { return nil }
                keep(try Self.hex(colour, in: contents), dark: appearance.dark, in: &iOS)
            } else if let hex = try? Self.hex(colour, in: contents) {
                keep(hex, dark: appearance.dark, in: &other)
            }
        }
        let kept = iOS.light != nil ? iOS : other
        return kept.light.map { AssetColour(light: $0, dark: kept.dark) }
    }

    /// The idioms an iPhone or iPad app's catalogue entries are for (Asset Catalog Format Reference, "idiom",
    /// https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/Named_Color.html).
    static let iOSIdioms: Set<String> = ["universal", "iphone", "ipad"]

    private static func hex(_ colour: [String: Any], in contents: AssetContents) throws(InputError) -> String {
        guard let components = colour["components"] as? [String: Any] else {
            // Xcode's colour picker can save a system colour by name instead of components
            // (`"reference": "labelColor"`), the names Interface Builder writes in `systemColor=`; it follows
            // the appearance as the system colour does.
            if let reference = colour["reference"] as? String {
                guard let value = SystemColor.colour(uiKitName: reference) else {
                    throw contents.problem("colour reference '\(MessageText.shown(reference))' is not a system colour Bezel knows", near: "reference")
                }
                return value
            }
            throw contents.problem("a colour without 'components' or 'reference'")
        }
        func component(_ key: String) throws(InputError) -> Double? {
            guard let value = components[key] else { return nil }
            guard let number = Self.component(value) else { throw contents.problem("colour component '\(key)' is not a number Xcode writes", near: key) }
            return number
        }
        // A set that names no space is sRGB; an unknown one passes an iOS set over in `read`.
        guard let space = ColourSpace(colour["color-space"]) else {
            throw contents.problem("colour space '\(MessageText.shown(String(describing: colour["color-space"]!)))' is not one Xcode writes", near: "color-space")
        }
        let alpha = try component("alpha") ?? 1
        var red: Double, green: Double, blue: Double
        if let white = try component("white") {
            let grey = space.isGray ? ColourSpace.grayGamma22ToSRGB(white) : white
            (red, green, blue) = (grey, grey, grey)
        } else {
            guard let r = try component("red"), let g = try component("green"), let b = try component("blue") else {
                throw contents.problem("a colour needs red, green and blue, or white")
            }
            (red, green, blue) = (r, g, b)
            switch space {
            case .displayP3: (red, green, blue) = DisplayP3.toSRGB(red: red, green: green, blue: blue)
            case .extendedLinearSRGB: (red, green, blue) = (DisplayP3.encoded(red), DisplayP3.encoded(green), DisplayP3.encoded(blue))
            case .sRGB, .extendedSRGB, .grayGamma22, .extendedGray: break
            }
        }
        func byte(_ value: Double) -> String {
            let clamped = Int((max(0, min(1, value)) * 255).rounded())
            let digits = String(clamped, radix: 16, uppercase: true)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// A component as Xcode writes it: `"0x80"` (hexadecimal byte), `"128"` (an integer 0-255), `"0.502"`
    /// (a fraction); a JSON number is a fraction when it has a fractional part or is 0 or 1, a byte otherwise.
    static func component(_ value: Any) -> Double? {
        if let text = value as? String {
            let trimmed = text.trimmingSpaces
            if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
                guard let byte = Int(trimmed.dropFirst(2), radix: 16), (0...255).contains(byte) else { return nil }
                return Double(byte) / 255
            }
            if trimmed.contains(".") {
                guard let fraction = Double(trimmed), fraction.isFinite else { return nil }
                return fraction
            }
            guard let byte = Int(trimmed), (0...255).contains(byte) else { return nil }
            return Double(byte) / 255
        }
        if let number = value as? Int { return number <= 1 ? Double(number) : number <= 255 ? Double(number) / 255 : nil }
        if let number = value as? Double, number.isFinite { return number > 1 && number == number.rounded() && number <= 255 ? number / 255 : number }
        return nil
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
