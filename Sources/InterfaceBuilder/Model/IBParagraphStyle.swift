/// A run's `<paragraphStyle key="NSParagraphStyle" alignment= lineBreakMode= lineSpacing= lineHeightMultiple= …/>`:
/// the `NSParagraphStyle` of an attributed string (https://developer.apple.com/documentation/uikit/nsparagraphstyle).
/// Only the attributes that change a line's height are kept; Interface Builder omits each that has its default, 0.
package struct IBParagraphStyle: Hashable, Sendable, Codable {
    /// Points between the bottom of one line and the top of the next.
    package var lineSpacing: Double?
    /// The factor the natural line height is multiplied by.
    package var lineHeightMultiple: Double?

    init(lineSpacing: Double? = nil, lineHeightMultiple: Double? = nil) {
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
    }
}
