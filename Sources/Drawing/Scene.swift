import Geometry

/// A display list: everything one image shows, in points, back to front, grouped into named layers.
///
/// The scene is the single source both outputs are made from: the SVG writer prints it and the
/// rasteriser fills it, so the two images agree by construction. It knows nothing of files.
public struct Scene: Hashable, Sendable {
    /// The drawing's size in points; outputs multiply by their scale.
    public var size: Size
    /// Back to front.
    public var layers: [Layer]
    /// Facts about how the image was made (device, iOS, fonts and their hashes), in a fixed
    /// order so that writing them is deterministic.
    public var metadata: [MetadataEntry]

    public init(size: Size, layers: [Layer] = [], metadata: [MetadataEntry] = []) {
        self.size = size
        self.layers = layers
        self.metadata = metadata
    }

    /// The layer with `id`, if the scene has it.
    public func layer(_ id: LayerID) -> Layer? { layers.first { $0.id == id } }
}

/// One switchable sheet of the drawing. Overlay layers can be turned off from the command line.
public struct Layer: Hashable, Sendable {
    public var id: LayerID
    public var nodes: [Node]

    public init(id: LayerID, nodes: [Node] = []) {
        self.id = id
        self.nodes = nodes
    }
}

/// The layers a Bezel image has, in drawing order. The raw value is the SVG group id.
public enum LayerID: String, Hashable, Sendable, CaseIterable, Codable {
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
    public var isOverlay: Bool {
        switch self {
        case .safeArea, .margins, .frames, .findings: true
        case .device, .screen, .hardware, .legend: false
        }
    }
}

/// One fact about how an image was made, e.g. `font.primary` = `Inter-Regular.otf sha256:…`.
public struct MetadataEntry: Hashable, Sendable, Codable {
    public var key: String
    public var value: String

    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
}
