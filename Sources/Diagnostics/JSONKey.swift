/// A coding key named at run time: the keys of a `JSONValue` object, and the keys a decoder looks for
/// when it reads a document whose shape it checks itself (`Checks/Finding+JSON.swift`).
package struct JSONKey: CodingKey, Hashable, Sendable {
    package var stringValue: String
    package var intValue: Int? { nil }

    package init(_ name: String) { stringValue = name }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
