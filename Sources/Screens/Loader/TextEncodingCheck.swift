import Diagnostics

/// Checks that a template's or a config's bytes are UTF-8 without NUL bytes before libyaml sees them, so the message
/// names the first bad byte's line and column instead of a libyaml reader offset.
enum TextEncodingCheck {
    /// The first encoding problem, or nil when the bytes are clean UTF-8.
    /// `what` names the file in messages: `template`, `config`.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>, file: String, what: String = "template") -> Diagnostic? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead == 0 {
                return Diagnostic(.error, at: location(ofByte: index, in: bytes, file: file),
                                  "the \(what) contains a NUL byte; \(what)s are UTF-8 text")
            }
            let length = UTF8Sequence.length(at: index, in: bytes)
            if length == 0 {
                return Diagnostic(.error, at: location(ofByte: index, in: bytes, file: file),
                                  "the \(what) is not valid UTF-8 (byte 0x\(hex(bytes[index])) at offset \(index)); save it as UTF-8")
            }
            // The loader drops one byte-order mark at the very start; any other U+FEFF is a stray one
            // (left by joining files), which libyaml would report as a puzzling syntax error or keep
            // invisibly inside a value.
            if length == 3, bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
                return Diagnostic(.error, at: location(ofByte: index, in: bytes, file: file),
                                  "a byte-order mark (U+FEFF) in the middle of the \(what); remove it")
            }
            index += length
        }
        return nil
    }

    /// The 1-based line and column (in characters, as libyaml counts them) of a byte offset.
    static func location(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String) -> SourceLocation {
        SourceLocation(file: file, byteOffset: offset, in: bytes)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
