/// One run of an `<attributedString>`: `<fragment content="…"><attributes><font key="NSFont" …/>…`.
package struct IBTextFragment: Hashable, Sendable, Codable {
    package var content: String
    package var font: IBFont?
    package var color: IBColor?

    init(content: String, font: IBFont? = nil, color: IBColor? = nil) {
        self.content = content
        self.font = font
        self.color = color
    }
}
