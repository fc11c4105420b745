import AutoLayout
import Checks
import Devices
import Geometry
import Layout
import Raster
import Screens
import Text

/// Draws one template view by its kind, the way a reviewer recognises it: labels and buttons with
/// their text in the real font, table rows with separators, grid items, image placeholders.
struct ViewPainter {
    let text: DisplayListText
    let theme: Theme
    let view: LaidOutView
    let spec: ViewSpec
    /// The view's frame on the canvas.
    let canvasFrame: Rect
    /// Window coordinates to canvas.
    let place: AffineTransform
    /// The run's text stress, as the checks applied it.
    var stress = TextStress.none
    /// The view's effective layout direction: natural text alignment and a row's content start at the
    /// right in right-to-left layouts (https://developer.apple.com/documentation/uikit/nstextalignment/natural).
    var direction = LayoutDirection.leftToRight
    /// The image an image view shows (`image:`), decoded when the template was loaded; `nil`: a placeholder.
    var image: ImageFile?
    /// Pixels per point of `image`: an asset catalogue's `@2x` file is drawn at half its pixel size.
    var imageScale: Double = 1
    /// Whether `image` is a template image (`AssetImage.template`): an image view draws its shape in the view's
    /// tint, a button in its content colour (https://developer.apple.com/documentation/uikit/uiimage/renderingmode/alwaystemplate,
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor).
    var imageTemplate = false
    /// A classic button's background image (`ControlSpec.backgroundImage`), decoded; `nil`: none.
    var backgroundImage: ImageFile?
    /// The Material icon a classic button's SF Symbol background image is drawn as (`Screen.backgroundSymbols`); `nil`: none.
    var backgroundSymbol: String?
    /// The Material icon an SF Symbol image is drawn as (`Screen.symbolViews`, `SymbolPainter`); `nil`: none.
    var symbol: String?
    /// The view's effective tint: its own `tint:`, else its nearest ancestor's, else the app's accent
    /// colour (`AppPainter.tint(of:specs:)`); `nil`: the theme's.
    var tint: Color?
    /// The iOS version the profile runs, for controls iOS drew otherwise before (a page control before iOS 14).
    var ios = Catalogue.newestIOS
    /// The iOS whose controls the profile draws where it is not `ios` (`Profile.canvasControlsIOS`: the canvas of
    /// Xcode 12 and 13 lays `retina6_1` out with iOS 13's metrics but draws iOS 14's controls); `nil`: `ios`'s. A date
    /// picker that names no style shows the one this iOS picks (`ControlSpec.shownDatePickerStyle(ios:)`).
    var controlsIOS: Int?
    /// A switch's own size on the profile (`IntrinsicSizes.switchSize(on:)`).
    var switchSize = IntrinsicSizes.switchSize
    /// Whether the view draws the image placeholder where its image would be (`ScreenViewPainters`): the run names
    /// the image a button or an image view shows, or a button's background image, as one the project does not hold
    /// or Bezel does not draw (`Screen.assetSubstitutes`: "image not in an asset catalogue", a format's name; the
    /// assets leave such a name out of the spec), or a template's image view has no image. A titleless button draws
    /// it where UIKit places the image.
    var imageMissing = false

    private var look: ControlLook { ControlLook(theme: theme, tint: tint ?? theme.tint) }

    /// Where a line with natural alignment starts: the leading edge.
    private var leading: TextRun.Anchor { direction == .rightToLeft ? .end : .start }

    /// Where the view's lines sit for its `textAlignment:` (NSTextAlignment): `natural` (the default) at the
    /// leading edge, `left` and `right` at that side in either direction, `center` centred. `justified` lines
    /// start at the leading edge too: a single line is its paragraph's last, which UIKit leaves natural; the
    /// other lines of a multi-line label are stretched (`DisplayListText.runs(_:in:anchor:justified:color:)`).
    private var alignment: TextRun.Anchor {
        switch spec.textAlignment ?? .natural {
        case .natural, .justified: leading
        case .left: .start
        case .center: .middle
        case .right: .end
        }
    }

    /// The view's text colour: its `textColor:` (a system colour's name follows the appearance, `#RRGGBB`
    /// stays as written), else `kindColour`, the colour UIKit gives the kind's text.
    private func textColour(_ kindColour: Color) -> Color {
        theme.colour(spec.textColor) ?? kindColour
    }

    func nodes() -> [Node] {
        let frame = canvasFrame
        guard frame.width > 0, frame.height > 0 else { return [] }
        var nodes: [Node] = []
        // A system colour's name follows the appearance; `#RRGGBB` stays as written.
        if let colour = theme.colour(spec.color) {
            nodes.append(.shape(Shape(path: layerShape(frame), fill: colour)))
        }
        switch spec.kind {
        case .view, .stack, .scroll:
            break
        case .label:
            if let string = spec.text {
                let lines = spec.lines ?? 1
                // The text's shadow first, beneath it: the same lines in the shadow's colour, moved by its offset
                // (`TextShadow`).
                var layers: [(Color, Rect)] = []
                if let shadow = spec.textShadow, let shade = theme.colour(shadow.color) {
                    layers.append((shade, frame.offsetBy(dx: shadow.dx, dy: shadow.dy)))
                }
                layers.append((textColour(theme.label), frame))
                // An attributed text whose runs differ in font or colour: each run in its own
                // (`AttributedRunLines.shownLines`).
                let mixedLines = AttributedRun.kept(spec.attributedRuns, written: string, shown: stressed(string)).map { runs in
                    AttributedRunLines.shownLines(
                        of: runs, numberOfLines: lines, width: frame.width, height: frame.height, spacing: spec.paragraphSpacing,
                        typesetter: text.typesetter)
                }
                for (index, (colour, box)) in layers.enumerated() {
                    if let mixedLines {
                        // The shadow's layer is drawn all in the shadow's colour.
                        let shadowed = index < layers.count - 1
                        nodes.append(contentsOf: text.runs(
                            mixedLines, in: box, anchor: alignment, spacing: spec.paragraphSpacing,
                            colour: { shadowed ? colour : theme.colour($0.color) ?? theme.label }).map(Node.text))
                    } else if lines == 1 {
                        nodes.append(.text(text.run(stressed(string), in: box, font: font, anchor: alignment, color: colour)))
                    } else {
                        // The lines `text-truncated` counts, drawn where UILabel draws them.
                        let wrapped = text.typesetter.label(
                            stressed(string), font: font, size: box.size, lines: lines, spacing: spec.paragraphSpacing)
                        let runs = text.runs(wrapped, in: box, anchor: alignment, justified: spec.textAlignment == .justified, color: colour)
                        nodes.append(contentsOf: runs.map(Node.text))
                    }
                }
            }
        case .button:
            nodes.append(contentsOf: button(frame))
        case .textField:
            nodes.append(.shape(Shape(
                path: Path(continuousRoundedRect: frame.inset(by: .all(0.5)), cornerRadius: 5),
                fill: theme.background, stroke: Stroke(color: theme.separator, width: 1))))
            if let string = spec.text {
                // The value in the text colour (label by default), the placeholder in placeholderText
                // (https://developer.apple.com/documentation/uikit/uicolor/placeholdertext).
                let isPlaceholder = spec.control?.placeholder == string
                let colour = isPlaceholder ? look.system(.placeholderText) : textColour(theme.label)
                nodes.append(.text(text.run(stressed(string), in: frame, font: font, anchor: alignment, inset: 8, color: colour)))
            }
        case .switchControl, .segmented, .slider, .stepper, .progress, .activity, .pageControl, .searchBar, .textView,
             .datePicker, .picker, .visualEffect, .map, .webView, .custom:
            nodes.append(contentsOf: control(frame))
        case .image:
            if let image {
                // The image is clipped to the rounded corners only when the layer masks to its bounds
                // (https://developer.apple.com/documentation/quartzcore/calayer/cornerradius).
                let clip = spec.masksToBounds == true ? layerShape(frame) : Path(rect: frame)
                nodes.append(picture(image, in: frame, template: imageTemplate ? look.tint : nil, clip: clip))
            } else if let symbol = SymbolPainter(icon: symbol, colour: look.tint) {
                nodes.append(contentsOf: symbol.fitted(in: frame, mode: spec.contentMode ?? .scaleToFill))
            } else if imageMissing {
                nodes.append(contentsOf: imagePlaceholder(frame))
            }
            // Else the view has no image to draw: UIImageView's `image` is nil by default and draws nothing over
            // its background (https://developer.apple.com/documentation/uikit/uiimageview/image).
        case .table, .collection:
            if let table = spec.table, table.hasCellDesigns, let scroll = view.scroll {
                nodes.append(contentsOf: TablePainter(
                    text: text, look: look, theme: theme, table: table, scroll: scroll, frame: frame, place: place,
                    direction: direction, hasBackground: spec.color != nil, tableColour: theme.colour(spec.color),
                    fillerRows: showsFillerRows).nodes())
            } else {
                nodes.append(contentsOf: rows(frame))
            }
        case .grid:
            nodes.append(contentsOf: gridItems(frame))
        }
        if let scroll = view.scroll {
            if let refresh = scroll.refreshControl {
                nodes.append(contentsOf: ActivityIndicatorPainter(colour: theme.secondaryLabel).nodes(centredIn: onCanvas(refresh)))
            }
            if let footer = scroll.loadMoreFooter { nodes.append(contentsOf: loadMoreFooter(onCanvas(footer.frame))) }
        }
        return nodes
    }

    var font: TextFont { ViewTypography.font(for: spec, contentSize: stress.contentSize) }

    /// A scroll view's own content (its sample rows, its grid items) inside its bounds when some of it crosses
    /// them: a scroll view clips what it scrolls to its bounds (UIScrollView's `clipsToBounds` is true,
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds), so a row or item an edge cuts shows
    /// only its part inside, as `TablePainter` draws cells. Content wholly inside is left ungrouped.
    private func clipped(_ content: [Node], to frame: Rect, crossing: Bool) -> [Node] {
        crossing && !content.isEmpty ? [.group(Group(clip: Path(rect: frame), nodes: content))] : content
    }

    /// A view's text as the run's stress turns it (the checks measure the same string).
    private func stressed(_ string: String) -> String { stress.apply(to: string, font: font, typesetter: text.typesetter) }

    private func onCanvas(_ rect: Rect) -> Rect { rect.offsetBy(dx: place.tx, dy: place.ty) }

    /// The button as its type or configuration draws it (`ButtonPainter`). Its title is centred unless
    /// `textAlignment:` places it (UIButton's `contentHorizontalAlignment`).
    private func button(_ frame: Rect) -> [Node] {
        // A background image fills the bounds behind the content
        // (https://developer.apple.com/documentation/uikit/uibutton/setbackgroundimage(_:for:); stretched to the
        // bounds, assumed, as its image view's default `scaleToFill` draws it).
        // An SF Symbol there is drawn the same way, as a template image in the tint: symbol images take the tint
        // colour (https://developer.apple.com/documentation/uikit/configuring-and-displaying-symbol-images-in-your-ui).
        // A configuration's background image is clipped to its background's corners
        // (https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/cornerradius).
        let corners = spec.control?.buttonStyle == nil ? nil : spec.control?.backgroundCornerRadius
            .map { Path(continuousRoundedRect: frame, cornerRadius: min(max(0, $0), frame.height / 2)) }
        let behind = backgroundImage.map { [picture($0, in: frame, mode: .scaleToFill, clip: corners)] }
            ?? SymbolPainter(icon: backgroundSymbol, colour: look.tint)?.fitted(in: frame, mode: .scaleToFill) ?? []
        return behind + buttonContent(frame)
    }

    private func buttonContent(_ frame: Rect) -> [Node] {
        // A button without a title shows its image alone (an asset catalogue image, an SF Symbol's look-alike),
        // centred, as UIButton's default content alignment places it
        // (https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment); a classic
        // button's inside its content and image insets, squeezed to fit them (`ClassicButtonContent`).
        let control = spec.control
        let contentAlignment = ButtonContentAlignment(
            horizontal: control?.contentHorizontalAlignment, vertical: control?.contentVerticalAlignment,
            rightToLeft: direction == .rightToLeft)
        // A configuration button draws its style's background under its image too (`ButtonPainter`, below).
        if (spec.text ?? "").isEmpty, control?.buttonStyle == nil, let image = buttonImage(in: frame) {
            return image.draw(classicContent.imageRect(size: image.size, in: frame, alignment: contentAlignment), look.tint)
        }
        // A titleless button whose image (or background image) the project does not hold, or is an SF Symbol with no
        // look-alike: UIKit shows nothing there in the first case and the symbol in the second, neither of which a
        // reviewer could tell from an empty rectangle, so the image view's placeholder stands in the rectangle UIKit
        // gives the image (the bounds less the content and image insets, `ClassicButtonContent`; the bounds for a
        // configuration button). The run names the image or the symbol.
        if (spec.text ?? "").isEmpty, imageMissing, backgroundImage == nil, backgroundSymbol == nil {
            let box = control?.buttonStyle == nil ? classicContent.imageRect(size: frame.size, in: frame) : frame
            return box.width > 0 && box.height > 0 ? imagePlaceholder(box) : []
        }
        let anchor: TextRun.Anchor = spec.textAlignment == nil ? .middle : alignment
        let buttonLook = ButtonLook(
            buttonType: control?.buttonType ?? "system", buttonStyle: control?.buttonStyle, cornerStyle: control?.cornerStyle,
            subtitle: control?.subtitle, titleColour: spec.textColor, imagePlacement: control?.imagePlacement,
            imagePadding: control?.imagePadding, baseBackground: control?.baseBackground,
            configurationBackground: control?.configurationBackground, backgroundCornerRadius: control?.backgroundCornerRadius,
            contentInsets: control?.contentEdgeInsets ?? .zero, titleInsets: control?.titleEdgeInsets ?? .zero,
            horizontalAlignment: control?.contentHorizontalAlignment, verticalAlignment: control?.contentVerticalAlignment)
        let background = theme.colour(spec.color)
        let title = stressed(spec.text ?? "")
        return ButtonPainter(
            look: look, text: text, title: title, font: font, anchor: anchor, control: buttonLook,
            background: background, image: buttonImage(in: frame), rightToLeft: direction == .rightToLeft,
            runs: AttributedRun.kept(spec.attributedRuns, written: spec.text, shown: title)
        ).nodes(in: frame)
    }

    /// The button's image: a catalogue bitmap at its size in points (a classic button's no larger than its
    /// image rectangle in `frame`, `ClassicButtonContent`), filling the rectangle it is given; an SF Symbol's
    /// look-alike at its preferred configuration's point size (the default symbol size without one), centred in it,
    /// in the colour given.
    private func buttonImage(in frame: Rect) -> ButtonImage? {
        if let image {
            var size = image.size(atScale: imageScale)
            if spec.control?.buttonStyle == nil { size = classicContent.fitted(size, in: frame) }
            let template = imageTemplate
            return ButtonImage(size: size) { rect, colour in [picture(image, in: rect, mode: .scaleToFill, template: template ? colour : nil)] }
        }
        guard let painter = SymbolPainter(icon: symbol, colour: look.tint) else { return nil }
        let em = (spec.control?.symbolPointSize ?? SymbolPainter.defaultPointSize) * SymbolPainter.emPerPoint
        return ButtonImage(size: painter.size(em: em)) { rect, colour in
            SymbolPainter(outline: painter.outline, colour: colour).centred(at: Point(x: rect.midX, y: rect.midY), em: em)
        }
    }

    /// A classic button's content and image insets (none for other views).
    private var classicContent: ClassicButtonContent {
        ClassicButtonContent(
            contentEdgeInsets: spec.control?.contentEdgeInsets ?? .zero, imageEdgeInsets: spec.control?.imageEdgeInsets ?? .zero)
    }

    /// The view's layer outline: its bounds, the corners rounded by its layer's corner radius with circular arcs
    /// ("Setting the radius to a value greater than 0.0 causes the layer to begin drawing rounded corners on its
    /// background", https://developer.apple.com/documentation/quartzcore/calayer/cornerradius; circular is the
    /// default `cornerCurve`, https://developer.apple.com/documentation/quartzcore/calayer/cornercurve), no more
    /// than half the shorter side (assumed).
    private func layerShape(_ frame: Rect) -> Path {
        Self.layerShape(frame, cornerRadius: spec.cornerRadius)
    }

    /// The outline of a layer of `frame` with `cornerRadius` (see `layerShape(_:)`); an ancestor that clips its
    /// subviews clips them to it (`AppPainter`).
    static func layerShape(_ frame: Rect, cornerRadius: Double?) -> Path {
        let radius = min(cornerRadius ?? 0, frame.width / 2, frame.height / 2)
        return radius > 0 ? Path(roundedRect: frame, cornerRadius: radius) : Path(rect: frame)
    }

    /// The layer's border, or `nil` without one: `borderWidth` wide inside the bounds, following the corner radius,
    /// in `borderColor`, else CALayer's opaque black ("The border is drawn inset from the receiver's bounds by
    /// borderWidth. It is composited above the receiver's contents and sublayers",
    /// https://developer.apple.com/documentation/quartzcore/calayer/borderwidth,
    /// https://developer.apple.com/documentation/quartzcore/calayer/bordercolor). `AppPainter` draws it after the
    /// view's subviews.
    func border() -> Node? {
        let frame = canvasFrame
        guard let requested = spec.borderWidth, requested > 0, frame.width > 0, frame.height > 0 else { return nil }
        let width = min(requested, frame.width / 2, frame.height / 2)
        let radius = min(spec.cornerRadius ?? 0, frame.width / 2, frame.height / 2)
        // The stroke's centre line runs half the width inside the bounds, its corners the radius less that half.
        let path = Self.layerShape(frame.inset(by: .all(width / 2)), cornerRadius: radius - width / 2)
        return .shape(Shape(path: path, stroke: Stroke(color: theme.colour(spec.borderColor) ?? Color(hex: 0x000000), width: width)))
    }

    /// The image placed by the view's content mode (UIImageView's default: scale to fill) and clipped to the view's
    /// bounds, as UIImageView draws it with `clipsToBounds`, or to `clip`. For `.center` the image is at its size in
    /// points (pixels over its scale). A template image is drawn in `template`, its shape only (`BarItemPainter.template`).
    private func picture(_ image: ImageFile, in frame: Rect, mode: ContentMode? = nil, template: Color? = nil, clip: Path? = nil) -> Node {
        let mode = mode ?? spec.contentMode ?? .scaleToFill
        let rect = mode.rect(for: image.size(atScale: imageScale), in: frame)
        let bitmap = if let template {
            Bitmap(rect: rect, pixels: BarItemPainter.template(image, template),
                   key: "image-\(image.sha256)-\(template.hexString.dropFirst())\(template.a)")
        } else {
            Bitmap(rect: rect, pixels: Pixmap(width: image.width, height: image.height, data: image.pixels), key: "image-\(image.sha256)")
        }
        return .group(Group(clip: clip ?? Path(rect: frame), nodes: [.bitmap(bitmap)]))
    }

    /// A grey box with a mountain and a sun: the usual sign for "an image goes here".
    private func imagePlaceholder(_ frame: Rect) -> [Node] {
        var nodes: [Node] = [.shape(Shape(path: Path(rect: frame), fill: theme.placeholder))]
        let side = min(frame.width, frame.height)
        guard side >= 16 else { return nodes }
        let unit = side / 6
        let centre = Point(x: frame.midX, y: frame.midY)
        var mountain = Path()
        mountain.move(to: Point(x: centre.x - 2 * unit, y: centre.y + 1.5 * unit))
        mountain.line(to: Point(x: centre.x - 0.5 * unit, y: centre.y - 0.5 * unit))
        mountain.line(to: Point(x: centre.x + 0.5 * unit, y: centre.y + 0.5 * unit))
        mountain.line(to: Point(x: centre.x + 1.1 * unit, y: centre.y - 0.1 * unit))
        mountain.line(to: Point(x: centre.x + 2 * unit, y: centre.y + 1.5 * unit))
        mountain.close()
        nodes.append(.shape(Shape(path: mountain, fill: theme.placeholderMark)))
        nodes.append(.shape(Shape(path: Path(circleAt: Point(x: centre.x + 1.2 * unit, y: centre.y - 1.2 * unit), radius: 0.5 * unit), fill: theme.placeholderMark)))
        return nodes
    }

    /// Table or list rows at the initial content offset: a background, each visible row's sample
    /// text and its separator, inset 16 pt (taken as UITableView's default `separatorInset.left`; unsourced:
    /// docs/research/uikit-metrics.md §6 does not give it).
    ///
    /// Only the rows inside the frame cost anything: the first visible section and row are computed, not
    /// walked to, and rows shorter than `minimumDrawnRowHeight` are not drawn one by one. The work is
    /// bounded by the table's height, not by `rows × sections` (four tables of 100,000 rows of
    /// 0.008 pt, a 400-byte template, took 3.7 GB and 82 s).
    private func rows(_ frame: Rect) -> [Node] {
        guard let scroll = view.scroll, scroll.rowHeight > 0 else { return [] }
        let grouped = spec.table?.style.isGrouped == true
        var nodes: [Node] = []
        if spec.color == nil {
            nodes.append(.shape(Shape(path: Path(rect: frame), fill: grouped ? theme.groupedBackground : theme.background)))
        }
        // Sections start below the table's header view (`TableSpec.headerViewHeight`).
        let contentTop = frame.minY - scroll.contentOffset.y + (spec.table?.headerViewHeight ?? 0)
        let sections = max(1, scroll.sections)
        let perSection = scroll.rowsPerSection
        let sectionHeight = Double(perSection) * scroll.rowHeight
        // Sections repeat the first section's header gap above their rows.
        let sectionPitch = sectionHeight + scroll.firstRowY
        var separators = Path()
        let contentLeft = frame.minX + view.safeAreaInsets.left
        let contentRight = frame.maxX - view.safeAreaInsets.right
        let drawsRows = scroll.rowHeight >= Self.minimumDrawnRowHeight
        let rowFont = TextFont(size: 17)
        // The first section whose rows can reach the frame (every earlier one ends above it).
        var firstSection = 0
        if sectionPitch > 0 {
            let above = ((frame.minY - contentTop - scroll.firstRowY - sectionHeight) / sectionPitch).rounded(.down)
            firstSection = Int(max(0, min(Double(sections), above)))
        }
        var crossing = false
        for section in firstSection..<sections {
            let sectionTop = contentTop + scroll.firstRowY + Double(section) * sectionPitch
            if sectionTop > frame.maxY { break }
            if grouped, sectionTop + sectionHeight > frame.minY {
                crossing = crossing || sectionTop < frame.minY || sectionTop + sectionHeight > frame.maxY
                nodes.append(.shape(Shape(path: Path(rect: Rect(x: frame.minX, y: sectionTop, width: frame.width, height: sectionHeight)), fill: theme.groupedCellBackground)))
            }
            guard drawsRows, perSection > 0 else { continue }
            let firstRow = Int(max(0, min(Double(perSection), ((frame.minY - sectionTop) / scroll.rowHeight).rounded(.down) - 1)))
            for row in firstRow..<perSection {
                let top = sectionTop + Double(row) * scroll.rowHeight
                let bottom = top + scroll.rowHeight
                if bottom < frame.minY { continue }
                if top > frame.maxY { break }
                crossing = crossing || top < frame.minY || bottom > frame.maxY
                // Rows are numbered across sections, as a reader counts them.
                let rowNumber = section * perSection + row + 1
                // Cells keep their content inside the table's safe area (landscape sensor side). The sample
                // text needs a row as tall as its font: shorter rows would pile unreadable glyphs onto
                // each other, and cost most of a tiny-row table's time.
                if scroll.rowHeight >= rowFont.size {
                    let rowRect = Rect(x: contentLeft, y: top, width: contentRight - contentLeft, height: scroll.rowHeight)
                    nodes.append(.text(text.run("Row \(rowNumber)", in: rowRect, font: rowFont, anchor: leading, inset: 16, color: theme.label)))
                }
                separators.append(Path(rect: rowSeparator(bottom: bottom, in: frame, contentLeft: contentLeft, contentRight: contentRight)))
            }
        }
        if showsFillerRows {
            // Filler rows below the last row, as tall as it, to the bottom of the frame: a separator each.
            let contentEnd = contentTop + (perSection > 0 ? scroll.firstRowY + Double(sections - 1) * sectionPitch + sectionHeight : 0)
            var bottom = contentEnd + scroll.rowHeight
            if bottom < frame.minY { bottom += ((frame.minY - bottom) / scroll.rowHeight).rounded(.down) * scroll.rowHeight }
            while bottom <= frame.maxY {
                defer { bottom += scroll.rowHeight }
                if bottom - 0.5 < frame.minY { continue }
                separators.append(Path(rect: rowSeparator(bottom: bottom, in: frame, contentLeft: contentLeft, contentRight: contentRight)))
            }
        }
        nodes.append(.shape(Shape(path: separators, fill: theme.colour(spec.table?.separatorColor) ?? theme.separator)))
        return clipped(nodes, to: frame, crossing: crossing)
    }

    /// A row's separator ending at `bottom`: on the leading side inset 16 pt from the content's edge, mirrored in
    /// right-to-left layouts; a document's custom `separatorInset` (docs/research/controls.md §19) is measured from
    /// the table's edges instead, and insets the trailing end too.
    private func rowSeparator(bottom: Double, in frame: Rect, contentLeft: Double, contentRight: Double) -> Rect {
        if let inset = spec.table?.separatorInset {
            return TablePainter.separatorRule(across: frame, bottom: bottom, start: inset.left, end: inset.right, direction: direction)
        }
        return direction == .rightToLeft
            ? Rect(x: frame.minX, y: bottom - 0.5, width: contentRight - 16 - frame.minX, height: 0.5)
            : Rect(x: contentLeft + 16, y: bottom - 0.5, width: frame.maxX - contentLeft - 16, height: 0.5)
    }

    /// Whether a table shows filler rows, empty rows with separators below its last row to the bottom of its
    /// frame: a plain table before iOS 15, whose `fillerRowHeight` defaults to `automaticDimension`, "filler rows
    /// that use an automatic height, matching the height of the last row" (from iOS 15 the default is none:
    /// https://developer.apple.com/documentation/uikit/uitableview/fillerrowheight), unless its separators are
    /// hidden or it has a footer view (`TableSpec.hasFooterView`). A table without rows fills at its row height.
    private var showsFillerRows: Bool {
        guard spec.kind == .table, let table = spec.table, let scroll = view.scroll else { return false }
        return ios < 15 && table.style == .plain && !table.separatorsHidden && !table.hasFooterView
            && scroll.rowHeight >= Self.minimumDrawnRowHeight
    }

    /// Rows shorter than this (in points) are drawn as the table's background only: their text and
    /// separators would be under a point each, and a table draws at most one row per point of height.
    static let minimumDrawnRowHeight = 1.0

    /// Grid items with a side shorter than this (in points) are not drawn one by one: at most one item
    /// per 16 square points of the grid.
    static let minimumDrawnItemSide = 4.0

    /// The responsive grid's items (docs/research/seeds.md, seed 001), numbered, at the initial content offset.
    private func gridItems(_ frame: Rect) -> [Node] {
        guard let grid = view.grid else { return [] }
        let offset = view.scroll?.contentOffset ?? .zero
        var nodes: [Node] = []
        let font = TextFont(size: 15, weight: .semibold)
        var crossing = false
        for (index, item) in grid.items.enumerated() {
            let rect = item.offsetBy(dx: frame.minX - offset.x, dy: frame.minY - offset.y)
            if rect.minY > frame.maxY { break }
            if rect.maxY < frame.minY { continue }
            // Items too small to see are not drawn one by one, so the work is bounded by the grid's area
            // (100,000 items of 0.04 pt took 1.9 GB); numbers need room for their line.
            guard min(rect.width, rect.height) >= Self.minimumDrawnItemSide else { continue }
            // An item wholly past a side edge (a row wider than the grid) is not drawn; one an edge cuts is clipped.
            if rect.minX >= frame.maxX || rect.maxX <= frame.minX { continue }
            crossing = crossing || rect.minY < frame.minY || rect.maxY > frame.maxY || rect.minX < frame.minX || rect.maxX > frame.maxX
            nodes.append(.shape(Shape(path: Path(continuousRoundedRect: rect, cornerRadius: 8), fill: theme.placeholder)))
            guard rect.height >= font.size else { continue }
            nodes.append(.text(text.run("\(index + 1)", in: rect, font: font, color: theme.secondaryLabel)))
        }
        return clipped(nodes, to: frame, crossing: crossing)
    }

    /// The "Loading more…" footer of seed 000 (docs/research/seeds.md), with its activity indicator.
    private func loadMoreFooter(_ frame: Rect) -> [Node] {
        var nodes: [Node] = [.shape(Shape(path: Path(rect: frame), fill: theme.groupedBackground))]
        let spinnerRect = Rect(x: frame.midX - 70, y: frame.midY - 10, width: 20, height: 20)
        nodes.append(contentsOf: ActivityIndicatorPainter(colour: theme.secondaryLabel).nodes(centredIn: spinnerRect))
        nodes.append(.text(text.run(
            "Loading more…", in: Rect(x: frame.midX - 44, y: frame.minY, width: 120, height: frame.height),
            font: TextFont(size: 15), anchor: .start, color: theme.secondaryLabel)))
        return nodes
    }
}

extension EdgeInsets {
    /// The same inset on every edge.
    static func all(_ value: Double) -> EdgeInsets { EdgeInsets(top: value, left: value, bottom: value, right: value) }
}
