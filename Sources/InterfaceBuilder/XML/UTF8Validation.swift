/// Well-formed UTF-8 per the Unicode Standard's table 3-7 (the same table the YAML loader checks,
/// `Sources/Screens/Loader/TextEncodingCheck.swift`): checked before libxml2 so the message names the
/// first bad byte instead of libxml2's "indicate encoding".
enum UTF8Validation {
    /// The offset of the first byte that does not start a well-formed sequence (or is NUL), or nil.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead == 0 { return index }
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; second = 0x80...0x9F
            case 0xF0: length = 4; second = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; second = 0x80...0x8F
            default: return index
            }
            guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return index }
            for k in 2..<length where !(0x80...0xBF).contains(bytes[index + k]) { return index }
            index += length
        }
        return nil
    }
}
