/// `<imageView image="logo">`, or `<imageReference key="image" image="star.fill" catalog="system"/>`
/// (SF Symbols, Xcode 11+). The image's size, when the document knows it, is in its `<resources>`.
package struct IBImageView: Hashable, Sendable, Codable {
    package var image: String?
    var highlightedImage: String?
    /// `system` for SF Symbols.
    package var imageCatalog: String?
    package var symbolScale: String?
    /// Whether the view names a `<preferredSymbolConfiguration>` (a point size, a text style or a scale of its own).
    package var hasSymbolConfiguration = false

    init(image: String? = nil, highlightedImage: String? = nil, imageCatalog: String? = nil, symbolScale: String? = nil) {
        self.image = image
        self.highlightedImage = highlightedImage
        self.imageCatalog = imageCatalog
        self.symbolScale = symbolScale
    }
}
