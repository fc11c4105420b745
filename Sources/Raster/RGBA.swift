/// One 8-bit RGBA colour. Whether it is premultiplied depends on where it is stored:
/// in a `Pixmap`, it is; in a theme or a style, it is straight (not premultiplied).
package struct RGBA: Hashable, Sendable, Codable, CustomStringConvertible {
    package var r: UInt8
    package var g: UInt8
    package var b: UInt8
    package var a: UInt8

    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    package static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
    static let black = RGBA(r: 0, g: 0, b: 0)
    static let white = RGBA(r: 255, g: 255, b: 255)

    /// `0xRRGGBB` with an optional alpha.
    package init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(r: UInt8(hex >> 16 & 0xFF), g: UInt8(hex >> 8 & 0xFF), b: UInt8(hex & 0xFF), a: alpha)
    }

    /// The same colour with a new alpha.
    package func alpha(_ a: UInt8) -> RGBA { RGBA(r: r, g: g, b: b, a: a) }

    /// `#rrggbb`, for SVG attributes (alpha goes to a separate `*-opacity` attribute).
    package var hexString: String {
        let digits = Array("0123456789abcdef")
        var s = "#"
        for channel in [r, g, b] {
            s.append(digits[Int(channel >> 4)])
            s.append(digits[Int(channel & 0xF)])
        }
        return s
    }

    package var description: String { a == 255 ? hexString : "\(hexString)/\(a)" }
}
