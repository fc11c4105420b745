/// `<resources>`: images with their sizes, named and system colours with their values.
package struct IBResources: Hashable, Sendable, Codable {
    var images: [IBImageResource]
    var namedColors: [IBNamedColor]
    var systemColors: [IBNamedColor]
    /// Other resources as written (`<mutableData>`, …).
    var otherElements: [IBElement]

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
