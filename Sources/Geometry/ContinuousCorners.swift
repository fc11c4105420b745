/// UIKit's continuous ("squircle") rounded rectangle: `UIBezierPath(roundedRect:cornerRadius:)`
/// and `CALayer.cornerCurve = .continuous`.
///
/// The curve is not a circular arc: each corner starts 1.528665·r before the vertex and is made of
/// three cubics, so the curvature grows gradually from the straight edge. The table below is UIKit's
/// own path, dumped on iOS 14.2 and 15 and checked on iOS 16.0 and 17.5 (honghaoz/ChouTiUI
/// `ChouTiUI/Sources/ChouTiUI/AppKit/BezierPath/NSBezierPath+RoundedRect.swift`, MIT; research:
/// docs/research/rendering.md §2). The older PaintCode iOS 7 table ends the first cubic ≈0.04·r earlier
/// and is not used.
package enum ContinuousCorners {
    /// One point of a corner, in multiples of the radius: `along` back from the vertex along the edge
    /// that the outline is leaving, `inward` away from that edge into the shape.
    package struct TablePoint: Hashable, Sendable {
        package var along: Double
        package var inward: Double
    }

    /// Where the straight edge ends, in radii from the vertex (UIKit's `LineTo` target, 1.528665).
    package static let curveStart = 1.528665

    /// The three cubics of one corner, walking from the edge being left to the next edge, as
    /// (control 1, control 2, end) — the top-right corner's values in the ChouTiUI dump. UIKit also
    /// inserts a zero-length `LineTo` after the first cubic, which draws nothing and is omitted.
    package static let cubics: [(TablePoint, TablePoint, TablePoint)] = [
        (
            TablePoint(along: 1.0884929576185285, inward: 0),
            TablePoint(along: 0.8684069440630026, inward: 0),
            TablePoint(along: 0.6314937928309916, inward: 0.07491138784701601)
        ),
        (
            TablePoint(along: 0.3728238266257463, inward: 0.16905955604436995),
            TablePoint(along: 0.16905955604436967, inward: 0.3728238266257472),
            TablePoint(along: 0.07491138784701548, inward: 0.6314937928309927)
        ),
        (
            TablePoint(along: 0, inward: 0.8684069440630022),
            TablePoint(along: 0, inward: 1.088492957618529),
            TablePoint(along: 0, inward: 1.5286649847295823)
        ),
    ]

    /// UIKit draws the table shape only while both sides are longer than this many radii
    /// (2 × 1.52866495, ChouTiUI `shapeBreakRatio`); beyond it the two corners of a side would overlap.
    static let shapeBreakRatio = 3.0573299

    /// The largest radius the table shape allows for `size`: the two corners of the shorter side
    /// then meet in its middle (ChouTiUI's `limit = min(w, h) / 2 / 1.52866483`).
    static func limitedRadius(for size: Size) -> Double {
        min(size.width, size.height) / 2 / 1.52866483
    }
}

extension Path {
    /// UIKit's continuous rounded rectangle, clockwise in y-down coordinates, starting where the top
    /// edge leaves the top-left corner (as UIKit's own path does).
    ///
    /// A radius above `ContinuousCorners.limitedRadius(for:)` is clamped to it, so a large radius
    /// gives a "continuous capsule" whose corners meet in the middle of the shorter sides. That is
    /// the research's rule for mockups (docs/research/rendering.md §2); `UIBezierPath` itself switches to
    /// two other element layouts past `shapeBreakRatio` ("shape 2", which ChouTiUI calls odd and
    /// matching no layer shape, and "shape 3"), which Bezel does not reproduce. Use
    /// `Path(capsuleIn:)` for true semicircular ends.
    package init(continuousRoundedRect rect: Rect, cornerRadius: Double) {
        self.init()
        guard !rect.isEmpty else { return }
        let r = max(0, min(cornerRadius, ContinuousCorners.limitedRadius(for: rect.size)))
        guard r > 0 else {
            self.init(rect: rect)
            return
        }
        // Each corner: its vertex, the direction the outline arrives in and the one it leaves in.
        let corners: [(vertex: Point, incoming: Point, outgoing: Point)] = [
            (Point(x: rect.maxX, y: rect.minY), Point(x: 1, y: 0), Point(x: 0, y: 1)),
            (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0)),
            (Point(x: rect.minX, y: rect.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1)),
            (Point(x: rect.minX, y: rect.minY), Point(x: 0, y: -1), Point(x: 1, y: 0)),
        ]
        move(to: Point(x: rect.minX + ContinuousCorners.curveStart * r, y: rect.minY))
        for corner in corners {
            func place(_ p: ContinuousCorners.TablePoint) -> Point {
                corner.vertex - corner.incoming * (p.along * r) + corner.outgoing * (p.inward * r)
            }
            line(to: corner.vertex - corner.incoming * (ContinuousCorners.curveStart * r))
            for (c1, c2, end) in ContinuousCorners.cubics {
                cubic(to: place(end), control1: place(c1), control2: place(c2))
            }
        }
        close()
    }
}
