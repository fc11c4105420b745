import Drawing
import Output

/// How one image is made: which files, at what scale, with which layers.
package struct RenderOptions: Hashable, Sendable {
    var formats: Set<OutputFormat>
    /// Pixels per point; `nil` for the device's own scale.
    package var scale: Double?
    package var displayList: DisplayListOptions
    /// SVG text as glyph outlines (renders identically without our fonts).
    var textAsPaths: Bool
    /// Spend more time for a smaller PNG (goldens kept in a repository).
    var optimizePNG: Bool

    package init(
        formats: Set<OutputFormat> = [.png, .svg], scale: Double? = nil, displayList: DisplayListOptions = DisplayListOptions(),
        textAsPaths: Bool = false, optimizePNG: Bool = false
    ) {
        self.formats = formats
        self.scale = scale
        self.displayList = displayList
        self.textAsPaths = textAsPaths
        self.optimizePNG = optimizePNG
    }

    /// The layers the options leave out.
    var hiddenLayers: Set<LayerID> {
        Set(LayerID.allCases.filter { $0.isOverlay && !displayList.overlays.contains($0) })
    }
}
