import Geometry
import Raster
import Drawing

/// Which later fill hides each drawing of a display list: a display list fills the display's area several
/// times over (the window, the app's and the root view's backgrounds, the device body under them), and
/// only the last opaque fill of a pixel shows. Found before drawing, from the display list alone.
///
/// Leaves (shapes, text runs, bitmaps) and clipping groups are numbered in drawing order, as
/// `DisplayListRasterizer` visits them. A leaf's occluder is a later opaque fill of a rectangle on whole pixels
/// (full coverage at every pixel inside it) drawn through pixel-rectangle clips and at most the masks of
/// groups that also hold the leaf: when the leaf is drawn those masks exist, and their rows' runs of full
/// coverage say where the later fill stores its colour outright (`Occlusion`). A mask group outside every
/// other clip may serve leaves before it too (the device body under the display): its mask is then made
/// when the first such leaf is drawn and kept for the group (`topLevelMasks`). Among the later occluders
/// the largest is taken. The first leaf, when it fills the whole canvas opaquely through no mask, becomes the
/// canvas's background instead of being drawn over it.
struct OcclusionPlan {
    /// A later fill that hides pixels: `bounds` (its rectangle within its pixel-rectangle clips) and the
    /// clipping group whose mask it is drawn through (`nil`: none).
    struct Occluder {
        var bounds: PixelBounds
        var maskGroup: Int?
    }

    /// Each leaf's occluder, by leaf number.
    private(set) var occluders: [Occluder?] = []
    /// The first leaf's colour when it fills every pixel opaquely through no mask.
    private(set) var background: RGBA?

    /// For each clipping group, the nearest enclosing group with a mask (by group number).
    private var parentMaskGroup: [Int?] = []
    /// The clip paths of mask groups that no other group clips, by group number: their clip is the mask
    /// of the path alone, which can be made before the group is reached.
    private(set) var topLevelMasks: [Int: (path: Path, rule: FillRule)] = [:]

    /// No occluders and no background: every leaf is drawn in full.
    init() {}

    init(displayList: DisplayList, hiddenLayers: Set<LayerID>, transform: AffineTransform, width: Int, height: Int) {
        let canvas = PixelBounds(width: width, height: height)
        /// What a leaf is drawn through: the innermost group with a mask, and the pixel rectangles below it.
        struct Context {
            var maskGroup: Int?
            var bounds: PixelBounds
        }
        var leafMaskGroups: [Int?] = []
        var candidates: [(leaf: Int, occluder: Occluder, color: RGBA, stroked: Bool)] = []

        func visit(_ node: Node, _ context: Context) {
            switch node {
            case .shape(let shape):
                let leaf = leafMaskGroups.count
                leafMaskGroups.append(context.maskGroup)
                if let fill = shape.fill, fill.a == 255, let rect = shape.path.axisAlignedRect,
                    let pixels = PixelBounds(wholePixelsOf: rect, transform: transform)
                {
                    let bounds = pixels.intersection(context.bounds).intersection(canvas)
                    if !bounds.isEmpty {
                        candidates.append((leaf, Occluder(bounds: bounds, maskGroup: context.maskGroup), fill, shape.stroke != nil))
                    }
                }
            case .text, .bitmap:
                leafMaskGroups.append(context.maskGroup)
            case .group(let group):
                var inner = context
                if let path = group.clip {
                    // As `DisplayListRasterizer` clips: a rectangle on whole pixels is a pixel clip, anything else a mask.
                    if let rect = path.axisAlignedRect, let pixels = PixelBounds(wholePixelsOf: rect, transform: transform) {
                        inner.bounds = inner.bounds.intersection(pixels)
                    } else {
                        let number = parentMaskGroup.count
                        parentMaskGroup.append(context.maskGroup)
                        if context.maskGroup == nil, context.bounds == canvas { topLevelMasks[number] = (path, group.clipRule) }
                        inner = Context(maskGroup: number, bounds: canvas)
                    }
                }
                for child in group.nodes { visit(child, inner) }
            }
        }
        for layer in displayList.layers where !hiddenLayers.contains(layer.id) {
            for node in layer.nodes { visit(node, Context(maskGroup: nil, bounds: canvas)) }
        }

        occluders = [Occluder?](repeating: nil, count: leafMaskGroups.count)
        if let first = candidates.first, first.leaf == 0, !first.stroked, first.occluder.maskGroup == nil,
            first.occluder.bounds == canvas
        {
            background = first.color
        }
        // From the last leaf back: the largest occluders seen so far, largest first.
        var largest: [Occluder] = []
        var next = candidates.count - 1
        for leaf in stride(from: leafMaskGroups.count - 1, through: 0, by: -1) {
            occluders[leaf] = largest.first { occluder in
                guard let group = occluder.maskGroup else { return true }
                return topLevelMasks[group] != nil || isEnclosing(group, leafMaskGroups[leaf])
            }
            while next >= 0, candidates[next].leaf == leaf {
                let occluder = candidates[next].occluder
                let area = occluder.bounds.width * occluder.bounds.height
                let place = largest.firstIndex { $0.bounds.width * $0.bounds.height < area } ?? largest.count
                largest.insert(occluder, at: place)
                if largest.count > 8 { largest.removeLast() }
                next -= 1
            }
        }
    }

    /// Whether mask group `group` encloses every leaf drawn through mask group `inner`.
    private func isEnclosing(_ group: Int, _ inner: Int?) -> Bool {
        var current = inner
        while let c = current {
            if c == group { return true }
            current = parentMaskGroup[c]
        }
        return false
    }
}
