/// A `JSONValue` handed to an `Encoder`, so a document the batch writes from its `Codable` types
/// (`report.json`, `manifest.json`, through `JSONValueEncoder`) holds a value built once as a `JSONValue`
/// (a finding: `Checks/Finding+JSON.swift`) in the same shape as the hand-ordered outputs print it.
/// Whole numbers are encoded as integers (`3`, not `3.0`); other numbers as the double they are;
/// a non-finite number as `null`, as `rendered()` prints it.
extension JSONValue: Encodable {
    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let value):
            var container = encoder.singleValueContainer()
            if !value.isFinite {
                try container.encodeNil()
            } else if value == value.rounded(), abs(value) < 9.0e15 {
                try container.encode(Int64(value))
            } else {
                try container.encode(value)
            }
        case .decimal(let text):
            var container = encoder.singleValueContainer()
            try container.encode(Double(text) ?? 0)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let members):
            var container = encoder.container(keyedBy: JSONKey.self)
            for (key, value) in members { try container.encode(value, forKey: JSONKey(key)) }
        }
    }
}
