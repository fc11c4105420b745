/// A key written twice in one JSON object. RFC 8259 §4 leaves such an object's meaning to the reader
/// ("the names within an object SHOULD be unique"), and readers differ: one takes the first value, another
/// the last, so a shard's `report.json` could show a reviewer one thing and a merge another. Bezel writes
/// each key once (`JSONValueEncoder`), so a document that repeats one is not Bezel's, and it is refused.
///
/// Found in one pass over the bytes, without decoding: strings are skipped with their escapes, and each open
/// object keeps its keys as ranges of the bytes (compared byte for byte, or after unescaping when either holds
/// a backslash, so `"a"` and `"\u0061"` are one key). Nothing else is validated here: the decoder then
/// rejects what is not JSON.
package struct JSONDuplicateKey: Hashable, Sendable {
    /// The key, unescaped.
    package let key: String
    /// 1-based line and column of the second occurrence, and of the first.
    package let line: Int, column: Int
    package let firstLine: Int, firstColumn: Int

    /// The first key that repeats in its object, in document order; `nil` when there is none.
    package static func first(in bytes: [UInt8]) -> JSONDuplicateKey? {
        // One frame per open object or array: an object's keys so far, and whether a key comes next.
        struct Frame {
            var isObject: Bool
            var expectsKey: Bool
            var keys: [(range: Range<Int>, escaped: Bool)] = []
        }
        var stack: [Frame] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                stack.append(Frame(isObject: true, expectsKey: true))
            case UInt8(ascii: "["):
                stack.append(Frame(isObject: false, expectsKey: false))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
            case UInt8(ascii: ","):
                if let last = stack.indices.last, stack[last].isObject { stack[last].expectsKey = true }
            case UInt8(ascii: ":"):
                if let last = stack.indices.last, stack[last].isObject { stack[last].expectsKey = false }
            case UInt8(ascii: "\""):
                var end = index + 1
                var escaped = false
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    if bytes[end] == UInt8(ascii: "\\") { escaped = true; end += 1 }
                    end += 1
                }
                let range = (index + 1)..<min(end, bytes.count)
                if let last = stack.indices.last, stack[last].isObject, stack[last].expectsKey {
                    if let earlier = stack[last].keys.first(where: { same($0, (range, escaped), in: bytes) }) {
                        let (line, column) = position(of: index, in: bytes)
                        let (firstLine, firstColumn) = position(of: earlier.range.lowerBound - 1, in: bytes)
                        return JSONDuplicateKey(key: String(decoding: unescaped(range, escaped: escaped, in: bytes), as: UTF8.self),
                                                line: line, column: column, firstLine: firstLine, firstColumn: firstColumn)
                    }
                    stack[last].keys.append((range, escaped))
                }
                index = end
            default:
                break
            }
            index += 1
        }
        return nil
    }

    private static func same(_ a: (range: Range<Int>, escaped: Bool), _ b: (range: Range<Int>, escaped: Bool), in bytes: [UInt8]) -> Bool {
        if !a.escaped && !b.escaped { return bytes[a.range].elementsEqual(bytes[b.range]) }
        return unescaped(a.range, escaped: a.escaped, in: bytes) == unescaped(b.range, escaped: b.escaped, in: bytes)
    }

    /// The string's UTF-8 bytes with JSON's escapes (RFC 8259 §7) resolved; a malformed escape is kept as written.
    private static func unescaped(_ range: Range<Int>, escaped: Bool, in bytes: [UInt8]) -> [UInt8] {
        guard escaped else { return Array(bytes[range]) }
        var scalars = String.UnicodeScalarView()
        var index = range.lowerBound
        var pendingHigh: UInt32?
        func hex(_ at: Int) -> UInt32? {
            guard at + 4 <= range.upperBound else { return nil }
            var value: UInt32 = 0
            for byte in bytes[at..<at + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        var plain: [UInt8] = []
        func flushPlain() {
            scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
            plain.removeAll()
        }
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < range.upperBound else {
                plain.append(byte)
                index += 1
                continue
            }
            flushPlain()
            let kind = bytes[index + 1]
            index += 2
            switch kind {
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                guard let value = hex(index) else { plain += [UInt8(ascii: "\\"), kind]; continue }
                index += 4
                if (0xD800...0xDBFF).contains(value) {
                    pendingHigh = value
                    continue
                }
                if (0xDC00...0xDFFF).contains(value), let high = pendingHigh {
                    let combined = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                    if let scalar = Unicode.Scalar(combined) { scalars.append(scalar) }
                } else if let scalar = Unicode.Scalar(value) {
                    scalars.append(scalar)
                }
            default: scalars.append(Unicode.Scalar(kind))
            }
            pendingHigh = nil
        }
        flushPlain()
        return Array(String(scalars).utf8)
    }

    private static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<max(offset, 0)]
        let line = before.count { $0 == 0x0a } + 1
        let column = before.count - (before.lastIndex(of: 0x0a).map { $0 + 1 } ?? 0) + 1
        return (line, column)
    }
}
