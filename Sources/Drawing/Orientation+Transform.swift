import Devices
import Geometry

extension Orientation {
    /// Maps portrait screen coordinates (where the catalogue states the sensor housing) onto the
    /// screen as the user sees it in this orientation. `portraitSize` is the screen in portrait.
    ///
    /// Landscape-left has the home indicator on the left and the housing on the right: the device
    /// turned a quarter clockwise, `(x, y) ↦ (H − y, x)`. Landscape-right is the mirror: `(x, y) ↦ (y, W − x)`.
    /// Quarter turns only, so the transform is exact (no trigonometry).
    func transform(fromPortrait portraitSize: Size) -> AffineTransform {
        switch self {
        case .portrait:
            .identity
        case .landscapeLeft:
            AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: portraitSize.height, ty: 0)
        case .landscapeRight:
            AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: portraitSize.width)
        }
    }
}
