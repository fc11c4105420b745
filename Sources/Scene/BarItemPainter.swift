import Geometry
import Layout
import Screens
import Text

/// One item of a system bar drawn at its laid-out place: a bar button item's title in the tint (semibold for
/// a done item: `BarItemMetrics.titleFont`), or, for a system item with a symbol or a named image, a neutral
/// glyph placeholder — a rounded square of the glyph's size, outlined in the item's colour over a faint fill
/// of it — since Apple's symbols cannot be shipped and the app's images are not read here. Those items are
/// named as not drawn exactly (`ControllerSpec.barSubstitutes`). Sizes: docs/research/bars.md.
struct BarItemPainter {
    let text: SceneText

    /// The placeholder's fill: the item's colour at this opacity (out of 255), light enough to tell it
    /// from a real glyph, strong enough to see on the bar.
    static let glyphFillAlpha: UInt8 = 64

    /// A bar button item (navigation bar, toolbar) in `frame`, in `colour`.
    func button(_ item: BarItemSpec, in frame: Rect, colour: Color) -> [Node] {
        if let system = item.barSystemItem, system.isSpace { return [] }
        if let title = item.buttonTitle {
            return [.text(text.run(title, in: frame, font: BarItemMetrics.titleFont(bold: item.isBold), color: colour))]
        }
        return glyph(centre: Point(x: frame.midX, y: frame.midY), size: BarItemMetrics.glyphSize, colour: colour)
    }

    /// The glyph placeholder: a `size`-point rounded square centred on `centre`.
    func glyph(centre: Point, size: Double, colour: Color) -> [Node] {
        let square = Rect(x: centre.x - size / 2, y: centre.y - size / 2, width: size, height: size)
        let radius = size / 4
        return [
            .shape(Shape(path: Path(continuousRoundedRect: square, cornerRadius: radius), fill: colour.alpha(Self.glyphFillAlpha))),
            .shape(Shape(path: Path(continuousRoundedRect: square.inset(by: .all(0.75)), cornerRadius: radius - 0.75),
                         stroke: Stroke(color: colour, width: 1.5))),
        ]
    }

    /// The width a bar button item takes in a toolbar: its title's, a glyph's, a fixed space's; 0 for a
    /// flexible space (which shares what is left).
    func width(of item: BarItemSpec) -> Double {
        if let system = item.barSystemItem, system.isSpace {
            return system == .fixedSpace ? item.width ?? BarItemMetrics.defaultFixedSpace : 0
        }
        guard let title = item.buttonTitle else { return BarItemMetrics.glyphSize }
        return text.typesetter.width(of: title, font: BarItemMetrics.titleFont(bold: item.isBold))
    }
}
