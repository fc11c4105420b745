/// `<segment title="First"/>` (or `image=`) of a segmented control.
package struct IBSegment: Hashable, Sendable, Codable {
    package var title: String?
    package var image: String?
    package var width: Double?
    init(title: String? = nil, image: String? = nil, width: Double? = nil) {
        self.title = title
        self.image = image
        self.width = width
    }
}
