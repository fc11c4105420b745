import Geometry

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
    /// Absent means YES: Interface Builder writes `adjustsFontSizeToFit="NO"` on every label that does not
    /// shrink its text (docs/research/ib-defaults.md §19).
    var adjustsFontSizeToFit: Bool
    var adjustsFontForContentSizeCategory: Bool
    var minimumScaleFactor: Double?
    var minimumFontSize: Double?
    package var preferredMaxLayoutWidth: Double?
    /// `<size key="shadowOffset">`, the offset of the text's shadow in points; nil when absent. The shadow's colour
    /// is the view's `<color key="shadowColor">`.
    package var shadowOffset: Size?

    init(text: String? = nil, attributedText: [IBTextFragment]? = nil, font: IBFont? = nil,
                textAlignment: String? = nil, numberOfLines: Int = 1, lineBreakMode: String? = nil,
                baselineAdjustment: String? = nil, adjustsFontSizeToFit: Bool = false,
                adjustsFontForContentSizeCategory: Bool = false, minimumScaleFactor: Double? = nil,
                minimumFontSize: Double? = nil, preferredMaxLayoutWidth: Double? = nil, shadowOffset: Size? = nil) {
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
        self.shadowOffset = shadowOffset
    }

    /// The smallest fraction of its font size UIKit shrinks this label's text to before it truncates it, or
    /// nil when it does not shrink. `adjustsFontSizeToFitWidth` shrinks one-line text down to
    /// `minimumScaleFactor` ("If you specify 0 for this property, the current font size is used as the
    /// smallest font size", https://developer.apple.com/documentation/uikit/uilabel/minimumscalefactor), and
    /// "is only intended for use with a single-line label"
    /// (https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth). A document of the
    /// iOS 6 era gives the deprecated `minimumFontSize` instead, read here as that size over the font's
    /// (assumed: UIKit still honours it when no scale factor is set).
    package var minimumTextScale: Double? {
        guard adjustsFontSizeToFit, numberOfLines == 1 else { return nil }
        if let factor = minimumScaleFactor, factor > 0 { return min(factor, 1) }
        if let size = minimumFontSize, size > 0, let point = font?.pointSize, point > 0 { return min(size / point, 1) }
        return nil
    }
}
