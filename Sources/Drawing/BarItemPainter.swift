import Geometry
import Layout
import Raster
import Screens
import Text

/// One item of a system bar drawn at its laid-out place: a bar button item's title in the tint (semibold for
/// a done item: `BarItemMetrics.titleFont`); a named image the project's asset catalogue holds, at its size in
/// points, centred, as a template image in the item's colour (its alpha kept, its colours replaced: bar items
/// render their images as templates,
/// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(image:style:target:action:)); a
/// system item's SF Symbol or an SF Symbol image as its look-alike (`SymbolLookalike`); or,
/// for a symbol without a look-alike or an image no catalogue holds, a neutral glyph placeholder — a rounded
/// square of the glyph's size, outlined in the item's colour over a faint fill of it — since Apple's symbols
/// cannot be shipped. A document's item that names no image draws no glyph, as UIKit shows none. Those items are
/// named as not drawn exactly (`ControllerSpec.barSubstitutes`). Sizes: docs/research/bars.md. An item's custom
/// view is drawn by `ChromePainter` as the screen's views are.
struct BarItemPainter {
    let text: DisplayListText
    /// The catalogue image a name shows on this profile (`Screen.assetImages`' variant), if any.
    var image: (String) -> AssetImage.Variant? = { _ in nil }
    /// The Material icon an SF Symbol image name is drawn as (`Screen.barSymbols`), if any.
    var symbol: (String) -> String? = { _ in nil }

    /// The placeholder's fill: the item's colour at this opacity (out of 255), light enough to tell it
    /// from a real glyph, strong enough to see on the bar.
    static let glyphFillAlpha: UInt8 = 64

    /// A bar button item (navigation bar, toolbar) in `frame`, in `colour`.
    func button(_ item: BarItemSpec, in frame: Rect, colour: Color) -> [Node] {
        if let system = item.barSystemItem, system.isSpace { return [] }
        if let title = item.buttonTitle {
            return [.text(text.run(title, in: frame, font: BarItemMetrics.titleFont(bold: item.isBold), color: colour))]
        }
        return glyph(for: item, centre: Point(x: frame.midX, y: frame.midY), size: BarItemMetrics.glyphSize, colour: colour)
    }

    /// The item's SF Symbol as its look-alike, the icon font's 24-unit grid filling the `size`-point glyph box (the
    /// size Apple's guidelines give the icon, `BarItemMetrics`); else its catalogue image, tinted, centred on
    /// `centre`; else the glyph placeholder of `size`.
    func glyph(for item: BarItemSpec, centre: Point, size: Double, colour: Color) -> [Node] {
        // A document's item without an image shows none: its title alone (`BarItemSpec.showsNoImage`).
        if item.showsNoImage { return [] }
        if item.barSystemItem == nil, item.tabSystemItem == nil, let name = item.image,
           let symbol = SymbolPainter(icon: symbol(name), colour: colour) {
            return symbol.centred(at: centre, em: size)
        }
        // A system item's glyph: its SF Symbol's look-alike (`SystemBarItem.symbolName`, `SystemTabItem.symbolName`).
        if let name = item.barSystemItem?.symbolName ?? item.tabSystemItem?.symbolName, let symbol = SymbolPainter(icon: SymbolLookalike.drawableIcon(for: name), colour: colour) {
            return symbol.centred(at: centre, em: size)
        }
        guard item.barSystemItem == nil, item.tabSystemItem == nil, let name = item.image, let variant = image(name) else {
            return glyph(centre: centre, size: size, colour: colour)
        }
        let file = variant.image
        let scale = Double(max(1, variant.scale))
        let points = file.size(atScale: scale)
        let rect = Rect(x: centre.x - points.width / 2, y: centre.y - points.height / 2, width: points.width, height: points.height)
        let key = "image-\(file.sha256)-\(colour.hexString.dropFirst())\(colour.a)"
        return [.bitmap(Bitmap(rect: rect, pixels: Self.template(file, colour), key: key))]
    }

    /// A template image: every pixel `colour` at the image's own coverage (its alpha times the colour's),
    /// premultiplied as `Pixmap` stores it.
    static func template(_ file: ImageFile, _ colour: Color) -> Pixmap {
        var data = [UInt8](repeating: 0, count: file.pixels.count)
        for i in stride(from: 0, to: file.pixels.count, by: 4) {
            let a = (Int(file.pixels[i + 3]) * Int(colour.a) + 127) / 255
            data[i] = UInt8((Int(colour.r) * a + 127) / 255)
            data[i + 1] = UInt8((Int(colour.g) * a + 127) / 255)
            data[i + 2] = UInt8((Int(colour.b) * a + 127) / 255)
            data[i + 3] = UInt8(a)
        }
        return Pixmap(width: file.width, height: file.height, data: data)
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
}
