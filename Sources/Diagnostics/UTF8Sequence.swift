/// Well-formed UTF-8, one sequence at a time, per the Unicode Standard's table 3-7 "Well-Formed UTF-8
/// Byte Sequences" (https://www.unicode.org/versions/Unicode15.0.0/ch03.pdf, section 3.9). The YAML
/// loader (`Sources/Screens/Loader/TextEncodingCheck.swift`) checks templates with it before libyaml
/// sees them, so a message can name the first bad byte.
package enum UTF8Sequence {
    /// The length (1 to 4) of the well-formed sequence starting at `index`, or 0 when it is ill-formed:
    /// a stray continuation byte, a truncated, overlong or surrogate sequence, or one beyond U+10FFFF.
    /// NUL is a well-formed sequence of length 1; a caller that refuses it checks for it.
    package static func length(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return 0
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }
}
