import Geometry

/// A responsive grid's result (seed 001): the column count and item size from the grid's own width.
///
/// Items are computed on demand rather than stored, so a grid of many items costs the layout pass nothing.
public struct GridGeometry: Hashable, Sendable, Codable {
    public var columns: Int
    public var itemSize: Size
    /// How many items the grid holds.
    public var itemCount: Int
    /// Points between columns and rows, and before the first and after the last column.
    public var gap: Double
    public var margin: Double

    public init(columns: Int, itemSize: Size, itemCount: Int, gap: Double, margin: Double) {
        self.columns = columns
        self.itemSize = itemSize
        self.itemCount = itemCount
        self.gap = gap
        self.margin = margin
    }

    /// Item `index` in content coordinates (the grid's top-left corner at the content origin), row by row.
    public func itemFrame(_ index: Int) -> Rect {
        let columns = max(self.columns, 1)
        let row = index / columns, column = index % columns
        return Rect(
            x: margin + Double(column) * (itemSize.width + gap), y: Double(row) * (itemSize.height + gap),
            width: itemSize.width, height: itemSize.height)
    }

    /// Every item, row by row.
    public var items: [Rect] { (0..<max(itemCount, 0)).map(itemFrame) }

    /// The content height: whole rows of items with the gaps between them.
    public var contentHeight: Double {
        guard itemCount > 0 else { return 0 }
        let rows = Double((itemCount + max(columns, 1) - 1) / max(columns, 1))
        return rows * itemSize.height + (rows - 1) * gap
    }
}
