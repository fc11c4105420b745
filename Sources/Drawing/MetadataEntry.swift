/// One fact about how an image was made, e.g. `font.primary` = `Inter-Regular.otf sha256:…`.
package struct MetadataEntry: Hashable, Sendable, Codable {
    package var key: String
    package var value: String

    package init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
}
