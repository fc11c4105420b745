/// `<label text= textAlignment= lineBreakMode= numberOfLines= baselineAdjustment= adjustsFontSizeToFit=
/// minimumScaleFactor= preferredMaxLayoutWidth=>` with its `<fontDescription>` and text (the `text`
/// attribute, a `<string key="text">` element for multi-line text, or an `<attributedString key="attributedText">`).
public struct IBLabel: Hashable, Sendable, Codable {
    public var text: String?
    public var attributedText: [IBTextFragment]?
    public var font: IBFont?
    /// `natural` (absent), `left`, `center`, `right`, `justified`.
    public var textAlignment: String?
    /// 1 when absent (UILabel's default); 0 means as many lines as needed.
    public var numberOfLines: Int
    /// `tailTruncation` when absent.
    public var lineBreakMode: String?
    public var baselineAdjustment: String?
    public var adjustsFontSizeToFit: Bool
    public var adjustsFontForContentSizeCategory: Bool
    public var minimumScaleFactor: Double?
    public var minimumFontSize: Double?
    public var preferredMaxLayoutWidth: Double?

    public init(text: String? = nil, attributedText: [IBTextFragment]? = nil, font: IBFont? = nil,
                textAlignment: String? = nil, numberOfLines: Int = 1, lineBreakMode: String? = nil,
                baselineAdjustment: String? = nil, adjustsFontSizeToFit: Bool = false,
                adjustsFontForContentSizeCategory: Bool = false, minimumScaleFactor: Double? = nil,
                minimumFontSize: Double? = nil, preferredMaxLayoutWidth: Double? = nil) {
        self.text = text
        self.attributedText = attributedText
        self.font = font
        self.textAlignment = textAlignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.baselineAdjustment = baselineAdjustment
        self.adjustsFontSizeToFit = adjustsFontSizeToFit
        self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        self.minimumScaleFactor = minimumScaleFactor
        self.minimumFontSize = minimumFontSize
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
    }
}
