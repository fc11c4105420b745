/// A 32-byte SHA-256 digest. Written into metadata as 64 lower-case hex digits,
/// the form `sha256sum` prints, so a reader can check a recorded hash by hand.
package struct SHA256Digest: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The 32 digest bytes, most significant first.
    package let bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Reads 64 hex digits (either case); nil for anything else.
    init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 64 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for i in stride(from: 0, to: 64, by: 2) {
            guard let high = Self.value(ofHexDigit: digits[i]), let low = Self.value(ofHexDigit: digits[i + 1]) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        self.bytes = bytes
    }

    /// Lower-case hexadecimal, 64 characters.
    package var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    package var description: String { hex }

    private static func value(ofHexDigit c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // Encoded as the hex string, not a byte array, so JSON metadata stays readable.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let digest = SHA256Digest(hex: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not 64 hex digits: '\(text)'")
        }
        self = digest
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
