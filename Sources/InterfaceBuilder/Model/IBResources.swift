/// `<resources>`: images with their sizes, named and system colours with their values.
package struct IBResources: Hashable, Sendable, Codable {
    var images: [IBImageResource]
    var namedColors: [IBNamedColor]
    var systemColors: [IBNamedColor]
    /// Other resources as written (`<mutableData>`, …).
    package var otherElements: [IBElement]
    /// Not in the document: the colour sets of the project's asset catalogues by name, as colour strings
    /// (`#RRGGBB[AA]`, or `#light|#dark`), set by the loader that found the catalogues. They are what UIKit
    /// loads at run time (`UIColor(named:)`), so they win over the value Xcode saved in `<namedColor>`.
    package var assetColors: [String: String] = [:]

    init(images: [IBImageResource] = [], namedColors: [IBNamedColor] = [], systemColors: [IBNamedColor] = [],
                otherElements: [IBElement] = []) {
        self.images = images
        self.namedColors = namedColors
        self.systemColors = systemColors
        self.otherElements = otherElements
    }

    package func image(named name: String) -> IBImageResource? { images.first { $0.name == name } }
    package func namedColor(_ name: String) -> IBNamedColor? { namedColors.first { $0.name == name } }
    package func systemColor(_ name: String) -> IBNamedColor? { systemColors.first { $0.name == name } }
}
