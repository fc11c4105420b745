/// Pixels stored as 8-bit RGBA rows, four bytes a pixel, `width` pixels a row: a `Pixmap`
/// (premultiplied) or a decoded PNG (`StraightImage`, straight). One subscript serves both.
package protocol RGBAPixels {
    var width: Int { get }
    var data: [UInt8] { get set }
}

extension RGBAPixels {
    /// The colour at (x, y), premultiplied or straight as the storage is.
    package subscript(x: Int, y: Int) -> RGBA {
        get {
            let i = (y * width + x) * 4
            return RGBA(r: data[i], g: data[i + 1], b: data[i + 2], a: data[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            data[i] = newValue.r
            data[i + 1] = newValue.g
            data[i + 2] = newValue.b
            data[i + 3] = newValue.a
        }
    }
}
