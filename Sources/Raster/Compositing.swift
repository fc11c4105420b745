/// Integer arithmetic for premultiplied 8-bit colour, exact and identical on every machine.
enum Compositing {
    /// `x / 255` rounded to nearest, exact for every `x` in `0...255 * 255`
    /// (Jim Blinn's trick: (x + 128 + ((x + 128) >> 8)) >> 8).
    @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// A straight (theme) colour premultiplied by its own alpha, as a `Pixmap` stores it.
    static func premultiplied(_ c: RGBA) -> RGBA {
        let a = UInt32(c.a)
        return RGBA(
            r: UInt8(div255(UInt32(c.r) * a)), g: UInt8(div255(UInt32(c.g) * a)),
            b: UInt8(div255(UInt32(c.b) * a)), a: c.a)
    }

    /// Source-over of one premultiplied colour scaled by `coverage` (0–255) onto a row of pixels.
    ///
    /// `pixels` points at the first RGBA byte of the run; `coverage[i]` belongs to pixel `i`.
    /// Fully covered pixels under an opaque colour are stored directly, which is what most of a
    /// UI's area is.
    @inline(__always)
    static func blend(
        _ color: RGBA, coverage: UnsafeBufferPointer<UInt8>, mask: UnsafePointer<UInt8>?,
        into pixels: UnsafeMutablePointer<UInt8>
    ) {
        let r = UInt32(color.r), g = UInt32(color.g), b = UInt32(color.b), a = UInt32(color.a)
        let opaque = color.a == 255
        for i in 0..<coverage.count {
            var k = UInt32(coverage[i])
            if let mask { k = div255(k * UInt32(mask[i])) }
            if k == 0 { continue }
            let p = pixels + i &* 4
            if k == 255 {
                if opaque {
                    p[0] = color.r
                    p[1] = color.g
                    p[2] = color.b
                    p[3] = 255
                    continue
                }
                let inverse = 255 - a
                p[0] = UInt8(r + div255(UInt32(p[0]) * inverse))
                p[1] = UInt8(g + div255(UInt32(p[1]) * inverse))
                p[2] = UInt8(b + div255(UInt32(p[2]) * inverse))
                p[3] = UInt8(a + div255(UInt32(p[3]) * inverse))
                continue
            }
            let sa = div255(a * k)
            let inverse = 255 - sa
            p[0] = UInt8(div255(r * k) + div255(UInt32(p[0]) * inverse))
            p[1] = UInt8(div255(g * k) + div255(UInt32(p[1]) * inverse))
            p[2] = UInt8(div255(b * k) + div255(UInt32(p[2]) * inverse))
            p[3] = UInt8(sa + div255(UInt32(p[3]) * inverse))
        }
    }
}
