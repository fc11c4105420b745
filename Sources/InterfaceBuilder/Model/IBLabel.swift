/// `<label text= textAlignment= lineBreakMode= numberOfLines= baselineAdjustment= adjustsFontSizeToFit=
/// minimumScaleFactor= preferredMaxLayoutWidth=>` with its `<fontDescription>` and text (the `text`
/// attribute, a `<string key="text">` element for multi-line text, or an `<attributedString key="attributedText">`).
package struct IBLabel: Hashable, Sendable, Codable {
    package var text: String?
    package var attributedText: [IBTextFragment]?
    package var font: IBFont?
    /// `natural` (absent), `left`, `center`, `right`, `justified`.
    package var textAlignment: String?
    /// 1 when absent (UILabel's default); 0 means as many lines as needed.
    package var numberOfLines: Int
    /// `tailTruncation` when absent.
    var lineBreakMode: String?
    var baselineAdjustment: String?
    var adjustsFontSizeToFit: Bool
    var adjustsFontForContentSizeCategory: Bool
    var minimumScaleFactor: Double?
    var minimumFontSize: Double?
    var preferredMaxLayoutWidth: Double?

    init(text: String? = nil, attributedText: [IBTextFragment]? = nil, font: IBFont? = nil,
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
