/// `<textField text= placeholder= borderStyle= textAlignment= minimumFontSize= …>`.
public struct IBTextField: Hashable, Sendable, Codable {
    public var text: String?
    public var placeholder: String?
    /// `none` (absent), `line`, `bezel`, `roundedRect`.
    public var borderStyle: String?
    public var textAlignment: String?
    public var font: IBFont?
    public var minimumFontSize: Double?
    public var adjustsFontSizeToFit: Bool
    public var clearButtonMode: String?

    public init(text: String? = nil, placeholder: String? = nil, borderStyle: String? = nil, textAlignment: String? = nil,
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
