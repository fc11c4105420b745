/// One XML attribute exactly as the document wrote it (entities and character references decoded).
public struct IBAttribute: Hashable, Sendable, Codable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
