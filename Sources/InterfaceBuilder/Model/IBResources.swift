/// `<resources>`: images with their sizes, named and system colours with their values.
public struct IBResources: Hashable, Sendable, Codable {
    public var images: [IBImageResource]
    public var namedColors: [IBNamedColor]
    public var systemColors: [IBNamedColor]
    /// Other resources as written (`<mutableData>`, …).
    public var otherElements: [IBElement]
    /// Not in the document: the colour sets of the project's asset catalogues by name, as colour strings
    /// (`#RRGGBB[AA]`, or `#light|#dark`), set by the loader that found the catalogues. They are what UIKit
    /// loads at run time (`UIColor(named:)`), so they win over the value Xcode saved in `<namedColor>`.
    public var assetColors: [String: String] = [:]

    public init(images: [IBImageResource] = [], namedColors: [IBNamedColor] = [], systemColors: [IBNamedColor] = [],
                otherElements: [IBElement] = []) {
        self.images = images
        self.namedColors = namedColors
        self.systemColors = systemColors
        self.otherElements = otherElements
    }

    public func image(named name: String) -> IBImageResource? { images.first { $0.name == name } }
    public func namedColor(_ name: String) -> IBNamedColor? { namedColors.first { $0.name == name } }
    public func systemColor(_ name: String) -> IBNamedColor? { systemColors.first { $0.name == name } }
}
