import Text

/// What to draw: the device around the screen or only the screen, and which overlays.
package struct DisplayListOptions: Hashable, Sendable {
    var frame: DeviceArt.Frame
    /// The overlay layers to draw; `LayerID.isOverlay` says which layers these can be.
    package var overlays: Set<LayerID>
    var theme: Theme
    /// Whether the metadata names each font with its SHA-256. Only the SVG carries metadata, and hashing
    /// the font files is a third of a single PNG-only run's work, so PNG-only runs leave it out.
    package var includesFontHashes = true
    /// `--pseudo-localize` and `--content-size`: the views' text is drawn as the checks measured it.
    package var textStress = TextStress.none

    package init(frame: DeviceArt.Frame = .device, overlays: Set<LayerID> = DisplayListOptions.allOverlays, theme: Theme = .standard) {
        self.frame = frame
        self.overlays = overlays
        self.theme = theme
    }

    package static let allOverlays: Set<LayerID> = Set(LayerID.allCases.filter(\.isOverlay))
}
