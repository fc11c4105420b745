/// A coding key named at run time: the keys of a `JSONValue` object, and the keys a decoder looks for
/// when it reads a document whose shape it checks itself (`Checks/Finding+JSON.swift`).
public struct JSONKey: CodingKey, Hashable, Sendable {
    public var stringValue: String
    public var intValue: Int? { nil }

    public init(_ name: String) { stringValue = name }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}
