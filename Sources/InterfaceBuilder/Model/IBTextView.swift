/// `<textView text= textAlignment= editable= selectable=>` (text often in `<string key="text">`).
public struct IBTextView: Hashable, Sendable, Codable {
    public var text: String?
    public var attributedText: [IBTextFragment]?
    public var font: IBFont?
    public var textAlignment: String?
    public var isEditable: Bool
    public var isSelectable: Bool

    public init(text: String? = nil, attributedText: [IBTextFragment]? = nil, font: IBFont? = nil,
                textAlignment: String? = nil, isEditable: Bool = true, isSelectable: Bool = true) {
        self.text = text
        self.attributedText = attributedText
        self.font = font
        self.textAlignment = textAlignment
        self.isEditable = isEditable
        self.isSelectable = isSelectable
    }
}
