/// `<textField text= placeholder= borderStyle= textAlignment= minimumFontSize= …>`.
package struct IBTextField: Hashable, Sendable, Codable {
    package var text: String?
    package var placeholder: String?
    /// `none` (absent), `line`, `bezel`, `roundedRect`.
    package var borderStyle: String?
    package var textAlignment: String?
    package var font: IBFont?
    var minimumFontSize: Double?
    var adjustsFontSizeToFit: Bool
    var clearButtonMode: String?

    init(text: String? = nil, placeholder: String? = nil, borderStyle: String? = nil, textAlignment: String? = nil,
                font: IBFont? = nil, minimumFontSize: Double? = nil, adjustsFontSizeToFit: Bool = false,
                clearButtonMode: String? = nil) {
        self.text = text
        self.placeholder = placeholder
        self.borderStyle = borderStyle
        self.textAlignment = textAlignment
        self.font = font
        self.minimumFontSize = minimumFontSize
        self.adjustsFontSizeToFit = adjustsFontSizeToFit
        self.clearButtonMode = clearButtonMode
    }
}
