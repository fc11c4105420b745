/// One XML attribute exactly as the document wrote it (entities and character references decoded).
package struct IBAttribute: Hashable, Sendable, Codable {
    package var name: String
    package var value: String

    init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
