/// pixelmatch 7.2.0's colour distance: squared YIQ difference weighted as in Kotsarenko &
/// Ramos, "Measuring perceived color difference using YIQ NTSC transmission color space in
/// mobile applications" (2010). Constants and evaluation order follow pixelmatch's `colorDelta`
/// so that results agree to the last bit of a `Double`.
enum YIQ {
    /// The largest possible value of `delta` (black against white): `threshold² ×` this is the cut-off.
    static let maximumDelta = 35215.0

    /// The background channel pixelmatch blends translucent pixels over: a pseudo-random
    /// checkerboard keyed by the byte offset `k` of the first pixel, or white.
    @inline(__always)
    static func background(_ k: Int, checkerboard: Bool) -> (r: Double, g: Double, b: Double) {
        guard checkerboard else { return (255, 255, 255) }
        let r = 48.0 + 159.0 * Double(k & 1)
        let g = 48.0 + 159.0 * Double(Int(Double(k) / 1.618033988749895) & 1)
        let b = 48.0 + 159.0 * Double(Int(Double(k) / 2.618033988749895) & 1)
        return (r, g, b)
    }

    /// Squared YIQ distance between pixel at byte offset `k` of `first` and `m` of `second`;
    /// negative when the second pixel is darker. With `brightnessOnly`, the signed Y difference.
    @inline(__always)
    static func delta(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, _ k: Int, _ m: Int,
                      brightnessOnly: Bool, checkerboard: Bool) -> Double {
        let r1 = Double(first[k]), g1 = Double(first[k + 1]), b1 = Double(first[k + 2]), a1 = Double(first[k + 3])
        let r2 = Double(second[m]), g2 = Double(second[m + 1]), b2 = Double(second[m + 2]), a2 = Double(second[m + 3])
        var dr = r1 - r2
        var dg = g1 - g2
        var db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let background = background(k, checkerboard: checkerboard)
            dr = (r1 * a1 - r2 * a2 - background.r * da) / 255
            dg = (g1 * a1 - g2 * a2 - background.g * da) / 255
            db = (b1 * a1 - b2 * a2 - background.b * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if brightnessOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The faded grey value pixelmatch draws for an unchanged pixel: its brightness blended
    /// with white by `alpha × a/255`, truncated to a byte as a typed-array store does.
    @inline(__always)
    static func fadedGray(_ image: UnsafePointer<UInt8>, _ k: Int, alpha: Double) -> UInt8 {
        let brightness = Double(image[k]) * 0.29889531 + Double(image[k + 1]) * 0.58662247
            + Double(image[k + 2]) * 0.11448223
        let value = 255 + (brightness - 255) * alpha * Double(image[k + 3]) / 255
        return UInt8(min(max(value, 0), 255))
    }
}
