/// Where a JSON document's top-level array under one key is, and where each of its elements is, found without
/// decoding anything (`BatchJSON.decode(_:key:array:file:what:check:element:)`): strings are skipped with their
/// escapes and nested values by their brackets. Nothing is validated here beyond the structure around the array:
/// the decoder then reads the top level (with the array emptied) and each element, and rejects what is not JSON.
/// `nil` when the document is not an object holding an array under that key (written without escapes); the
/// caller then decodes it whole.
package struct JSONArrayScan {
    /// The array, from its `[` to its `]`.
    package let array: Range<Int>
    /// Each element, from its first byte to its last.
    package let elements: [Range<Int>]

    package init?(_ bytes: [UInt8], key: String) {
        let key = Array(key.utf8)
        var index = Self.skipSpace(bytes, from: 0)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        while true {
            index = Self.skipSpace(bytes, from: index)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let nameEnd = Self.stringEnd(bytes, from: index) else { return nil }
            let isKey = bytes[(index + 1)..<(nameEnd - 1)].elementsEqual(key)
            index = Self.skipSpace(bytes, from: nameEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index = Self.skipSpace(bytes, from: index + 1)
            if isKey {
                guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
                guard let (elements, end) = Self.elements(bytes, from: index) else { return nil }
                array = index..<end
                self.elements = elements
                return
            }
            guard let end = Self.valueEnd(bytes, from: index) else { return nil }
            index = Self.skipSpace(bytes, from: end)
            // Past the last member (`}`) without the key, or not JSON.
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
        }
    }

    /// The elements of the array whose `[` is at `open`, and the index after its `]`.
    private static func elements(_ bytes: [UInt8], from open: Int) -> ([Range<Int>], Int)? {
        var elements: [Range<Int>] = []
        var index = skipSpace(bytes, from: open + 1)
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { return ([], index + 1) }
        while true {
            let start = skipSpace(bytes, from: index)
            guard let end = valueEnd(bytes, from: start) else { return nil }
            elements.append(start..<end)
            index = skipSpace(bytes, from: end)
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): return (elements, index + 1)
            default: return nil
            }
        }
    }

    /// The index after the value that starts at `start`: a string, an object or array (to its closing bracket),
    /// or a number, `true`, `false` or `null` (to the next delimiter).
    private static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return stringEnd(bytes, from: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = stringEnd(bytes, from: index) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return nil
        default:
            var index = start
            while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
            return index > start ? index : nil
        }
    }

    /// The index after the closing quote of the string whose opening quote is at `start`.
    private static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    private static func skipSpace(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index
    }

    /// JSON's whitespace: https://www.rfc-editor.org/rfc/rfc8259#section-2
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0a || byte == 0x0d || byte == 0x09
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }
}
