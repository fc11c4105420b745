/// A vector outline: sub-paths of straight lines and quadratic and cubic Bézier curves.
///
/// Coordinates are in whatever space the producer uses (points in a display list, pixels once
/// transformed for the rasteriser). A path is a plain value: building one never allocates
/// more than its element array.
package struct Path: Hashable, Sendable, Codable {
    package enum Element: Hashable, Sendable, Codable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)
        case cubic(Point, Point, Point)
        case close
    }

    package private(set) var elements: [Element] = []

    package init() {}

    package init(elements: [Element]) { self.elements = elements }

    package var isEmpty: Bool { elements.isEmpty }

    package mutating func move(to p: Point) { elements.append(.move(p)) }
    package mutating func line(to p: Point) { elements.append(.line(p)) }
    mutating func quad(to p: Point, control c: Point) { elements.append(.quad(c, p)) }
    mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        elements.append(.cubic(c1, c2, p))
    }
    package mutating func close() { elements.append(.close) }

    /// Appends every sub-path of `other`, e.g. a Dynamic Island hole inside a screen outline.
    package mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// A closed axis-aligned rectangle, clockwise in y-down coordinates.
    package init(rect r: Rect) {
        self.init()
        move(to: Point(x: r.minX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.maxY))
        line(to: Point(x: r.minX, y: r.maxY))
        close()
    }

    /// The rectangle when the path is exactly one made by `init(rect:)`, else `nil`: lets a renderer clip
    /// to a rectangle without rasterising a coverage mask for it.
    package var axisAlignedRect: Rect? {
        guard elements.count == 5, case let .move(a) = elements[0], case let .line(b) = elements[1],
              case let .line(c) = elements[2], case let .line(d) = elements[3], case .close = elements[4],
              a.y == b.y, b.x == c.x, c.y == d.y, d.x == a.x, a.x <= b.x, a.y <= c.y
        else { return nil }
        return Rect(x: a.x, y: a.y, width: b.x - a.x, height: c.y - a.y)
    }

    /// The path with every point mapped by `transform` (scaling into pixels, translating into a frame).
    package func applying(_ transform: AffineTransform) -> Path {
        Path(elements: elements.map { element in
            switch element {
            case .move(let p): .move(transform.apply(p))
            case .line(let p): .line(transform.apply(p))
            case .quad(let c, let p): .quad(transform.apply(c), transform.apply(p))
            case .cubic(let c1, let c2, let p): .cubic(transform.apply(c1), transform.apply(c2), transform.apply(p))
            case .close: .close
            }
        })
    }

    /// The smallest rectangle holding every point and control point (a cheap, conservative bound).
    package var controlBounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: Point) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quad(let c, let p): include(c); include(p)
            case .cubic(let c1, let c2, let p): include(c1); include(c2); include(p)
            case .close: break
            }
        }
        guard minX <= maxX else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
