import Geometry
import Layout
import Text

/// UIButton as its type and configuration draw it (docs/research/controls.md §11):
/// - `system` (a template's default): the title in the tint, no fill
///   (https://developer.apple.com/documentation/uikit/uibutton/buttontype/system); `custom`: the title in
///   white, UIKit's default title colour for a custom button (assumed) — in both, `setTitleColor(_:for:)`
///   (`textColor:`) wins;
/// - `detailDisclosure`, `infoLight`, `infoDark`: the info glyph (a ringed "i") in the tint; `contactAdd`:
///   a ringed plus; `close`: a grey disc with a cross
///   (https://developer.apple.com/documentation/uikit/uibutton/buttontype);
/// - an iOS 15 configuration (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct):
///   `plain`/`borderless` a tinted title; `gray`/`bordered` a grey fill (secondarySystemFill, assumed) under a
///   tinted title; `tinted`/`borderedTinted` the tint at 15 % (assumed) under a tinted title;
///   `filled`/`borderedProminent` the tint under a white title; the fill's corners follow `cornerStyle`;
///   a `subtitle` sits under the title; a `baseBackgroundColor` takes the tint's place in the fill
///   (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/basebackgroundcolor);
///   a colour set on the configuration's `background` is the fill in any style, `plain` included
///   (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/background: the
///   title and image are laid out on top of the background).
/// The content sits in the content rectangle — a classic button's bounds less `contentEdgeInsets`, the title
/// alone also less `titleEdgeInsets` (https://developer.apple.com/documentation/uikit/uibutton/titleedgeinsets:
/// a positive inset moves that edge towards the centre) — where the content alignments place it
/// (`ButtonContentAlignment`).
/// Whatever the colours, a title is never drawn in its background's colour: it takes white or black,
/// whichever stands out.
struct ButtonPainter {
    let look: ControlLook
    let text: DisplayListText
    let title: String
    let font: TextFont
    let anchor: TextRun.Anchor
    let control: ButtonLook
    /// The view's own background colour (`backgroundColor`), already drawn under the button.
    let background: Color?
    /// The image beside the title; `nil`: the title alone.
    var image: ButtonImage? = nil
    /// The layout direction is right-to-left: a leading image sits right of the title.
    var rightToLeft = false
    /// The attributed title's runs when they differ in font or colour (`AttributedRun`): its one line set run by run,
    /// each in its own font and colour (a run with none in the title's), as a label's (`AttributedRunLines`).
    var runs: [AttributedRun]? = nil

