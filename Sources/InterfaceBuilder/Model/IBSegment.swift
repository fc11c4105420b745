/// `<segment title="First"/>` (or `image=`) of a segmented control.
public struct IBSegment: Hashable, Sendable, Codable {
    public var title: String?
    public var image: String?
    public var width: Double?
    public init(title: String? = nil, image: String? = nil, width: Double? = nil) {
        self.title = title
        self.image = image
        self.width = width
    }
}
