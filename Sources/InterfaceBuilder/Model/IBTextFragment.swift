/// One run of an `<attributedString>`: `<fragment content="…"><attributes><font key="NSFont" …/>…`.
public struct IBTextFragment: Hashable, Sendable, Codable {
    public var content: String
    public var font: IBFont?
    public var color: IBColor?

    public init(content: String, font: IBFont? = nil, color: IBColor? = nil) {
        self.content = content
        self.font = font
        self.color = color
    }
}