    func nodes(in frame: Rect) -> [Node] {
        switch control.buttonType {
        case "detailDisclosure", "infoLight", "infoDark": return glyph(.info, in: frame)
        case "contactAdd": return glyph(.add, in: frame)
        case "close": return glyph(.close, in: frame)
        default: break
        }
        var nodes: [Node] = []
        var foreground = look.tint
        var fill: Color?
        if let style = control.buttonStyle {
            let base = look.colour(control.baseBackground, else: look.tint)
            switch style {
            case "gray", "bordered": fill = look.colour(control.baseBackground, else: look.system(.secondarySystemFill))
            case "tinted", "borderedTinted": fill = base.alpha(UInt8(Int(base.a) * 38 / 255))
            case "filled", "borderedProminent":
                fill = base
                foreground = Color(hex: 0xFFFFFF)
            default: break
            }
            // A colour set on the configuration's background is its fill, whatever the style.
            if let colour = control.configurationBackground { fill = look.colour(colour, else: look.tint) }
            if let fill {
                // The capsule style is a stadium: semicircular ends
                // (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/cornerstyle-swift.enum/capsule).
                let shape = control.cornerStyle == "capsule"
                    ? Path(capsuleIn: frame) : Path(continuousRoundedRect: frame, cornerRadius: cornerRadius(frame))
                nodes.append(.shape(Shape(path: shape, fill: fill)))
            }
        } else if control.buttonType == "custom" {
            foreground = Color(hex: 0xFFFFFF)
        }
        foreground = look.colour(control.titleColour, else: foreground)
        // Only an opaque enough fill hides a title of its colour: the tinted styles' 15 % wash keeps its
        // tinted title.
        if let behind = fill ?? background, behind.a >= 128, Self.sameColour(behind, foreground) {
            foreground = Self.contrasting(behind)
        }
        var inset = control.buttonStyle == nil ? 0.0 : 12.0
        let alignment = ButtonContentAlignment(
            horizontal: control.horizontalAlignment, vertical: control.verticalAlignment, rightToLeft: rightToLeft)
        var anchor = alignment.anchor ?? anchor
        let subFont = TextFont(size: 15)
        let subtitle = control.buttonStyle == nil ? nil : control.subtitle.flatMap { $0.isEmpty ? nil : $0 }
        // A title of runs: its first line, as the measurer measures it (`AttributedRunLines.lines(of:)`).
        let runLine = runs.flatMap { AttributedRunLines.lines(of: $0).first }
        let titleLine = runLine.map { AttributedRunLines.metrics(of: $0, typesetter: text.typesetter).lineHeight }
            ?? text.typesetter.metrics(for: font).lineHeight
        let subLine = subtitle == nil ? 0 : text.typesetter.metrics(for: subFont).lineHeight
        let box = frame.inset(by: control.contentInsets)
        var textFrame = box.inset(by: control.titleInsets)
        if let image {
            // A configuration's image takes its foreground colour, as its title does; a classic button's
            // template image takes the tint (https://developer.apple.com/documentation/uikit/uiview/tintcolor).
            let colour = control.buttonStyle == nil ? look.tint : foreground
            let titleWidth = max(
                runLine.map { AttributedRunLines.width(of: $0, typesetter: text.typesetter) } ?? text.typesetter.width(of: title, font: font), subtitle.map { text.typesetter.width(of: $0, font: subFont) } ?? 0)
            let placed = content(in: box, inset: inset, anchor: anchor, alignment: alignment, image: image.size, title: Size(width: titleWidth, height: titleLine + subLine))
            nodes.append(.group(Group(className: "button-image", clip: Path(rect: frame), nodes: image.draw(placed.image, colour))))
            textFrame = placed.title
            if placed.beside { (anchor, inset) = (.middle, 0) }
        }
        if let subtitle {
            let top = alignment.line(titleLine + subLine, in: textFrame).midY - (titleLine + subLine) / 2
            nodes.append(.text(text.run(title, in: Rect(x: textFrame.minX, y: top, width: textFrame.width, height: titleLine), font: font, anchor: anchor, inset: inset, color: foreground)))
            nodes.append(.text(text.run(subtitle, in: Rect(x: textFrame.minX, y: top + titleLine, width: textFrame.width, height: subLine), font: subFont, anchor: anchor, inset: inset, color: foreground)))
        } else if let runLine {
            let line = alignment.line(titleLine, in: textFrame).inset(by: EdgeInsets(top: 0, left: inset, bottom: 0, right: inset))
            nodes.append(contentsOf: text.runs(
                [runLine], in: line, anchor: anchor, spacing: nil, colour: { look.colour($0.color, else: foreground) }).map(Node.text))
        } else if !title.isEmpty {
            nodes.append(.text(text.run(title, in: alignment.line(titleLine, in: textFrame), font: font, anchor: anchor, inset: inset, color: foreground)))
        }
        return nodes
    }

    /// Where the image and the title go when the button shows both, as UIButton lays out its content: the two
    /// as one group, placed in the content rectangle `frame` (less the configuration's 12-pt inset) by the
    /// content alignment — centred unless `anchor` puts it at an edge
    /// (https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment) — and vertically
    /// as `alignment` says (centred by default). The image is on the title's leading side, the right in right-to-left layouts
    /// (https://developer.apple.com/documentation/uikit/uibutton); a configuration's `imagePlacement` may put
    /// it trailing, above or below, `imagePadding` points from the title
    /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imageplacement,
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imagepadding;
    /// no padding when the document gives none, assumed). A title too wide for what the image leaves is cut,
    /// not the image. `beside`: the title's rectangle is exactly its width (the image beside it); else it is the
    /// frame's width, the title placed in it as it would be alone.
    private func content(in frame: Rect, inset: Double, anchor: TextRun.Anchor, alignment: ButtonContentAlignment, image: Size, title: Size) -> (image: Rect, title: Rect, beside: Bool) {
        let padding = control.imagePadding ?? 0
        let box = Rect(x: frame.minX + inset, y: frame.minY, width: max(0, frame.width - 2 * inset), height: frame.height)
        func x(_ width: Double) -> Double {
            switch anchor {
            case .start: box.minX
            case .middle: box.midX - width / 2
            case .end: box.maxX - width
            }
        }
        switch control.imagePlacement {
        case "top", "bottom":
            let height = image.height + padding + title.height
            let top = alignment.line(height, in: frame).midY - height / 2
            let imageTop = control.imagePlacement == "top" ? top : top + title.height + padding
            let titleTop = control.imagePlacement == "top" ? top + image.height + padding : top
            return (Rect(x: x(image.width), y: imageTop, width: image.width, height: image.height),
                    Rect(x: frame.minX, y: titleTop, width: frame.width, height: title.height), false)
        default:
            let titleWidth = min(title.width, max(0, box.width - image.width - padding))
            let left = x(image.width + padding + titleWidth)
            let imageFirst = (control.imagePlacement == "trailing") == rightToLeft
            let imageX = imageFirst ? left : left + titleWidth + padding
            let titleX = imageFirst ? left + image.width + padding : left
            let row = alignment.line(max(image.height, title.height), in: frame)
            return (Rect(x: imageX, y: row.midY - image.height / 2, width: image.width, height: image.height),
                    Rect(x: titleX, y: row.minY, width: titleWidth, height: row.height), true)
        }
    }

