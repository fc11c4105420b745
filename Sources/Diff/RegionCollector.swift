/// Groups changed pixels into bounding boxes deterministically: the image is cut into
/// square cells, each cell keeps the box of its changed pixels, and cells that touch (8-way)
/// merge into one region. Cost is one branch per changed pixel plus one pass over the cells.
struct RegionCollector {
    /// Cell side in pixels: changes closer than about this merge into one region.
    static let cellSide = 32
    private static let shift = 5

    private let columns: Int
    private let rows: Int
    private var counts: [Int] = []
    private var minX: [Int32] = []
    private var minY: [Int32] = []
    private var maxX: [Int32] = []
    private var maxY: [Int32] = []
    /// Changed pixels of one cell on one row not yet folded into the arrays: consecutive changed
    /// pixels mostly fall in the same cell and row, so each costs a compare and an add.
    private var pending = PendingRun()

    private struct PendingRun {
        var cell = -1
        var y: Int32 = 0
        var minX: Int32 = 0
        var maxX: Int32 = 0
        var count = 0
    }

    init(width: Int, height: Int) {
        columns = (width + Self.cellSide - 1) / Self.cellSide
        rows = (height + Self.cellSide - 1) / Self.cellSide
    }

    /// Records a changed pixel.
    @inline(__always)
    mutating func add(x: Int, y: Int) {
        let cell = (y >> Self.shift) * columns + (x >> Self.shift)
        let px = Int32(truncatingIfNeeded: x), py = Int32(truncatingIfNeeded: y)
        if cell == pending.cell, py == pending.y {
            pending.count += 1
            pending.minX = min(pending.minX, px)
            pending.maxX = max(pending.maxX, px)
            return
        }
        flush()
        pending = PendingRun(cell: cell, y: py, minX: px, maxX: px, count: 1)
    }

    /// Records `count` changed pixels of one row inside one cell, the first at `minX` and the last at
    /// `maxX`: what the exact comparison finds per cell, without a call per pixel.
    @inline(__always)
    mutating func addRun(y: Int, minX: Int, maxX: Int, count: Int) {
        flush()
        pending = PendingRun(
            cell: (y >> Self.shift) * columns + (minX >> Self.shift), y: Int32(truncatingIfNeeded: y),
            minX: Int32(truncatingIfNeeded: minX), maxX: Int32(truncatingIfNeeded: maxX), count: count)
        flush()
    }

    /// Folds the pending run into its cell. Cell storage is allocated on the first one.
    private mutating func flush() {
        guard pending.count > 0 else { return }
        if counts.isEmpty {
            let cells = columns * rows
            counts = [Int](repeating: 0, count: cells)
            minX = [Int32](repeating: .max, count: cells)
            minY = [Int32](repeating: .max, count: cells)
            maxX = [Int32](repeating: .min, count: cells)
            maxY = [Int32](repeating: .min, count: cells)
        }
        let cell = pending.cell
        counts[cell] += pending.count
        minX[cell] = min(minX[cell], pending.minX)
        minY[cell] = min(minY[cell], pending.y)
        maxX[cell] = max(maxX[cell], pending.maxX)
        maxY[cell] = max(maxY[cell], pending.y)
        pending = PendingRun()
    }

    /// The regions, sorted by top edge, then left edge.
    func regions() -> [PixelRegion] {
        var collector = self
        collector.flush()
        return collector.collectedRegions()
    }

    private func collectedRegions() -> [PixelRegion] {
        guard !counts.isEmpty else { return [] }
        var visited = [Bool](repeating: false, count: counts.count)
        var regions: [PixelRegion] = []
        var stack: [Int] = []
        for start in 0..<counts.count where counts[start] > 0 && !visited[start] {
            var box = (minX: Int32.max, minY: Int32.max, maxX: Int32.min, maxY: Int32.min)
            var pixels = 0
            visited[start] = true
            stack.append(start)
            while let cell = stack.popLast() {
                pixels += counts[cell]
                box.minX = min(box.minX, minX[cell])
                box.minY = min(box.minY, minY[cell])
                box.maxX = max(box.maxX, maxX[cell])
                box.maxY = max(box.maxY, maxY[cell])
                let row = cell / columns, column = cell % columns
                for neighbourRow in max(row - 1, 0)...min(row + 1, rows - 1) {
                    for neighbourColumn in max(column - 1, 0)...min(column + 1, columns - 1) {
                        let neighbour = neighbourRow * columns + neighbourColumn
                        if counts[neighbour] > 0 && !visited[neighbour] {
                            visited[neighbour] = true
                            stack.append(neighbour)
                        }
                    }
                }
            }
            regions.append(PixelRegion(
                x: Int(box.minX), y: Int(box.minY),
                width: Int(box.maxX - box.minX) + 1, height: Int(box.maxY - box.minY) + 1,
                differentPixels: pixels))
        }
        return regions.sorted { ($0.y, $0.x, $0.width, $0.height) < ($1.y, $1.x, $1.width, $1.height) }
    }
}
