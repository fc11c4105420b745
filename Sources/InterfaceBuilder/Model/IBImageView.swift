/// `<imageView image="logo">`, or `<imageReference key="image" image="star.fill" catalog="system"/>`
/// (SF Symbols, Xcode 11+). The image's size, when the document knows it, is in its `<resources>`.
package struct IBImageView: Hashable, Sendable, Codable {
    package var image: String?
    var highlightedImage: String?
    /// `system` for SF Symbols.
    package var imageCatalog: String?
    /// `symbolScale` of the `<imageReference>` (`small`, `large`, `default`).
    package var symbolScale: String?
    /// The point size or text style its SF Symbol is drawn with, when the document sets one.
    package var symbolConfiguration: IBSymbolConfiguration?

    init(image: String? = nil, highlightedImage: String? = nil, imageCatalog: String? = nil, symbolScale: String? = nil,
         symbolConfiguration: IBSymbolConfiguration? = nil) {
        self.image = image
        self.highlightedImage = highlightedImage
        self.imageCatalog = imageCatalog
        self.symbolScale = symbolScale
        self.symbolConfiguration = symbolConfiguration
    }
}
