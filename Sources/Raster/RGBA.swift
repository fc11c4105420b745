/// One 8-bit RGBA colour. Whether it is premultiplied depends on where it is stored:
/// in a `Pixmap`, it is; in a theme or a style, it is straight (not premultiplied).
public struct RGBA: Hashable, Sendable, Codable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
    public static let black = RGBA(r: 0, g: 0, b: 0)
    public static let white = RGBA(r: 255, g: 255, b: 255)

    /// `0xRRGGBB` with an optional alpha.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(r: UInt8(hex >> 16 & 0xFF), g: UInt8(hex >> 8 & 0xFF), b: UInt8(hex & 0xFF), a: alpha)
    }

    /// The same colour with a new alpha.
    public func alpha(_ a: UInt8) -> RGBA { RGBA(r: r, g: g, b: b, a: a) }

    /// `#rrggbb`, for SVG attributes (alpha goes to a separate `*-opacity` attribute).
    public var hexString: String {
        let digits = Array("0123456789abcdef")
        var s = "#"
        for channel in [r, g, b] {
            s.append(digits[Int(channel >> 4)])
            s.append(digits[Int(channel & 0xF)])
        }
        return s
    }

    public var description: String { a == 255 ? hexString : "\(hexString)/\(a)" }
}
