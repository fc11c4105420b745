import Testing
@testable import Geometry

/// Every on-curve and control point of a path, in order (the close element adds none).
private func points(_ path: Path) -> [Point] {
    path.elements.flatMap { element -> [Point] in
        switch element {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }
}

/// Area enclosed by a path, by the shoelace formula over densely sampled curves (2000 per curve):
/// independent of the rasterizer.
private func enclosedArea(_ path: Path) -> Double {
    var polygon: [Point] = []
    var last = Point.zero
    for element in path.elements {
        switch element {
        case .move(let p), .line(let p):
            polygon.append(p)
            last = p
        case .quad(let c, let p):
            for i in 1...2000 {
                let t = Double(i) / 2000, u = 1 - t
                polygon.append(last * (u * u) + c * (2 * u * t) + p * (t * t))
            }
            last = p
        case .cubic(let c1, let c2, let p):
            for i in 1...2000 {
                let t = Double(i) / 2000, u = 1 - t
                polygon.append(last * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
            }
            last = p
        case .close: break
        }
    }
    var twice = 0.0
    for i in polygon.indices {
        let a = polygon[i], b = polygon[(i + 1) % polygon.count]
        twice += a.x * b.y - b.x * a.y
    }
    return abs(twice) / 2
}

/// UIKit's own `UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 8)`,
/// as dumped in honghaoz/ChouTiUI `NSBezierPath+RoundedRect.swift` (the comment quoting UIKit's
/// elements), with its zero-length `LineTo`s left out. Each row: control 1, control 2, end, or
/// just the end point for `MoveTo`/`LineTo`.
private let uiKitDump60x30r8: [[Double]] = [
    [12.22932, 0],
    [47.770679999999999, 0],
    [51.292056339051769, 0, 53.052744447495982, 0, 54.948049657352058, 0.59929110277612807],
    [57.017409386994025, 1.3524764483549596, 58.647523551645044, 2.9825906130059776, 59.400708897223872, 5.0519503426479417],
    [60, 6.9472555525040187, 60, 8.7079436609482332, 60, 12.229319877836661],
    [60, 17.770679999999999],
    [60, 21.292056339051769, 60, 23.052744447495982, 59.400708897223872, 24.948049657352058],
    [58.647523551645044, 27.017409386994022, 57.017409386994025, 28.64752355164504, 54.948049657352058, 29.400708897223872],
    [53.052744447495982, 30, 51.292056339051769, 30, 47.770680122163341, 30],
    [12.22932, 30],
    [8.7079436609482332, 30, 6.9472555525040187, 30, 5.05195034264794, 29.400708897223872],
    [2.9825906130059758, 28.64752355164504, 1.3524764483549592, 27.017409386994022, 0.59929110277612807, 24.948049657352058],
    [0, 23.052744447495982, 0, 21.292056339051769, 0, 17.770680122163341],
    [0, 12.22932],
    [0, 8.7079436609482332, 0, 6.9472555525040187, 0.59929110277612718, 5.05195034264794],
    [1.3524764483549583, 2.9825906130059745, 2.9825906130059763, 1.3524764483549581, 5.0519503426479417, 0.59929110277612718],
    [6.9472555525040187, 0, 8.7079436609482332, 0, 12.229319877836661, 0],
]

private let dumpPoints: [Point] = uiKitDump60x30r8.flatMap { row in
    stride(from: 0, to: row.count, by: 2).map { Point(x: row[$0], y: row[$0 + 1]) }
}

@Suite struct ContinuousCornersTests {
    /// Our path for 60×30, r = 8 is UIKit's, point for point.
    @Test func matchesUIKitDump() {
        let ours = points(Path(continuousRoundedRect: Rect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 8))
        #expect(ours.count == dumpPoints.count)
        for (a, b) in zip(ours, dumpPoints) {
            #expect(abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6, "\(a) vs UIKit \(b)")
        }
    }

    /// UIKit's shape scales linearly with the radius about each corner's vertex, so the r = 8 dump
    /// predicts every radius: sweep r = 0…60 on a 400×300 rectangle (all below its 98 px limit) and
    /// a moved origin.
    @Test func sweepOfRadiiFollowsTheDump() {
        let rect = Rect(x: 13.5, y: -7.25, width: 400, height: 300)
        for radius in stride(from: 1.0, through: 60.0, by: 1.0) {
            let ours = points(Path(continuousRoundedRect: rect, cornerRadius: radius))
            #expect(ours.count == dumpPoints.count)
            for (a, b) in zip(ours, dumpPoints) {
                // Each dump point relative to its nearest corner of the 60×30 rectangle, scaled.
                let cornerX = b.x < 30 ? 0.0 : 60.0, cornerY = b.y < 15 ? 0.0 : 30.0
                let expected = Point(
                    x: (cornerX == 0 ? rect.minX : rect.maxX) + (b.x - cornerX) / 8 * radius,
                    y: (cornerY == 0 ? rect.minY : rect.maxY) + (b.y - cornerY) / 8 * radius)
                #expect(abs(a.x - expected.x) < 1e-6 * radius && abs(a.y - expected.y) < 1e-6 * radius, "r \(radius): \(a) vs \(expected)")
            }
        }
        // Radius 0 is the plain rectangle.
        #expect(Path(continuousRoundedRect: rect, cornerRadius: 0) == Path(rect: rect))
    }

    /// A radius past the limit (half the shorter side over 1.52866483) is clamped to it: the two
    /// corners of the shorter side then meet in its middle, with no straight piece left.
    @Test func largeRadiusIsClampedToTheLimit() {
        let rect = Rect(x: 0, y: 0, width: 126, height: 37)
        let limit = 37 / 2 / 1.52866483
        let clamped = Path(continuousRoundedRect: rect, cornerRadius: limit)
        for radius in [12.2, 18.5, 40, 1000] {
            #expect(Path(continuousRoundedRect: rect, cornerRadius: radius) == clamped)
        }
        #expect(Path(continuousRoundedRect: rect, cornerRadius: 12) != clamped)
        // The top-right corner's last cubic ends at the middle of the right side (UIKit's constants
        // 1.52866498 and 1.52866483 differ in the seventh digit).
        let p = points(clamped)
        #expect(abs(p[10].x - 126) < 1e-9 && abs(p[10].y - 18.5) < 1e-5, "\(p[10])")
        #expect(clamped.controlBounds == rect)
    }

    /// The continuous corner starts 1.53 r from the vertex and so removes more of the rectangle
    /// than a circular corner of the same radius ((1 − π/4)·r² = 0.2146 r² per corner), although it
    /// passes slightly closer to the vertex on the diagonal.
    @Test func continuousCornersCutMoreThanCircularOnes() {
        for radius in [8.0, 20, 47.33, 55] {
            let rect = Rect(x: 0, y: 0, width: 400, height: 300)
            let circular = enclosedArea(Path(roundedRect: rect, cornerRadius: radius))
            let continuous = enclosedArea(Path(continuousRoundedRect: rect, cornerRadius: radius))
            let circle = 400.0 * 300 - (4 - Double.pi) * radius * radius
            #expect(abs(circular - circle) < 1e-3 * radius * radius)
            #expect(continuous < circular)
            // Per corner the difference is about 0.0107 r²: visible but small.
            let perCorner = (circular - continuous) / 4 / (radius * radius)
            #expect(perCorner > 0.005 && perCorner < 0.02)
        }
    }

    /// An ellipse of eight cubics encloses πab to within 10⁻⁵.
    @Test func ellipseArea() {
        for (a, b) in [(500.0, 500.0), (20, 7.5), (145, 100)] {
            let area = enclosedArea(Path(ellipseIn: Rect(x: -a, y: 3, width: 2 * a, height: 2 * b)))
            #expect(abs(area - Double.pi * a * b) / (Double.pi * a * b) < 1e-5)
        }
    }

    /// A notch is its box, minus two rounded bottom corners, plus two concave top fillets, each
    /// corner or fillet being a square of side r less (or plus) a quarter disc.
    @Test func notchArea() {
        let notch = NotchOutline(centerX: 187.5, width: 209, height: 30, topFilletRadius: 6, bottomCornerRadius: 20)
        let quarterGap = 1 - Double.pi / 4
        let expected = 209.0 * 30 + 2 * quarterGap * 36 - 2 * quarterGap * 400
        // A quarter-circle cubic encloses 0.028 % more than its quarter disc, 2.2·10⁻⁴·r² each;
        // allow twice that for each of the four.
        let tolerance: Double = 2 * 2 * 2.2e-4 * (400 + 36)
        #expect(abs(enclosedArea(notch.path) - expected) < tolerance)
        #expect(notch.path.controlBounds == Rect(x: 187.5 - 104.5 - 6, y: 0, width: 221, height: 30))
        #expect(notch.outerWidth == 221)
    }
}
