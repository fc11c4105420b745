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

    /// Source-over of one premultiplied colour scaled by `coverage` (0–255) onto `count` pixels.
    ///
    /// `pixels` points at the first RGBA byte of the run; `mask`, when given, holds one more
    /// coverage per pixel that multiplies the first. Fully covered pixels under an opaque colour
    /// are stored directly, which is what most of a UI's area is.
    @inline(__always)
    static func blend(
        _ color: RGBA, coverage: UInt8, count: Int, mask: UnsafePointer<UInt8>?, into pixels: UnsafeMutablePointer<UInt8>
    ) {
        if mask == nil, coverage == 255, color.a == 255 {
            let word = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
            UnsafeMutableRawPointer(pixels).withMemoryRebound(to: UInt32.self, capacity: count) { words in
                words.update(repeating: UInt32(littleEndian: word), count: count)
            }
            return
        }
        let r = UInt32(color.r), g = UInt32(color.g), b = UInt32(color.b), a = UInt32(color.a)
        let constant = UInt32(coverage)
        for i in 0..<count {
            var k = constant
            if let mask { k = div255(k * UInt32(mask[i])) }
            if k == 0 { continue }
            let p = pixels + i &* 4
            let sr: UInt32, sg: UInt32, sb: UInt32, sa: UInt32
            if k == 255 {
                (sr, sg, sb, sa) = (r, g, b, a)
            } else {
                (sr, sg, sb, sa) = (div255(r * k), div255(g * k), div255(b * k), div255(a * k))
            }
            if sa == 255 {
                p[0] = UInt8(sr)
                p[1] = UInt8(sg)
                p[2] = UInt8(sb)
                p[3] = 255
                continue
            }
            let inverse = 255 - sa
            p[0] = UInt8(sr + div255(UInt32(p[0]) * inverse))
            p[1] = UInt8(sg + div255(UInt32(p[1]) * inverse))
            p[2] = UInt8(sb + div255(UInt32(p[2]) * inverse))
            p[3] = UInt8(sa + div255(UInt32(p[3]) * inverse))
        }
    }
}
