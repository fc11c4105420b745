import Geometry

/// A responsive grid's result (seed 001): the column count and item size from the grid's own width.
public struct GridGeometry: Hashable, Sendable, Codable {
    public var columns: Int
    public var itemSize: Size
    /// Every item, in content coordinates (the grid's top-left corner at the content origin), row by row.
    public var items: [Rect]

    public init(columns: Int, itemSize: Size, items: [Rect]) {
        self.columns = columns
        self.itemSize = itemSize
        self.items = items
    }
}
