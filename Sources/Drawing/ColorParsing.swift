import Devices
import Screens

extension Color {
    /// A system colour from UIKit's table (`SystemColor`) in an appearance.
    package init(system: SystemColor, _ appearance: Appearance = .light, elevated: Bool = false) {
        let rgba = system.rgba(appearance, elevated: elevated)
        self.init(hex: rgba >> 8, alpha: UInt8(rgba & 0xFF))
    }

    /// A view's `color:` as the appearance draws it: a system colour's name (`systemBlue`,
    /// `secondarySystemBackground`, or one an Interface Builder document named) follows the appearance;
    /// `#RRGGBB[AA]` stays as written. `nil` when the text is neither.
    /// `#light|#dark` (an asset catalogue's colour set with a dark variant) gives the appearance's half.
    package init?(template text: String, _ appearance: Appearance, elevated: Bool = false) {
        if let bar = text.firstIndex(of: "|") {
            self.init(templateHex: String(appearance == .dark ? text[text.index(after: bar)...] : text[..<bar]))
        } else if let system = SystemColor(rawValue: text) {
            self.init(system: system, appearance, elevated: elevated)
        } else {
            self.init(templateHex: text)
        }
    }

    /// A template colour, `#RRGGBB` or `#RRGGBBAA`; `nil` when the text is not one.
    init?(templateHex text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(hex: UInt32(value))
        } else {
            self.init(hex: UInt32(value >> 8), alpha: UInt8(value & 0xFF))
        }
    }
}
