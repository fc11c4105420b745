import Geometry
import Screens

/// Seed 001's responsive rule (Youku; docs/research/seeds.md, docs/research/domain.md §6), applied to the grid's own
/// width, never the screen's:
///
///     columns    = floor(width / (standardWidth / standardColumns × scale)), at least 1
///     itemWidth  = (width − 2 × margin − (columns − 1) × gap) / columns
///     itemHeight = itemWidth / itemAspect
enum GridRule {
    static func columns(width: Double, spec: GridSpec) -> Int {
        let standardItem = spec.standardWidth / Double(max(spec.standardColumns, 1)) * spec.scale
        guard standardItem > 0, width > 0 else { return 1 }
        let raw = (width / standardItem).rounded(.down)
        return raw >= 1 ? Int(min(raw, 10_000)) : 1
    }

    static func itemSize(width: Double, columns: Int, spec: GridSpec) -> Size {
        let n = Double(max(columns, 1))
        let itemWidth = (width - 2 * spec.margin - (n - 1) * spec.gap) / n
        let aspect = spec.itemAspect > 0 ? spec.itemAspect : 1
        return Size(width: itemWidth, height: itemWidth / aspect)
    }

    /// The grid's columns and item size for its own width.
    static func geometry(width: Double, spec: GridSpec) -> GridGeometry {
        let columns = columns(width: width, spec: spec)
        return GridGeometry(
            columns: columns, itemSize: itemSize(width: width, columns: columns, spec: spec),
            itemCount: max(spec.items, 0), gap: spec.gap, margin: spec.margin)
    }
}
