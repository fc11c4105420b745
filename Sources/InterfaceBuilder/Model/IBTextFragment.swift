/// One run of an `<attributedString>`: `<fragment content="…"><attributes><font key="NSFont" …/>…`.
package struct IBTextFragment: Hashable, Sendable, Codable {
    package var content: String
    package var font: IBFont?
    package var color: IBColor?
    /// The run's `<paragraphStyle key="NSParagraphStyle">`, nil when it has none.
    package var paragraphStyle: IBParagraphStyle?

    init(content: String, font: IBFont? = nil, color: IBColor? = nil, paragraphStyle: IBParagraphStyle? = nil) {
        self.content = content
        self.font = font
        self.color = color
        self.paragraphStyle = paragraphStyle
    }
}
