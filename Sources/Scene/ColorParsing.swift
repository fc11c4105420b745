extension Color {
    /// A template colour, `#RRGGBB` or `#RRGGBBAA`; `nil` when the text is not one.
    public init?(templateHex text: String) {
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
