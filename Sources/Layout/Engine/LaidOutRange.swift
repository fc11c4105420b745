import Diagnostics
import Geometry

/// Holds every laid-out number to `InputLimits.laidOutMagnitude` after the constraints' arithmetic: each
/// value a template or document writes is bounded, but multipliers multiply along a chain of constraints
/// (five `b.width = a.width * 100000` reach 10^25) and constants add up, and the stages after layout turn
/// points into pixel counts, candidate grids and loop bounds. The first view beyond the bound (or not
/// finite) is named, at its line, and the layout refused.
enum LaidOutRange {
    /// The error for the first view whose frame leaves the bound (or whose scroll content is not finite);
    /// `nil` when all stay within it.
    static func problem(in views: [LaidOutView], screenLocation: SourceLocation, limits: InputLimits = .standard) -> Diagnostic? {
        let bound = limits.laidOutMagnitude
        // Each layout passes here once with every view: the views are read in place and the numbers tested one
        // by one (a `for view in views` loop copied each view, and a list of the numbers was allocated twice a view).
        func within(_ value: Double) -> Bool { value.isFinite && abs(value) <= bound }
        for k in views.indices {
            let f = views[k].frame
            var fits = within(f.minX) && within(f.minY) && within(f.width) && within(f.height) && within(f.maxX) && within(f.maxY)
            // A scroll view's content may be far larger than any frame (100,000 sections of 100,000 rows):
            // its rows are drawn only where they show, so it need only be finite.
            if fits, let scroll = views[k].scroll {
                fits = scroll.contentSize.width.isFinite && scroll.contentSize.height.isFinite && scroll.contentOffset.x.isFinite
                    && scroll.contentOffset.y.isFinite && scroll.firstRowY.isFinite && scroll.rowHeight.isFinite
            }
            guard !fits else { continue }
            let view = views[k]
            return Diagnostic(.error, at: view.location ?? screenLocation,
                "'\(view.id)' is laid out at \(shown(f.minX)), \(shown(f.minY)) with size \(shown(f.width)) × \(shown(f.height)): "
                    + "beyond ±\(DecimalNumber.fixed(bound, digits: 0)) points (limit 'laidOutMagnitude'); "
                    + "its constraints' multipliers or constants grow too large along their chain")
        }
        return nil
    }

    /// A coordinate in the message: the shortest digits that read back, or the name of what is not finite.
    private static func shown(_ value: Double) -> String {
        if value.isNaN { return "not a number" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        return "\(value)"
    }
}
