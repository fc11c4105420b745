import Diagnostics

/// Well-formed UTF-8 per the Unicode Standard's table 3-7 (`Diagnostics.UTF8Sequence`, the table the YAML
/// loader checks too): checked before libxml2 so the message names the first bad byte instead of
/// libxml2's "indicate encoding".
enum UTF8Validation {
    /// The offset of the first byte that does not start a well-formed sequence (or is NUL), or nil.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0 { return index }
            let length = UTF8Sequence.length(at: index, in: bytes)
            if length == 0 { return index }
            index += length
        }
        return nil
    }
}
