import Text

/// What to draw: the device around the screen or only the screen, and which overlays.
public struct SceneOptions: Hashable, Sendable {
    public var frame: DeviceArt.Frame
    /// The overlay layers to draw; `LayerID.isOverlay` says which layers these can be.
    public var overlays: Set<LayerID>
    public var theme: Theme
    /// Whether the metadata names each font with its SHA-256. Only the SVG carries metadata, and hashing
    /// the font files is a third of a single PNG-only run's work, so PNG-only runs leave it out.
    public var includesFontHashes = true
    /// `--pseudo-localize` and `--content-size`: the views' text is drawn as the checks measured it.
    public var textStress = TextStress.none

    public init(frame: DeviceArt.Frame = .device, overlays: Set<LayerID> = SceneOptions.allOverlays, theme: Theme = .standard) {
        self.frame = frame
        self.overlays = overlays
        self.theme = theme
    }

    public static let allOverlays: Set<LayerID> = Set(LayerID.allCases.filter(\.isOverlay))
}
