import Geometry
import Raster
import Drawing

/// Fills a display list into pixels with Bezel's own rasteriser: the same display list the SVG writer
/// prints, so the PNG and the SVG show the same picture.
package struct DisplayListRasterizer: Sendable {
    /// Pixels per point.
    var scale: Double
    /// Layers left out (overlays switched off).
    var hiddenLayers: Set<LayerID>
    /// Whether pixels a later opaque rectangle overwrites are left out (`OcclusionPlan`); off only for
    /// tests, which compare both ways.
    var skipsHiddenPixels = true

    package init(scale: Double, hiddenLayers: Set<LayerID> = []) {
        self.scale = scale
        self.hiddenLayers = hiddenLayers
    }

    /// The pixel size a display list renders at (`DisplayList.pixelSize(scale:)`).
    package func pixelSize(of displayList: DisplayList) -> (width: Int, height: Int) { displayList.pixelSize(scale: scale) }

    /// Draws `displayList`. With a `cache`, the hardware every image of a profile repeats (the device layer, the
    /// hardware layer, the status bar) is rasterised once and its coverage reused: the same pixels.
    ///
    /// Pixels that a later opaque rectangle overwrites are not drawn first (`OcclusionPlan`): the same bytes
    /// with less writing.
    package func render(_ displayList: DisplayList, cache: RasterCache? = nil) -> Pixmap {
        let (width, height) = pixelSize(of: displayList)
        let transform = AffineTransform.scale(scale)
        var walk = Walk(plan: plan(displayList, width: width, height: height, transform: transform), transform: transform) { background in
            Canvas(width: width, height: height, background: background)
        }
        draw(displayList, walk: &walk, cache: cache)
        return walk.canvas.pixmap
    }

    /// The pixels a later opaque rectangle overwrites (`OcclusionPlan`), unless switched off for a test.
    func plan(_ displayList: DisplayList, width: Int, height: Int, transform: AffineTransform) -> OcclusionPlan {
        skipsHiddenPixels
            ? OcclusionPlan(displayList: displayList, hiddenLayers: hiddenLayers, transform: transform, width: width, height: height)
            : OcclusionPlan()
    }

    /// Draws every node of `displayList` onto `walk`'s canvas (the whole image, or the band it was started on),
    /// from the first node.
    func draw(_ displayList: DisplayList, walk: inout Walk, cache: RasterCache?) {
        walk.leaf = 0
        walk.maskGroup = 0
        for layer in displayList.layers where !hiddenLayers.contains(layer.id) {
            let repeats = layer.id == .device || layer.id == .hardware
            for node in layer.nodes {
                draw(node, walk: &walk, transform: walk.transform, clip: nil, cache: cache, coverage: repeats ? cache?.coverage : nil)
            }
        }
    }

    /// Where the drawing is: the canvas, the next leaf's number in `plan`, and the clip of each mask group
    /// being drawn or made ahead for an occlusion (by group number; released when its group ends, or kept for
    /// the next band when drawing in bands: the walk meets the same groups in the same order in every band).
    struct Walk {
        let plan: OcclusionPlan
        var canvas: Canvas
        let transform: AffineTransform
        let keepsMasks: Bool
        var leaf = 0
        var maskGroup = 0
        var maskClips: [Int: Clip] = [:]

        /// `makeCanvas` is given the background: the plan's (the first node, when it fills the canvas) or clear.
        init(plan: OcclusionPlan, transform: AffineTransform, keepsMasks: Bool = false, makeCanvas: (RGBA) -> Canvas) {
            self.plan = plan
            self.transform = transform
            self.keepsMasks = keepsMasks
            canvas = makeCanvas(plan.background ?? .clear)
        }

        /// The next leaf's occlusion, moving on to the leaf after it.
        mutating func nextOcclusion() -> Occlusion? {
            defer { leaf += 1 }
            guard leaf < plan.occluders.count, let occluder = plan.occluders[leaf] else { return nil }
            guard let group = occluder.maskGroup else { return Occlusion(bounds: occluder.bounds) }
            // The plan chose a group that encloses this leaf, so its clip is being drawn, or one outside every
            // clip, whose mask is made now and used again when its group is drawn.
            if maskClips[group] == nil, let top = plan.topLevelMasks[group] {
                maskClips[group] = Self.maskClip(top.path, rule: top.rule, canvas: canvas, transform: transform)
            }
            guard let clip = maskClips[group] else { return nil }
            return Occlusion(bounds: occluder.bounds.intersection(clip.bounds), mask: clip.mask)
        }

    /// A group's own clip when it is not a rectangle on whole pixels: a mask.
        static func maskClip(_ path: Path, rule: FillRule, canvas: Canvas, transform: AffineTransform) -> Clip {
            path.axisAlignedRect.map { canvas.clip(rect: $0, transform: transform) }
                ?? Clip(mask: Mask(width: canvas.width, height: canvas.height, filling: path, transform: transform, rule: rule))
        }
    }

    /// `coverage` is the cache for shapes that repeat from image to image; `nil` for the app's own.
    func draw(
        _ node: Node, walk: inout Walk, transform: AffineTransform, clip: Clip?, cache: RasterCache?, coverage: CoverageCache?
    ) {
        switch node {
        case .shape(let shape):
            // The first leaf is not drawn when it became the canvas's background.
            if walk.leaf == 0, walk.plan.background != nil {
                walk.leaf += 1
                return
            }
            let occlusion = walk.nextOcclusion()
            if let fill = shape.fill {
                walk.canvas.fill(
                    shape.path, color: fill, rule: shape.fillRule, transform: transform, clip: clip, cache: coverage,
                    occlusion: occlusion)
            }
            if let stroke = shape.stroke {
                let style = StrokeStyle(width: stroke.width, join: stroke.join.raster, cap: stroke.cap.raster, dashes: stroke.dash)
                walk.canvas.stroke(
                    shape.path, style: style, color: stroke.color, transform: transform, clip: clip, cache: coverage,
                    occlusion: occlusion)
            }
        case .text(let run):
            let occlusion = walk.nextOcclusion()
            walk.canvas.fill(
                run.outline, color: run.color, rule: .nonZero, transform: transform, clip: clip, cache: coverage,
                occlusion: occlusion)
            for bitmap in run.bitmaps { walk.canvas.draw(bitmap.pixels, in: bitmap.rect, transform: transform, clip: clip) }
        case .bitmap(let bitmap):
            walk.leaf += 1
            walk.canvas.draw(bitmap.pixels, in: bitmap.rect, transform: transform, clip: clip)
        case .group(let group):
            var inner = clip
            var maskGroup: Int?
            if let path = group.clip {
                // A view's clip is its frame: on whole pixels that is a pixel rectangle, with no canvas-sized
                // coverage mask to allocate and multiply (one per view otherwise, and one more for each
                // intersection with the screen's mask).
                if let rect = path.axisAlignedRect, PixelBounds(wholePixelsOf: rect, transform: transform) != nil {
                    let own = walk.canvas.clip(rect: rect, transform: transform)
                    inner = clip.map { $0.intersection(own) } ?? own
                } else if let made = walk.maskClips[walk.maskGroup] {
                    // Made ahead for an occlusion (a group outside every other clip: its clip is its own mask).
                    inner = made
                    maskGroup = walk.maskGroup
                    walk.maskGroup += 1
                } else {
                    let own = Walk.maskClip(path, rule: group.clipRule, canvas: walk.canvas, transform: transform)
                    inner = clip.map { $0.intersection(own) } ?? own
                    maskGroup = walk.maskGroup
                    walk.maskGroup += 1
                }
            }
            if let maskGroup { walk.maskClips[maskGroup] = inner }
            // The status bar, drawn by the system over every app (the "statusBar" group of ChromePainter and DisplayListBuilder).
            let repeats = coverage ?? (group.id == "statusBar" ? cache?.coverage : nil)
            for child in group.nodes { draw(child, walk: &walk, transform: transform, clip: inner, cache: cache, coverage: repeats) }
            if let maskGroup, !walk.keepsMasks { walk.maskClips[maskGroup] = nil }
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
