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
        let r = UInt32(color.r), g = UInt32(color.g), b = UInt32(color.b), a = UInt32(color.a)
        guard let mask else {
            // One coverage for the whole run: scale the colour once.
            let k = UInt32(coverage)
            over(div255(r * k), div255(g * k), div255(b * k), div255(a * k), count: count, into: pixels)
            return
        }
        let constant = UInt32(coverage)
        for i in 0..<count {
            let m = UInt32(mask[i])
            if m == 0 { continue }
            let k = m == 255 ? constant : div255(constant * m)
            if k == 0 { continue }
            if k == 255 {
                over(r, g, b, a, count: 1, into: pixels + i &* 4)
            } else {
                over(div255(r * k), div255(g * k), div255(b * k), div255(a * k), count: 1, into: pixels + i &* 4)
            }
        }
    }

    /// Source-over of one premultiplied colour onto `count` pixels.
    @inline(__always)
    static func over(
        _ sr: UInt32, _ sg: UInt32, _ sb: UInt32, _ sa: UInt32, count: Int, into pixels: UnsafeMutablePointer<UInt8>
    ) {
        if sa == 0 { return }
        if sa == 255 {
            let word = sr | sg << 8 | sb << 16 | sa << 24
            UnsafeMutableRawPointer(pixels).withMemoryRebound(to: UInt32.self, capacity: count) { words in
                words.update(repeating: word.littleEndian, count: count)
            }
            return
        }
        // Whole pixels as little-endian words, two channels at a time in 16-bit lanes (red and blue, then
        // green and alpha): each lane is `div255(channel × inverse)` by the same Blinn formula, exact. The
        // sum cannot carry into the next channel: a premultiplied source channel is at most its alpha and
        // div255(255 × (255 − a)) = 255 − a, so every channel stays ≤ 255. Branch-free, so it vectorises.
        let inverse = 255 - sa
        let source = sr | sg << 8 | sb << 16 | sa << 24
        UnsafeMutableRawPointer(pixels).withMemoryRebound(to: UInt32.self, capacity: count) { words in
            for i in 0..<count {
                let word = UInt32(littleEndian: words[i])
                var redBlue = (word & 0x00FF_00FF) &* inverse &+ 0x0080_0080
                redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                var greenAlpha = ((word >> 8) & 0x00FF_00FF) &* inverse &+ 0x0080_0080
                greenAlpha = ((greenAlpha &+ ((greenAlpha >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
                words[i] = (source &+ (redBlue | greenAlpha << 8)).littleEndian
            }
        }
    }
}
