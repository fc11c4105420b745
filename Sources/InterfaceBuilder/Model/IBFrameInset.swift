import Geometry

/// `<frame key="frameInset" minX= minY= maxX= maxY= width= height=/>`: how Xcode 8.0 (toolsVersion 11201)
/// saved the frame of a view it lays out by its autoresizing mask, in place of `<rect key="frame">`;
/// Xcode 8.1 and later write the rectangle again (https://github.com/microsoft/WinObjC/issues/1536, where
/// Xcode 8.0's `<frame frameInset>` replaced `<rect>` until Xcode 8.1). An absent number is 0.
///
/// `minX`/`minY` are the frame's origin and `width`/`height` its size: the same views saved by Xcode 7 and
/// then by Xcode 8.0 in one repository's history have `x`, `y`, `width`, `height` equal to them
/// (docs/research/ib-defaults.md §48). `maxX`/`maxY`, the distance of the frame's far edge from the
/// superview's, stand in for an absent width or height, or place the frame from the far edge when only
/// they and the size are written, as their names say (no saved example seen).
package struct IBFrameInset: Hashable, Sendable, Codable {
    var minX: Double?
    var minY: Double?
    var maxX: Double?
    var maxY: Double?
    var width: Double?
    var height: Double?

    /// The frame in its superview's coordinates, for a superview of `superviewSize` (nil when the view has
    /// no superview or the superview's size is not known: the far-edge numbers then count from 0).
    package func frame(in superviewSize: Size?) -> Rect {
        let (x, width) = Self.span(min: minX, max: maxX, length: width, extent: superviewSize?.width ?? 0)
        let (y, height) = Self.span(min: minY, max: maxY, length: height, extent: superviewSize?.height ?? 0)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Origin and length along one axis of a superview `extent` long.
    private static func span(min: Double?, max: Double?, length: Double?, extent: Double) -> (origin: Double, length: Double) {
        switch (min, max, length) {
        case (nil, let max?, let length?): return (extent - max - length, length)
        case (let min, let max, nil): return (min ?? 0, Swift.max(0, extent - (min ?? 0) - (max ?? 0)))
        case (let min, _, let length?): return (min ?? 0, length)
        }
    }
}
