/// A table or collection cell's own properties (`<tableViewCell reuseIdentifier= rowHeight= style=
/// accessoryType= selectionStyle=>`); its content view is the view's `keyedView("contentView")`.
package struct IBCell: Hashable, Sendable, Codable {
    package var reuseIdentifier: String?
    /// A prototype or static cell's own height (`rowHeight`), overriding the table's.
    package var rowHeight: Double?
    /// `IBUITableViewCellStyleDefault`, `…Subtitle`, `…Value1`, `…Value2`; nil for custom cells.
    package var style: String?
    package var accessoryType: String?
    var editingAccessoryType: String?
    var selectionStyle: String?
    var indentationWidth: Double?

    init(reuseIdentifier: String? = nil, rowHeight: Double? = nil, style: String? = nil, accessoryType: String? = nil,
                editingAccessoryType: String? = nil, selectionStyle: String? = nil, indentationWidth: Double? = nil) {
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        self.style = style
        self.accessoryType = accessoryType
        self.editingAccessoryType = editingAccessoryType
        self.selectionStyle = selectionStyle
        self.indentationWidth = indentationWidth
    }
}
