import Diagnostics

/// An XML element as written, for the parts of a document the typed model does not name (custom
/// elements, accessibility, runtime attributes, appearance objects): nothing a document says is lost.
package struct IBElement: Hashable, Sendable, Codable {
    /// The element's name (`rect`, `userDefinedRuntimeAttributes`, …).
    package var name: String
    /// Attributes in document order (never hash order).
    var attributes: [IBAttribute]
    /// Child elements in document order.
    package var children: [IBElement]
    /// The element's own text and CDATA content, concatenated (`<string key="text">…</string>`).
    package var text: String
    /// Where the start tag's `<` is.
    package var location: SourceLocation
    /// Byte offset of the start tag's `<` in the file: lets an error point at one attribute.
    package var offset: Int

    init(name: String, attributes: [IBAttribute] = [], children: [IBElement] = [], text: String = "",
                location: SourceLocation, offset: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.location = location
        self.offset = offset
    }

    /// The value of the attribute `name`, or nil when absent.
    package subscript(attribute name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// The first child named `name` (and with `key` when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0[attribute: "key"] == key) }
    }

    /// The first child whose `key` attribute is `key`, whatever its name.
    func child(key: String) -> IBElement? {
        children.first { $0[attribute: "key"] == key }
    }
}
