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

    /// The pixel size the drawing has at `scale`: points × scale, rounded up to whole pixels. The PNG is this size,
    /// and the SVG declares it.
    package func pixelSize(scale: Double) -> (width: Int, height: Int) {
        (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }
}
