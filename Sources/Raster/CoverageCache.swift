import Geometry

/// The coverage of shapes that every image of a device draws again — the device body, the sensor
/// housing, the status bar, the home indicator — kept after their first rasterisation and
/// blended again from here.
///
/// A fill is a pure function of the rasteriser's inputs (the path and how it is mapped and stroked, the
/// fill rule, the pixels the clip lets it reach and the clip mask's row extents) followed by the blend
/// of its coverage spans; the key holds every one of those inputs, so a replay writes exactly the pixels
/// drawing the shape again would (RenderTests.RasterCacheTests compares whole images).
///
/// Not thread-safe: one per worker thread. Bounded: once `byteLimit` bytes are kept (spans, and the
/// keys' clip row extents, which a key holds on to even after its mask is gone), new shapes are drawn
/// without being kept (a batch cycles through its profiles, so keeping the first ones beats replacing).
package final class CoverageCache {
    struct Key: Hashable {
        var path: Path
        var transform: AffineTransform
        var rule: FillRule
        var stroke: StrokeStyle?
        var area: PixelBounds
        var rowExtents: [Range<Int>]?

        /// Everything but the clip's row extents, which only their count stands for: there is one per pixel
        /// row of the canvas (3,096 with an iPhone's device frame), and hashing them for every lookup and
        /// store was 1.5 % of a device-framed image's instructions (callgrind). Equal keys still
        /// hash alike; `==` compares the extents themselves.
        func hash(into hasher: inout Hasher) {
            hasher.combine(path)
            hasher.combine(transform)
            hasher.combine(rule)
            hasher.combine(stroke)
            hasher.combine(area)
            hasher.combine(rowExtents?.count ?? -1)
        }
    }

    /// Spans in row order: `rows[i]` is a row and the end of its spans in `spans`.
    struct Recording {
        var rows: [(y: Int, end: Int)] = []
        var spans: [CoverageSpan] = []
    }

    private var recordings: [Key: Recording] = [:]
    private var storedBytes = 0
    /// The most bytes kept, counted as spans, rows and row extents (the paths are small beside them).
    let byteLimit: Int
    /// Shapes drawn from the cache and shapes rasterised, since this cache was made.
    package private(set) var hits = 0
    package private(set) var misses = 0

    package init(byteLimit: Int = 8 << 20) {
        self.byteLimit = byteLimit
    }

    func recording(for key: Key) -> Recording? {
        if let found = recordings[key] {
            hits += 1
            return found
        }
        misses += 1
        return nil
    }

    func store(_ recording: Recording, for key: Key) {
        let bytes = recording.spans.count * MemoryLayout<CoverageSpan>.stride
            + recording.rows.count * MemoryLayout<(y: Int, end: Int)>.stride
            + (key.rowExtents?.count ?? 0) * MemoryLayout<Range<Int>>.stride
        guard storedBytes + bytes <= byteLimit else { return }
        storedBytes += bytes
        recordings[key] = recording
    }
}
