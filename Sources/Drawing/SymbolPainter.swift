import Geometry
import Screens
import Text

/// An SF Symbol drawn as its Material look-alike (`SymbolLookalike` picks the icon, `SymbolFont` holds the font):
/// the icon's outline filled in the view's tint, as UIKit draws a symbol image, which is a template image
/// (https://developer.apple.com/documentation/uikit/configuring-and-displaying-symbol-images-in-your-ui).
/// It is a path in the scene, so the SVG and the PNG draw the same outline.
struct SymbolPainter {
    let outline: Path
    let colour: Color

    /// The painter of Material icon `icon`, or `nil` when there is none to draw (no icon, or the font lacks it).
    init?(icon: String?, colour: Color) {
        guard let icon, case .success(let font) = SymbolFont.standard, let outline = font.outline(ofIcon: icon) else { return nil }
        self.outline = outline
        self.colour = colour
    }

    init(outline: Path, colour: Color) {
        self.outline = outline
        self.colour = colour
    }

    /// The point size of a symbol image with no configuration of its own: the body text style's, 17 pt at the
    /// default content size (https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration: a
    /// symbol image's point size follows a text style; body is assumed for the default, as a button's
    /// configuration uses it, https://developer.apple.com/documentation/uikit/uibutton/configuration).
    static let defaultPointSize = 17.0

    /// The em of the icon font per point of symbol size: Material icons are drawn on a 24-unit grid whose
    /// glyphs keep to the 20-unit live area inside it
    /// (https://m2.material.io/design/iconography/system-icons.html, "Design principles"), so a symbol of
    /// point size P is the icon with its live area P points across.
    static let emPerPoint = 24.0 / 20.0

    /// The icon's ink (its outline's control bounds) in ems.
    private var ink: Rect { outline.controlBounds }

    /// An image view's symbol: placed by the view's content mode as UIImageView places an image of the symbol's
    /// size at the default point size (`aspectFit`, which Interface Builder gives symbol image views, scales it to
    /// the frame), clipped to the frame.
    func fitted(in frame: Rect, mode: ContentMode) -> [Node] {
        let ink = ink
        guard ink.width > 0, ink.height > 0 else { return [] }
        let em = Self.defaultPointSize * Self.emPerPoint
        let rect = mode.rect(for: Size(width: ink.width * em, height: ink.height * em), in: frame)
        return [.group(Group(className: "symbol", clip: Path(rect: frame), nodes: [shape(ink, onto: rect)]))]
    }

    /// A symbol at a fixed size (a button's, a bar item's): the icon at `em` points to the em, its ink centred on
    /// `centre`.
    func centred(at centre: Point, em: Double) -> [Node] {
        let ink = ink
        guard ink.width > 0, ink.height > 0 else { return [] }
        let size = Size(width: ink.width * em, height: ink.height * em)
        let rect = Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
        return [.group(Group(className: "symbol", nodes: [shape(ink, onto: rect)]))]
    }

    /// The size of the icon's ink at `em` points to the em (`centred(at:em:)` draws it so).
    func size(em: Double) -> Size { Size(width: ink.width * em, height: ink.height * em) }

    /// The outline with its ink mapped onto `rect`.
    private func shape(_ ink: Rect, onto rect: Rect) -> Node {
        let sx = rect.width / ink.width, sy = rect.height / ink.height
        let transform = AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: rect.minX - ink.minX * sx, ty: rect.minY - ink.minY * sy)
        return .shape(Shape(path: outline.applying(transform), fill: colour))
    }
}
