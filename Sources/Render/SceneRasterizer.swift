import Geometry
import Raster
import Scene

/// Fills a scene into pixels with Bezel's own rasteriser: the same display list the SVG writer
/// prints, so the PNG and the SVG show the same picture.
public struct SceneRasterizer: Sendable {
    /// Pixels per point.
    public var scale: Double
    /// Layers left out (overlays switched off).
    public var hiddenLayers: Set<LayerID>

    public init(scale: Double, hiddenLayers: Set<LayerID> = []) {
        self.scale = scale
        self.hiddenLayers = hiddenLayers
    }

    /// The pixel size a scene renders at: points × scale, rounded up to whole pixels.
    public func pixelSize(of scene: Scene) -> (width: Int, height: Int) {
        (Int((scene.size.width * scale).rounded(.up)), Int((scene.size.height * scale).rounded(.up)))
    }

    /// Draws `scene`. With a `cache`, the hardware every image of a profile repeats (the device layer, the
    /// hardware layer, the status bar) is rasterised once and its coverage reused: the same pixels.
    public func render(_ scene: Scene, cache: RasterCache? = nil) -> Pixmap {
        let (width, height) = pixelSize(of: scene)
        var canvas = Canvas(width: width, height: height)
        let transform = AffineTransform.scale(scale)
        for layer in scene.layers where !hiddenLayers.contains(layer.id) {
            let repeats = layer.id == .device || layer.id == .hardware
            for node in layer.nodes {
                draw(node, on: &canvas, transform: transform, clip: nil, cache: cache, coverage: repeats ? cache?.coverage : nil)
            }
        }
        return canvas.pixmap
    }

    /// `coverage` is the cache for shapes that repeat from image to image; `nil` for the app's own.
    private func draw(
        _ node: Node, on canvas: inout Canvas, transform: AffineTransform, clip: Clip?, cache: RasterCache?, coverage: CoverageCache?
    ) {
        switch node {
        case .shape(let shape):
            if let fill = shape.fill {
                canvas.fill(shape.path, color: fill, rule: shape.fillRule, transform: transform, clip: clip, cache: coverage)
            }
            if let stroke = shape.stroke {
                let style = StrokeStyle(width: stroke.width, join: stroke.join.raster, cap: stroke.cap.raster, dashes: stroke.dash)
                canvas.stroke(shape.path, style: style, color: stroke.color, transform: transform, clip: clip, cache: coverage)
            }
        case .text(let run):
            canvas.fill(run.outline, color: run.color, rule: .nonZero, transform: transform, clip: clip, cache: coverage)
            for bitmap in run.bitmaps { canvas.draw(bitmap.pixels, in: bitmap.rect, transform: transform, clip: clip) }
        case .bitmap(let bitmap):
            canvas.draw(bitmap.pixels, in: bitmap.rect, transform: transform, clip: clip)
        case .group(let group):
            var inner = clip
            if let path = group.clip {
                // A view's clip is its frame: on whole pixels that is a pixel rectangle, with no canvas-sized
                // coverage mask to allocate and multiply (one per view otherwise, and one more for each
                // intersection with the screen's mask).
                let own = path.axisAlignedRect.map { canvas.clip(rect: $0, transform: transform) }
                    ?? Clip(mask: Mask(width: canvas.width, height: canvas.height, filling: path, transform: transform, rule: group.clipRule))
                inner = clip.map { $0.intersection(own) } ?? own
            }
            // The status bar, drawn by the system over every app (the "statusBar" group of ChromePainter and SceneBuilder).
            let repeats = coverage ?? (group.id == "statusBar" ? cache?.coverage : nil)
            for child in group.nodes { draw(child, on: &canvas, transform: transform, clip: inner, cache: cache, coverage: repeats) }
        }
    }
}

extension Stroke.Join {
    var raster: StrokeStyle.Join {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

extension Stroke.Cap {
    var raster: StrokeStyle.Cap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}