    /// `cornerStyle` as a radius (assumed values, docs/research/controls.md §11): small 6, medium and the
    /// default (dynamic) 8, large 12, capsule half the height. `fixed` and `dynamic` use the background's
    /// `cornerRadius` when the document sets one (at the default text size, which is what dynamic adjusts for:
    /// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/cornerstyle-swift.enum),
    /// else 8.
    private func cornerRadius(_ frame: Rect) -> Double {
        switch control.cornerStyle {
        case "capsule": frame.height / 2
        case "small": min(6, frame.height / 2)
        case "medium": min(8, frame.height / 2)
        case "large": min(12, frame.height / 2)
        default: min(max(0, control.backgroundCornerRadius ?? 8), frame.height / 2)
        }
    }

    enum Glyph { case info, add, close }

    private func glyph(_ glyph: Glyph, in frame: Rect) -> [Node] {
        let diameter = min(frame.width, frame.height, glyph == .close ? 30 : 22)
        guard diameter >= 8 else { return [] }
        let centre = Point(x: frame.midX, y: frame.midY)
        let r = diameter / 2
        switch glyph {
        case .info:
            var stem = Path(rect: Rect(x: centre.x - r * 0.09, y: centre.y - r * 0.15, width: r * 0.18, height: r * 0.65))
            stem.append(Path(circleAt: Point(x: centre.x, y: centre.y - r * 0.42), radius: r * 0.12))
            return [
                .shape(Shape(path: Path(circleAt: centre, radius: r - 0.75), stroke: Stroke(color: look.tint, width: 1.5))),
                .shape(Shape(path: stem, fill: look.tint)),
            ]
        case .add:
            let arm = r * 0.5, weight = max(1.5, r * 0.14)
            var cross = Path(rect: Rect(x: centre.x - arm, y: centre.y - weight / 2, width: 2 * arm, height: weight))
            cross.append(Path(rect: Rect(x: centre.x - weight / 2, y: centre.y - arm, width: weight, height: 2 * arm)))
            return [
                .shape(Shape(path: Path(circleAt: centre, radius: r - 0.75), stroke: Stroke(color: look.tint, width: 1.5))),
                .shape(Shape(path: cross, fill: look.tint)),
            ]
        case .close:
            let arm = r * 0.32
            var cross = Path()
            cross.move(to: centre + Point(x: -arm, y: -arm))
            cross.line(to: centre + Point(x: arm, y: arm))
            cross.move(to: centre + Point(x: arm, y: -arm))
            cross.line(to: centre + Point(x: -arm, y: arm))
            return [
                .shape(Shape(path: Path(circleAt: centre, radius: r), fill: look.system(.tertiarySystemFill))),
                .shape(Shape(path: cross, stroke: Stroke(color: look.theme.secondaryLabel, width: max(1.5, r * 0.13), cap: .round))),
            ]
        }
    }

    /// Two colours a reader cannot tell apart as text on fill: every channel within 24 of the other's.
    static func sameColour(_ a: Color, _ b: Color) -> Bool {
        abs(Int(a.r) - Int(b.r)) <= 24 && abs(Int(a.g) - Int(b.g)) <= 24 && abs(Int(a.b) - Int(b.b)) <= 24
    }

    /// White on a dark fill, black on a light one (Rec. 709 luma, integer weights 2126/7152/722).
    static func contrasting(_ fill: Color) -> Color {
        let luma = 2126 * Int(fill.r) + 7152 * Int(fill.g) + 722 * Int(fill.b)
        return luma < 140 * 10_000 ? Color(hex: 0xFFFFFF) : Color(hex: 0x000000)
    }
}
