import Geometry

/// Collects a glyph's outline, y already pointing down, from FreeType's decomposition (`OutlineDecomposer`) or
/// HarfBuzz's drawing (`HarfBuzzOutline`), with one set of rules so the two give the same path: each contour
/// ends with an explicit `.close`, a segment to the current point is dropped, and a contour is kept only once it
/// has a real segment.
struct OutlineSink {
    var elements: [Path.Element] = []
    var contour: [Path.Element] = []
    var current = Point.zero
    var contours = 0

    mutating func move(to p: Point) {
        finishContour()
        contour = [.move(p)]
        current = p
    }

    mutating func line(to p: Point) {
        guard p != current else { return }
        contour.append(.line(p))
        current = p
    }

    mutating func quad(to p: Point, control c: Point) {
        guard p != current || c != current else { return }
        contour.append(.quad(c, p))
        current = p
    }

    mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        guard p != current || c1 != current || c2 != current else { return }
        contour.append(.cubic(c1, c2, p))
        current = p
    }

    mutating func finishContour() {
        if contour.count > 1 {
            elements.append(contentsOf: contour)
            elements.append(.close)
            contours += 1
        }
        contour.removeAll(keepingCapacity: true)
    }
}
