/// `<textView text= textAlignment= editable= selectable=>` (text often in `<string key="text">`).
package struct IBTextView: Hashable, Sendable, Codable {
    package var text: String?
    package var attributedText: [IBTextFragment]?
    package var font: IBFont?
    package var textAlignment: String?
    var isEditable: Bool
    var isSelectable: Bool

    init(text: String? = nil, attributedText: [IBTextFragment]? = nil, font: IBFont? = nil,
                textAlignment: String? = nil, isEditable: Bool = true, isSelectable: Bool = true) {
        self.text = text
        self.attributedText = attributedText
        self.font = font
        self.textAlignment = textAlignment
        self.isEditable = isEditable
        self.isSelectable = isSelectable
    }
}
