import Geometry

/// A filled and/or stroked path.
package struct Shape: Hashable, Sendable {
    package var path: Path
    package var fill: Color?
    package var fillRule: FillRule
    package var stroke: Stroke?

    package init(path: Path, fill: Color? = nil, fillRule: FillRule = .nonZero, stroke: Stroke? = nil) {
        self.path = path
        self.fill = fill
        self.fillRule = fillRule
        self.stroke = stroke
    }
}
