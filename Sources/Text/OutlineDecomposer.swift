import CFreeType
import Geometry

/// Turns a FreeType outline into a `Path` through `FT_Outline_Decompose`, flipping y to point down.
///
/// FreeType reports each contour as a `move_to` followed by segments and closes contours implicitly;
/// we emit an explicit `.close` per contour. Degenerate pieces (a segment to the current point,
/// a contour with no segment) are dropped: the header warns they "may be reported" (`ftoutln.h`).
enum OutlineDecomposer {
    /// The path and its number of closed contours.
    static func decompose(_ outline: UnsafeMutablePointer<FT_Outline>) -> (path: Path, contours: Int) {
        var sink = OutlineSink()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                guard let to, let user else { return -1 }
                user.assumingMemoryBound(to: OutlineSink.self).pointee.move(to: point(to.pointee))
                return 0
            },
            line_to: { to, user in
                guard let to, let user else { return -1 }
                user.assumingMemoryBound(to: OutlineSink.self).pointee.line(to: point(to.pointee))
                return 0
            },
            conic_to: { control, to, user in
                guard let control, let to, let user else { return -1 }
                user.assumingMemoryBound(to: OutlineSink.self).pointee.quad(to: point(to.pointee), control: point(control.pointee))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                guard let control1, let control2, let to, let user else { return -1 }
                user.assumingMemoryBound(to: OutlineSink.self).pointee.cubic(
                    to: point(to.pointee), control1: point(control1.pointee), control2: point(control2.pointee))
                return 0
            },
            shift: 0,
            delta: 0)
        let status = withUnsafeMutablePointer(to: &sink) { sinkPointer in
            FT_Outline_Decompose(outline, &funcs, UnsafeMutableRawPointer(sinkPointer))
        }
        guard status == 0 else { return (Path(), 0) }
        sink.finishContour()
        return (Path(elements: sink.elements), sink.contours)
    }
}

/// Font units, y up → y down. `FT_Pos` values are whole font units under `FT_LOAD_NO_SCALE`.
private func point(_ v: FT_Vector) -> Point { Point(x: Double(v.x), y: -Double(v.y)) }
