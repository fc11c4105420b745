import Geometry

/// A responsive grid's result (docs/research/seeds.md, seed 001): the column count and item size from the grid's own width.
///
/// Items are computed on demand rather than stored, so a grid of many items costs the layout pass nothing.
package struct GridGeometry: Hashable, Sendable, Codable {
    var columns: Int
    var itemSize: Size
    /// How many items the grid holds.
    var itemCount: Int
    /// Points between columns and rows, and before the first and after the last column.
    var gap: Double
    var margin: Double
    /// Items fill each row from the right: a collection view's flow layout in a right-to-left layout
    /// (`UICollectionViewFlowLayout.flipsHorizontallyInOppositeLayoutDirection`, true by default:
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/flipshorizontallyinoppositelayoutdirection).
    var fillsFromRight = false

    init(columns: Int, itemSize: Size, itemCount: Int, gap: Double, margin: Double) {
        self.columns = columns
        self.itemSize = itemSize
        self.itemCount = itemCount
        self.gap = gap
        self.margin = margin
    }

    /// Item `index` in content coordinates (the grid's top-left corner at the content origin), row by row,
    /// each row from the left (from the right when `fillsFromRight`).
    func itemFrame(_ index: Int) -> Rect {
        let columns = max(self.columns, 1)
        let row = index / columns, column = index % columns
        let fromLeading = margin + Double(column) * (itemSize.width + gap)
        // The grid's width is its items, gaps and margins: `GridRule.itemSize` divides the width so.
        let width = 2 * margin + Double(columns) * itemSize.width + Double(columns - 1) * gap
        return Rect(
            x: fillsFromRight ? width - fromLeading - itemSize.width : fromLeading, y: Double(row) * (itemSize.height + gap),
            width: itemSize.width, height: itemSize.height)
    }

    /// Every item, row by row.
    package var items: [Rect] { (0..<max(itemCount, 0)).map(itemFrame) }

    /// The content height: whole rows of items with the gaps between them.
    var contentHeight: Double {
        guard itemCount > 0 else { return 0 }
        let rows = Double((itemCount + max(columns, 1) - 1) / max(columns, 1))
        return rows * itemSize.height + (rows - 1) * gap
    }
}
