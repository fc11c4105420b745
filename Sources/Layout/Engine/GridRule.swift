import Geometry
import Screens

/// Seed 001's responsive rule (Youku), applied to the grid's own width, never the screen's (DOMAIN.md §6):
///
///     columns    = floor(width / (standardWidth / standardColumns × scale)), at least 1
///     itemWidth  = (width − 2 × margin − (columns − 1) × gap) / columns
///     itemHeight = itemWidth / itemAspect
public enum GridRule {
    public static func columns(width: Double, spec: GridSpec) -> Int {
        let standardItem = spec.standardWidth / Double(max(spec.standardColumns, 1)) * spec.scale
        guard standardItem > 0, width > 0 else { return 1 }
        let raw = (width / standardItem).rounded(.down)
        return raw >= 1 ? Int(min(raw, 10_000)) : 1
    }

    public static func itemSize(width: Double, columns: Int, spec: GridSpec) -> Size {
        let n = Double(max(columns, 1))
        let itemWidth = (width - 2 * spec.margin - (n - 1) * spec.gap) / n
        let aspect = spec.itemAspect > 0 ? spec.itemAspect : 1
        return Size(width: itemWidth, height: itemWidth / aspect)
    }

    /// The grid's columns, item size and every item in content coordinates, row by row.
    public static func geometry(width: Double, spec: GridSpec) -> GridGeometry {
        let columns = columns(width: width, spec: spec)
        let size = itemSize(width: width, columns: columns, spec: spec)
        var items: [Rect] = []
        items.reserveCapacity(max(spec.items, 0))
        for index in 0..<max(spec.items, 0) {
            let row = index / columns, column = index % columns
            items.append(Rect(
                x: spec.margin + Double(column) * (size.width + spec.gap),
                y: Double(row) * (size.height + spec.gap),
                width: size.width, height: size.height))
        }
        return GridGeometry(columns: columns, itemSize: size, items: items)
    }

    /// The content height of the grid's items: rows × item height plus the gaps between rows.
    public static func contentHeight(_ geometry: GridGeometry, spec: GridSpec) -> Double {
        let items = max(spec.items, 0)
        guard items > 0 else { return 0 }
        let rows = Double((items + geometry.columns - 1) / geometry.columns)
        return rows * geometry.itemSize.height + (rows - 1) * spec.gap
    }
}
