import Diagnostics

/// An XML element as written, for the parts of a document the typed model does not name (custom
/// elements, accessibility, runtime attributes, appearance objects): nothing a document says is lost.
public struct IBElement: Hashable, Sendable, Codable {
    /// The element's name (`rect`, `userDefinedRuntimeAttributes`, …).
    public var name: String
    /// Attributes in document order (never hash order).
    public var attributes: [IBAttribute]
    /// Child elements in document order.
    public var children: [IBElement]
    /// The element's own text and CDATA content, concatenated (`<string key="text">…</string>`).
    public var text: String
    /// Where the start tag's `<` is.
    public var location: SourceLocation
    /// Byte offset of the start tag's `<` in the file: lets an error point at one attribute.
    public var offset: Int

    public init(name: String, attributes: [IBAttribute] = [], children: [IBElement] = [], text: String = "",
                location: SourceLocation, offset: Int = 0) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.location = location
        self.offset = offset
    }

    /// The value of the attribute `name`, or nil when absent.
    public subscript(attribute name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// The first child named `name` (and with `key` when given).
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0[attribute: "key"] == key) }
    }

    /// The first child whose `key` attribute is `key`, whatever its name.
    public func child(key: String) -> IBElement? {
        children.first { $0[attribute: "key"] == key }
    }
}
