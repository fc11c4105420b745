import Geometry

/// Cuts polylines into dashes (SVG `stroke-dasharray` / `stroke-dashoffset`).
enum Dasher {
    /// The most dash and gap pieces one stroke may be cut into.
    static let maximumDashes = 200_000

    /// The dashes of every polyline, each an open polyline. A closed polyline is dashed along its
    /// closing segment too. An empty or invalid pattern (a negative or non-finite length, or all
    /// zeros) gives the input unchanged: SVG renders such a stroke solid
    /// (w3.org/TR/SVG11/painting.html#StrokeDasharrayProperty).
    ///
    /// With `visible`, a dash wholly outside it is left out: the pattern is still walked along the whole
    /// path (so every dash inside lies where it would have), but only what can reach a pixel is stroked
    /// and rasterised — the dashes of a 100,000-point frame are bounded by the image, not the frame.
    static func dash(_ polylines: [Polyline], pattern rawPattern: [Double], phase: Double, visible: Rect? = nil) -> [Polyline] {
        guard !rawPattern.isEmpty else { return polylines }
        guard rawPattern.allSatisfy({ $0.isFinite && $0 >= 0 }), rawPattern.contains(where: { $0 > 0 }),
            phase.isFinite
        else { return polylines }
        let pattern = rawPattern.count % 2 == 1 ? rawPattern + rawPattern : rawPattern
        let period = pattern.reduce(0, +)
        // A pattern far finer than the path is long would make millions of dashes that no pixel
        // could show apart; draw such a stroke solid instead of stalling.
        var totalLength = 0.0
        for polyline in polylines {
            for (a, b) in zip(polyline.points, polyline.points.dropFirst()) {
                totalLength += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            }
        }
        guard totalLength / period * Double(pattern.count) <= Double(maximumDashes) else { return polylines }

        // Where in the pattern the path starts: the phase modulo the period (an exact IEEE
        // remainder), negative phases counting backwards as SVG specifies.
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        if !(offset >= 0 && offset < period) { offset = 0 }
        var startIndex = 0
        for _ in 0..<pattern.count {
            guard offset >= pattern[startIndex] else { break }
            offset -= pattern[startIndex]
            startIndex = (startIndex + 1) % pattern.count
        }

        var dashes: [Polyline] = []
        func keep(_ points: [Point]) {
            if let visible {
                var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
                for p in points {
                    minX = min(minX, p.x); maxX = max(maxX, p.x)
                    minY = min(minY, p.y); maxY = max(maxY, p.y)
                }
                guard maxX >= visible.minX, minX <= visible.maxX, maxY >= visible.minY, minY <= visible.maxY else { return }
            }
            dashes.append(Polyline(points: points, isClosed: false))
        }
        for polyline in polylines {
            var points = polyline.points
            if polyline.isClosed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            var index = startIndex
            var remaining = pattern[index] - offset
            var current: [Point] = index % 2 == 0 ? [points[0]] : []
            for i in 1..<points.count {
                let a = points[i - 1], b = points[i]
                let segment = b - a
                let length = (segment.x * segment.x + segment.y * segment.y).squareRoot()
                var travelled = 0.0
                while length - travelled > remaining {
                    travelled += remaining
                    let p = a + segment * (travelled / length)
                    if index % 2 == 0 {
                        current.append(p)
                        keep(current)
                        current = []
                    } else {
                        current = [p]
                    }
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= length - travelled
                if index % 2 == 0 { current.append(b) }
            }
            if index % 2 == 0, current.count > 1 { keep(current) }
        }
        return dashes
    }
}
