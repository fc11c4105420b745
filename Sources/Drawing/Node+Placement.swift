import Geometry

/// Moving and renaming finished nodes, so several display lists can be placed on one larger drawing (a
/// sheet of devices side by side) and still print as one valid SVG.
///
/// `Node` has no transform of its own: the SVG writer and the rasteriser read coordinates as they
/// are, so placing a node means moving every point in it. Translations only, so the result is exact
/// for whole-point offsets and no outline changes shape.
extension Node {
    /// The node moved by `dx`, `dy` points: paths, clips, text origins, glyph outlines, emoji bitmaps and line boxes alike.
    package func translated(dx: Double, dy: Double) -> Node {
        guard dx != 0 || dy != 0 else { return self }
        let move = AffineTransform.translate(x: dx, y: dy)
        switch self {
        case .shape(var shape):
            shape.path = shape.path.applying(move)
            return .shape(shape)
        case .text(var run):
            run.origin = Point(x: run.origin.x + dx, y: run.origin.y + dy)
            run.outline = run.outline.applying(move)
            run.lineBox = run.lineBox?.offsetBy(dx: dx, dy: dy)
            for index in run.bitmaps.indices { run.bitmaps[index].rect = run.bitmaps[index].rect.offsetBy(dx: dx, dy: dy) }
            return .text(run)
        case .bitmap(var bitmap):
            bitmap.rect = bitmap.rect.offsetBy(dx: dx, dy: dy)
            return .bitmap(bitmap)
        case .group(var group):
            group.clip = group.clip?.applying(move)
            group.nodes = group.nodes.map { $0.translated(dx: dx, dy: dy) }
            return .group(group)
        }
    }

    /// The node with every named group's id prefixed by `prefix` and a hyphen (`app` → `d2-app`):
    /// ids are unique within one display list, so two display lists on one drawing need distinct prefixes.
    package func prefixingGroupIDs(with prefix: String) -> Node {
        guard case .group(var group) = self else { return self }
        group.id = group.id.map { "\(prefix)-\($0)" }
        group.nodes = group.nodes.map { $0.prefixingGroupIDs(with: prefix) }
        return .group(group)
    }
}
