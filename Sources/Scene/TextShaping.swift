import Geometry

/// Turns a string into positioned glyph outlines. The scene builder asks for text through this,
/// so it needs no font files itself; `FontTextShaper` (FreeType) is the real one, tests may fake it.
public protocol TextShaping: Sendable {
    /// The CSS `font-family` list the SVG names for `<text>`.
    var fontFamily: String { get }
    /// The text laid out on one line with its baseline starting at (0, 0), y down.
    func shape(_ string: String, size: Double, weight: FontWeight) -> ShapedText
}

/// A UI font weight, by its CSS number.
public enum FontWeight: Int, Hashable, Sendable, Codable {
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
}

/// One line of laid-out text.
public struct ShapedText: Hashable, Sendable {
    /// Glyph outlines with the baseline starting at (0, 0).
    public var outline: Path
    /// The advance width of the line.
    public var width: Double
    /// Distance from the baseline up to the top of tall glyphs (positive).
    public var ascent: Double
    /// Distance from the baseline down to the bottom of descenders (positive).
    public var descent: Double

    public init(outline: Path, width: Double, ascent: Double, descent: Double) {
        self.outline = outline
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }
}

extension TextShaping {
    /// A `TextRun` for the scene: `string` placed with its baseline at `origin`, aligned by `anchor`.
    public func run(
        _ string: String, at origin: Point, size: Double, weight: FontWeight = .regular,
        anchor: TextRun.Anchor = .start, color: Color
    ) -> TextRun {
        let shaped = shape(string, size: size, weight: weight)
        let startX: Double
        switch anchor {
        case .start: startX = origin.x
        case .middle: startX = origin.x - shaped.width / 2
        case .end: startX = origin.x - shaped.width
        }
        return TextRun(
            string: string, origin: origin, anchor: anchor, fontSize: size, fontWeight: weight.rawValue,
            fontFamily: fontFamily, color: color,
            outline: shaped.outline.applying(.translate(x: startX, y: origin.y)), width: shaped.width)
    }

    /// `string` vertically centred in `rect` (by ascent and descent), aligned by `anchor` within it.
    public func run(
        _ string: String, centredIn rect: Rect, size: Double, weight: FontWeight = .regular,
        anchor: TextRun.Anchor = .middle, inset: Double = 0, color: Color
    ) -> TextRun {
        let shaped = shape(string, size: size, weight: weight)
        let baseline = rect.midY + (shaped.ascent - shaped.descent) / 2
        let x: Double
        switch anchor {
        case .start: x = rect.minX + inset
        case .middle: x = rect.midX
        case .end: x = rect.maxX - inset
        }
        return run(string, at: Point(x: x, y: baseline), size: size, weight: weight, anchor: anchor, color: color)
    }
}
