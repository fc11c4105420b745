/// Any `Encodable` value as a `JSONValue`, so the batch's documents (`manifest.json`, `report.json`, the
/// goldens' ledger) are printed by the one JSON printer (`JSONValue.rendered(style:)`, `compact()`) from
/// the `Codable` types that also read them back.
///
/// The value is the one Foundation's `JSONEncoder` with `.sortedKeys` makes, so the documents keep their
/// bytes (a test holds the two equal on random values, `Tests/DiagnosticsTests/JSONValueEncoderTests.swift`):
/// object keys in the order of their UTF-8 bytes; whole numbers as integers; other floating-point numbers
/// in the shortest form that reads back as the same number (Swift's `description`, with a whole number's
/// `.0` dropped: `0.1`, `1e-07`, `1e+16`); a value whose `encode(to:)` encodes nothing as `{}`; a
/// non-finite number refused, as `JSONEncoder` refuses it.
package struct JSONValueEncoder {
    package init() {}

    package func encode(_ value: some Encodable) throws -> JSONValue {
        let root = Slot()
        try value.encode(to: SlotEncoder(slot: root, codingPath: []))
        return root.value
    }

    /// The shortest text of a finite number that reads back as it; a whole number without `.0`.
    static func shortest(_ description: String) -> String {
        description.hasSuffix(".0") ? String(description.dropLast(2)) : description
    }

    /// One value being encoded: a finished scalar, or the items or members its containers add.
    final class Slot {
        var scalar: JSONValue?
        var items: [Slot]?
        var members: [String: Slot]?

        var value: JSONValue {
            if let scalar { return scalar }
            if let items { return .array(items.map(\.value)) }
            let sorted = (members ?? [:]).sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            return .object(sorted.map { ($0.key, $0.value.value) })
        }

        func set(_ value: JSONValue) {
            scalar = value
            items = nil
            members = nil
        }

        func encode(_ value: some Encodable, codingPath: [any CodingKey]) throws {
            switch value {
            case let number as Double: set(try Slot.number(number, description: number.description, codingPath))
            case let number as Float: set(try Slot.number(Double(number), description: number.description, codingPath))
            default: try value.encode(to: SlotEncoder(slot: self, codingPath: codingPath))
            }
        }

        static func number(_ value: Double, description: String, _ codingPath: [any CodingKey]) throws -> JSONValue {
            guard value.isFinite else {
                throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "\(value) is not a JSON number"))
            }
            return .decimal(JSONValueEncoder.shortest(description))
        }
    }

    struct SlotEncoder: Encoder {
        let slot: Slot
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if slot.members == nil { slot.scalar = nil; slot.items = nil; slot.members = [:] }
            return KeyedEncodingContainer(Members<Key>(slot: slot, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if slot.items == nil { slot.scalar = nil; slot.members = nil; slot.items = [] }
            return Items(slot: slot, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(slot: slot, codingPath: codingPath) }
    }

    struct Members<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: Slot
        let codingPath: [any CodingKey]

        private func child(_ key: Key) -> Slot {
            let child = Slot()
            slot.members?[key.stringValue] = child
            return child
        }

        mutating func encodeNil(forKey key: Key) throws { child(key).set(.null) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).set(.bool(value)) }
        mutating func encode(_ value: String, forKey key: Key) throws { child(key).set(.string(value)) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try child(key).encode(value, codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            SlotEncoder(slot: child(key), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            SlotEncoder(slot: child(key), codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { SlotEncoder(slot: child(Key(stringValue: "super")!), codingPath: codingPath) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { SlotEncoder(slot: child(key), codingPath: codingPath + [key]) }
    }

    struct Items: UnkeyedEncodingContainer {
        let slot: Slot
        let codingPath: [any CodingKey]
        var count: Int { slot.items?.count ?? 0 }

        private func next() -> Slot {
            let child = Slot()
            slot.items?.append(child)
            return child
        }

        mutating func encodeNil() throws { next().set(.null) }
        mutating func encode(_ value: Bool) throws { next().set(.bool(value)) }
        mutating func encode(_ value: String) throws { next().set(.string(value)) }
        mutating func encode<T: Encodable>(_ value: T) throws { try next().encode(value, codingPath: codingPath) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            SlotEncoder(slot: next(), codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            SlotEncoder(slot: next(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { SlotEncoder(slot: next(), codingPath: codingPath) }
    }

    struct Single: SingleValueEncodingContainer {
        let slot: Slot
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws { slot.set(.null) }
        mutating func encode(_ value: Bool) throws { slot.set(.bool(value)) }
        mutating func encode(_ value: String) throws { slot.set(.string(value)) }
        mutating func encode(_ value: Double) throws { slot.set(try Slot.number(value, description: value.description, codingPath)) }
        mutating func encode(_ value: Float) throws { slot.set(try Slot.number(Double(value), description: value.description, codingPath)) }
        mutating func encode(_ value: Int) throws { slot.set(.decimal(String(value))) }
        mutating func encode(_ value: Int8) throws { slot.set(.decimal(String(value))) }
        mutating func encode(_ value: Int16) throws { slot.set(.decimal(String(value))) }
        mutating func encode(_ value: Int32) throws { slot.set(.decimal(String(value))) }
        mutating func encode(_ value: Int64) throws { slot.set(.decimal(String(value))) }
        mutating func encode(_ value: UInt) throws { slot.set(.decimal(String(value))) }
        mutating func encode(_ value: UInt8) throws { slot.set(.decimal(String(value))) }
        mutating func encode(_ value: UInt16) throws { slot.set(.decimal(String(value))) }
        mutating func encode(_ value: UInt32) throws { slot.set(.decimal(String(value))) }
        mutating func encode(_ value: UInt64) throws { slot.set(.decimal(String(value))) }
        mutating func encode<T: Encodable>(_ value: T) throws { try slot.encode(value, codingPath: codingPath) }
    }
}
