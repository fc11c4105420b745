import Geometry

/// A display list: everything one image shows, in points, back to front, grouped into named layers.
///
/// The display list is the single source both outputs are made from: the SVG writer prints it and the
/// rasteriser fills it, so the two images agree by construction. It knows nothing of files.
package struct DisplayList: Hashable, Sendable {
    /// The drawing's size in points; outputs multiply by their scale.
    package var size: Size
    /// Back to front.
    package var layers: [Layer]
    /// Facts about how the image was made (device, iOS, fonts and their hashes), in a fixed
    /// order so that writing them is deterministic.
    package var metadata: [MetadataEntry]

    package init(size: Size, layers: [Layer] = [], metadata: [MetadataEntry] = []) {
        self.size = size
        self.layers = layers
        self.metadata = metadata
    }

    /// The layer with `id`, if the display list has it.
    package func layer(_ id: LayerID) -> Layer? { layers.first { $0.id == id } }
}

/// One switchable sheet of the drawing. Overlay layers can be turned off from the command line.
package struct Layer: Hashable, Sendable {
    package var id: LayerID
    package var nodes: [Node]

    package init(id: LayerID, nodes: [Node] = []) {
        self.id = id
        self.nodes = nodes
    }
}

/// The layers a Bezel image has, in drawing order. The raw value is the SVG group id.
package enum LayerID: String, Hashable, Sendable, CaseIterable, Codable {
    /// The device body and its bezel around the screen.
    case device
    /// The app's pixels: background, views, system bars — clipped to the screen shape.
    case screen
    /// Unsafe regions tinted and hatched.
    case safeArea = "safe-area"
    /// The layout-margin guide.
    case margins
    /// Every view's frame with its id.
    case frames
    /// The findings' outlines and numbered badges.
    case findings
    /// The sensor housing, status-bar glyphs and home indicator drawn over everything on screen.
    case hardware
    /// Labels beside the device: the findings legend, the profile caption.
    case legend

    /// The layers `--overlays` can switch; the others are always drawn.
    package var isOverlay: Bool {
        switch self {
        case .safeArea, .margins, .frames, .findings: true
        case .device, .screen, .hardware, .legend: false
        }
    }
}

/// One fact about how an image was made, e.g. `font.primary` = `Inter-Regular.otf sha256:…`.
package struct MetadataEntry: Hashable, Sendable, Codable {
    package var key: String
    package var value: String

    package init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
}
