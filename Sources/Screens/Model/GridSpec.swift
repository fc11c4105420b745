/// The keys of a `grid`: seed 001's responsive rule (docs/research/seeds.md), applied to the grid's own width
/// (never the screen's).
///
///     columns   = floor(width / (standardWidth / standardColumns × scale)), at least 1
///     itemWidth = (width − 2 × margin − (columns − 1) × gap) / columns
///     itemHeight = itemWidth / itemAspect
public struct GridSpec: Hashable, Sendable, Codable {
    /// `standardWidth:` the width the design was made for; seed 001's app uses 440 pt.
    package var standardWidth: Double
    /// `standardColumns:` the number of columns at the standard width (required).
    package var standardColumns: Int
    /// `scale:` how much larger an item may grow on wide screens; seed 001's app uses 1.2.
    package var scale: Double
    /// `gap:` points between columns and between rows; 0 by default.
    package var gap: Double
    /// `margin:` points before the first and after the last column; 0 by default.
    package var margin: Double
    /// `itemAspect:` an item's width divided by its height; 1 by default.
    package var itemAspect: Double
    /// `items:` how many items the grid holds; 0 by default.
    package var items: Int

    /// docs/research/seeds.md, seed 001: "當前優酷中使用的標準屏幕寬度為440dp".
    static let seedStandardWidth: Double = 440
    /// docs/research/seeds.md, seed 001: "scale為1.2倍".
    static let seedScale: Double = 1.2

    init(
        standardWidth: Double = GridSpec.seedStandardWidth, standardColumns: Int, scale: Double = GridSpec.seedScale,
        gap: Double = 0, margin: Double = 0, itemAspect: Double = 1, items: Int = 0
    ) {
        self.standardWidth = standardWidth
        self.standardColumns = standardColumns
        self.scale = scale
        self.gap = gap
        self.margin = margin
        self.itemAspect = itemAspect
        self.items = items
    }
}
