/// An old-style (OpenStep) property list, the text format Xcode writes `project.pbxproj` in
/// (https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/PropertyLists/OldStylePlists/OldStylePLists.html):
/// dictionaries `{ key = value; }`, arrays `( a, b, )`, strings quoted (`"a b"`, with backslash escapes) or bare
/// (letters, digits and `_$+/:.-`), data `<0fbd7777>` (kept as its text), and `/* */` and `//` comments.
/// Parsing is bounded: at most `maximumDepth` nested containers; anything malformed gives `nil`.
package indirect enum OpenStepPropertyList: Hashable, Sendable {
    case string(String)
    case array([OpenStepPropertyList])
    case dictionary([String: OpenStepPropertyList])

    package static let maximumDepth = 64

    package var string: String? { if case .string(let value) = self { value } else { nil } }
    package var array: [OpenStepPropertyList]? { if case .array(let value) = self { value } else { nil } }
    package var dictionary: [String: OpenStepPropertyList]? { if case .dictionary(let value) = self { value } else { nil } }
    package subscript(key: String) -> OpenStepPropertyList? { dictionary?[key] }

    /// The property list `bytes` (UTF-8) hold, or `nil` when they are not one (trailing comments and spaces allowed).
    package static func parse(_ bytes: [UInt8]) -> OpenStepPropertyList? {
        var index = 0
        guard let value = value(bytes, &index, depth: 0) else { return nil }
        skipSpace(bytes, &index)
        return index == bytes.count ? value : nil
    }

    private static func value(_ bytes: [UInt8], _ index: inout Int, depth: Int) -> OpenStepPropertyList? {
        guard depth < maximumDepth else { return nil }
        skipSpace(bytes, &index)
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var entries: [String: OpenStepPropertyList] = [:]
            while true {
                skipSpace(bytes, &index)
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .dictionary(entries) }
                guard let key = value(bytes, &index, depth: depth + 1)?.string else { return nil }
                skipSpace(bytes, &index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                index += 1
                guard let item = value(bytes, &index, depth: depth + 1) else { return nil }
                skipSpace(bytes, &index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
                index += 1
                entries[key] = item
            }
        case UInt8(ascii: "("):
            index += 1
            var items: [OpenStepPropertyList] = []
            while true {
                skipSpace(bytes, &index)
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ")") { index += 1; return .array(items) }
                guard let item = value(bytes, &index, depth: depth + 1) else { return nil }
                items.append(item)
                skipSpace(bytes, &index)
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") { index += 1 } else if bytes[index] != UInt8(ascii: ")") { return nil }
            }
        case UInt8(ascii: "\""):
            return quoted(bytes, &index).map(OpenStepPropertyList.string)
        case UInt8(ascii: "<"):
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            guard index < bytes.count else { return nil }
            index += 1
            return .string(String(decoding: bytes[start..<index], as: UTF8.self))
        default:
            let start = index
            while index < bytes.count, isBare(bytes[index]) { index += 1 }
            return index > start ? .string(String(decoding: bytes[start..<index], as: UTF8.self)) : nil
        }
    }

    /// A quoted string from the `"` at `index`, its escapes applied (`\"`, `\\`, `\n`, `\t`, `\r`, `\Uxxxx`).
    private static func quoted(_ bytes: [UInt8], _ index: inout Int) -> String? {
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else { out.append(byte); continue }
            guard index < bytes.count else { return nil }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "U"):
                guard index + 4 <= bytes.count,
                      let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                      let scalar = Unicode.Scalar(code) else { return nil }
                index += 4
                out += Array(String(Character(scalar)).utf8)
            default: out.append(escaped)
            }
        }
        return nil
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"): true
        default: false
        }
    }

    /// Skips white space and comments.
    private static func skipSpace(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(bytes.count, index + 2)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }
}
