import Diagnostics
import FileSystem
import FoundationEssentials
import Output

/// JSON as the batch modules write it: the `Codable` value as a `JSONValue` (`JSONValueEncoder`: sorted keys,
/// numbers in their shortest form), printed by `JSONValue` in the batch's layout (`JSONValue.Style.batch`), or
/// on one line for embedding in HTML.
package enum BatchJSON {
    package static func encode<T: Encodable>(_ value: T) throws(InputError) -> [UInt8] {
        Array(try json(value).rendered(style: .batch).utf8) + [0x0a]
    }

    /// Compact single-line JSON, for embedding in HTML.
    package static func encodeCompact<T: Encodable>(_ value: T) throws(InputError) -> String {
        try json(value).compact()
    }

    static func json<T: Encodable>(_ value: T) throws(InputError) -> JSONValue {
        do {
            return try JSONValueEncoder().encode(value)
        } catch {
            throw InputError("cannot encode JSON: \(error)")
        }
    }

    /// `top` as `encode(_:)` writes it, a piece at a time: the array under its top-level `key`, left empty in
    /// `top`, holds `elements`, each encoded and printed on its own at the array's depth, so the run's memory
    /// holds one element's tree, not the whole document's (the whole matrix's `manifest.json` is 26 MB). The
    /// bytes are those of the whole document printed at once.
    package static func encode<Top: Encodable, Element: Encodable>(
        _ top: Top, key: String, elements: RecordStream<Element>, to write: ([UInt8]) throws(InputError) -> Void
    ) throws(InputError) {
        let whole = try encode(top)
        let opening = Array("\n  \"\(key)\" : [\n".utf8)
        guard let empty = whole.firstRange(of: opening + Array("\n  ]".utf8)) else {
            throw InputError("cannot encode JSON: no empty array '\(key)' at the top level")
        }
        guard elements.count > 0 else { return try write(whole) }
        try write(Array(whole[..<(empty.lowerBound + opening.count)]))
        var first = true
        try elements.forEach { (element) throws(InputError) in
            try write(Array(((first ? "    " : ",\n    ") + (try json(element)).rendered(indent: 2, style: .batch)).utf8))
            first = false
        }
        try write(Array("\n  ]".utf8) + whole[empty.upperBound...])
    }

    /// `top` as `encodeCompact(_:)` writes it, a piece at a time: the one array `"key":[]` in it (at any depth:
    /// the key must name no other empty array) holds `elements`, each encoded on its own (see above).
    static func encodeCompact<Top: Encodable, Element: Encodable>(
        _ top: Top, key: String, elements: RecordStream<Element>, to write: (String) throws(InputError) -> Void
    ) throws(InputError) {
        let whole = try encodeCompact(top)
        let empty = "\"\(key)\":[]"
        let found = whole.ranges(of: empty)
        guard found.count == 1, let range = found.first else {
            throw InputError("cannot encode JSON: \(found.count) empty arrays '\(key)' where one was expected")
        }
        try write(String(whole[..<range.lowerBound]) + "\"\(key)\":[")
        var first = true
        try elements.forEach { (element) throws(InputError) in
            try write((first ? "" : ",") + (try json(element)).compact())
            first = false
        }
        try write("]" + whole[range.upperBound...])
    }

    package static func decode<T: Decodable>(_ bytes: some Collection<UInt8>, file: String, what: String) throws(InputError) -> T {
        try refuseDuplicateKeys(Array(bytes), file: file, what: what)
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch {
            throw InputError(at: SourceLocation(file: file, line: 1, column: 1), "not \(what): \(describe(error))")
        }
    }

    /// The batch document `name` in `folder` (`manifest.json`, `report.json`), of `kind`, read an element at a time
    /// (`decode(_:key:array:file:what:check:element:)`): `nil` when there is none; an error naming the file when it
    /// cannot be read, is not a Bezel `noun`, or is of another format than `currentFormat` and the `olderFormats` the
    /// types still decode, which is checked before any element is given to `element`.
    package static func read<Top: Decodable, Element: Decodable>(
        _ name: String, in folder: OutputFolder, as kind: FileKind, noun: String, key: String, array: WritableKeyPath<Top, [Element]>,
        format: KeyPath<Top, Int>, currentFormat: Int, olderFormats: [Int] = [], element: (Element) throws(InputError) -> Void
    ) throws(InputError) -> Top? {
        let path = try OutputPath(name)
        let file = folder.fileSystemPath(path)
        let bytes: [UInt8]
        do {
            guard let read = try folder.readIfPresent(path, as: kind) else { return nil }
            bytes = read
        } catch {
            throw InputError(at: SourceLocation(file: file, line: 1, column: 1), error.message)
        }
        return try decode(bytes, key: key, array: array, file: file, what: "a Bezel \(noun)", check: { (top) throws(InputError) in
            guard top[keyPath: format] != currentFormat, !olderFormats.contains(top[keyPath: format]) else { return }
            let readable = (olderFormats + [currentFormat]).map(String.init).joined(separator: " or ")
            throw InputError(at: SourceLocation(file: file, line: 1, column: 1),
                             "\(noun) format \(top[keyPath: format]) is not a format this bezel reads (\(readable))")
        }, element: element)
    }

    /// The document in `bytes` read a piece at a time, as `encode(_:key:elements:to:)` writes it: the top level
    /// with its array under `key` left empty, returned once `check` accepts it, then each element of that array
    /// decoded on its own and given to `element`, in order. Foundation's decoder builds a tree of the whole
    /// document first: the whole matrix's 26 MB `manifest.json` took a run from 40 MB to 140 MB before its first
    /// image. A document whose array is not found where a batch writes it (the top level is not an
    /// object, the key is written with escapes) is decoded whole instead, so any JSON reads the same; an element
    /// that does not decode is an error at its line.
    package static func decode<Top: Decodable, Element: Decodable>(
        _ bytes: [UInt8], key: String, array: WritableKeyPath<Top, [Element]>, file: String, what: String,
        check: (Top) throws(InputError) -> Void, element: (Element) throws(InputError) -> Void
    ) throws(InputError) -> Top {
        try refuseDuplicateKeys(bytes, file: file, what: what)
        guard let split = JSONArrayScan(bytes, key: key) else {
            var whole: Top = try decode(bytes, file: file, what: what)
            let elements = whole[keyPath: array]
            whole[keyPath: array] = []
            try check(whole)
            for each in elements { try element(each) }
            return whole
        }
        let top: Top = try decode(bytes[..<split.array.lowerBound] + Array("[]".utf8) + bytes[split.array.upperBound...], file: file, what: what)
        try check(top)
        let decoder = JSONDecoder()
        for (index, range) in split.elements.enumerated() {
            let decoded: Element
            do {
                decoded = try decoder.decode(Element.self, from: Data(bytes[range]))
            } catch {
                let before = bytes[..<range.lowerBound]
                let line = before.count { $0 == 0x0a } + 1
                let column = before.count - (before.lastIndex(of: 0x0a).map { $0 + 1 } ?? 0) + 1
                throw InputError(at: SourceLocation(file: file, line: line, column: column),
                                 "not \(what): \(describe(error, within: "\(key)[\(index)]"))")
            }
            try element(decoded)
        }
        return top
    }

    /// Refuses a document that writes a key twice in one object (`JSONDuplicateKey`), at the second one.
    static func refuseDuplicateKeys(_ bytes: [UInt8], file: String, what: String) throws(InputError) {
        guard let duplicate = JSONDuplicateKey.first(in: bytes) else { return }
        throw InputError(at: SourceLocation(file: file, line: duplicate.line, column: duplicate.column),
                         "not \(what): duplicate key '\(TerminalText.oneLine(duplicate.key))' (first at line \(duplicate.firstLine), column \(duplicate.firstColumn))")
    }

    /// A decoding error in one line: what was wrong and where in the document.
    /// `within`: where the decoded value is in its document (`entries[3]`), when it is not the whole document.
    static func describe(_ error: any Error, within: String? = nil) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            let parts = (within.map { [$0] } ?? []) + keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return parts.isEmpty ? "the top level" : parts.joined(separator: ".")
        }
        switch error {
        case .dataCorrupted(let context): return "invalid JSON at \(path(context.codingPath))"
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)' at \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type at \(path(context.codingPath))"
        @unknown default: return "\(error)"
        }
    }
}
