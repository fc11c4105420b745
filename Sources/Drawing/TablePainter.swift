import AutoLayout
import Geometry
import Layout
import Screens
import Text

/// Draws a table whose rows come from cell designs (or a collection's items): the table's and the grouped
/// sections' backgrounds, section header and footer titles, separators with their insets, and the standard
/// accessories. The cells' content views are views of their own (`TableCellLayout`), drawn after this.
/// Every look is described with its source in docs/research/cells.md.
struct TablePainter {
    let text: DisplayListText
    let look: ControlLook
    let theme: Theme
    let table: TableSpec
    let scroll: ScrollGeometry
    /// The table's frame on the canvas, and window coordinates to canvas.
    let frame: Rect
    let place: AffineTransform
    var direction = LayoutDirection.leftToRight
    /// Whether the view has its own background colour (drawn by `ViewPainter`).
    var hasBackground = false
    /// The table's own background colour in this appearance, when it has one.
    var tableColour: Color?
    /// Whether filler rows follow the last row to the bottom of the frame (`ViewPainter.showsFillerRows`: a plain
    /// table before iOS 15), each as tall as the last row and ending in its separator.
    var fillerRows = false

    func nodes() -> [Node] {
        var nodes: [Node] = []
        let grouped = table.style.isGrouped && table.flow == nil
        if !hasBackground {
            nodes.append(.shape(Shape(path: Path(rect: frame), fill: grouped ? theme.groupedBackground : theme.background)))
        }
        let rows = scroll.cellRows.map { row -> TableRowGeometry in
            var row = row
            row.frame = onCanvas(row.frame)
            row.contentFrame = onCanvas(row.contentFrame)
            row.accessoryFrame = row.accessoryFrame.map(onCanvas)
            return row
        }
        if grouped { nodes.append(contentsOf: sectionBackgrounds(rows)) }
        if table.flow == nil { nodes.append(contentsOf: rowBackgrounds(rows)) }
        for title in scroll.sectionTitles { nodes.append(contentsOf: sectionTitle(title, grouped: grouped)) }
        var separators = Path()
        for row in rows {
            guard let inset = row.separatorInset else { continue }
            separators.append(Path(rect: rule(under: row.frame, bottom: row.frame.maxY, leading: inset)))
        }
        if fillerRows, let last = rows.last, let inset = last.separatorInset, last.frame.height >= 1 {
            var bottom = last.frame.maxY + last.frame.height
            while bottom <= frame.maxY {
                separators.append(Path(rect: rule(under: last.frame, bottom: bottom, leading: inset)))
                bottom += last.frame.height
            }
        }
        nodes.append(.shape(Shape(path: separators, fill: theme.colour(table.separatorColor) ?? theme.separator)))
        for row in rows {
            guard let box = row.accessoryFrame else { continue }
            nodes.append(contentsOf: accessory(row.accessory, in: box))
        }
        return [.group(Group(clip: Path(rect: frame), nodes: nodes))]
    }

    private func onCanvas(_ rect: Rect) -> Rect { rect.offsetBy(dx: place.tx, dy: place.ty) }

    /// A one-pixel-high rule ending at `bottom` across a row of `row`'s width: from its leading inset to the trailing
    /// edge, mirrored in right-to-left layouts. A table's custom `separatorInset` (docs/research/controls.md §19) takes
    /// the place of the row's own inset, measured from the cell's edges, and insets the trailing end too.
    private func rule(under row: Rect, bottom: Double, leading inset: Double) -> Rect {
        Self.separatorRule(across: row, bottom: bottom, start: table.separatorInset?.left ?? inset,
                           end: table.separatorInset?.right ?? 0, direction: direction)
    }

    /// A one-pixel-high separator ending at `bottom` across `span`, `start` in from its leading edge and `end` from its
    /// trailing edge, both mirrored in right-to-left layouts; also the rule of a table whose rows code provides
    /// (`ViewPainter`), when its document sets a custom `separatorInset`.
    static func separatorRule(across span: Rect, bottom: Double, start: Double, end: Double, direction: LayoutDirection) -> Rect {
        Rect(x: direction == .rightToLeft ? span.minX + end : span.minX + start, y: bottom - 0.5,
             width: max(0, span.width - start - end), height: 0.5)
    }

    /// Each grouped section's cells on `secondarySystemGroupedBackground`; an inset grouped section's
    /// outline rounded at its first and last rows (docs/research/cells.md §4).
    private func sectionBackgrounds(_ rows: [TableRowGeometry]) -> [Node] {
        var nodes: [Node] = []
        var index = 0
        while index < rows.count {
            let section = rows[index].section
            var last = index
            while last + 1 < rows.count && rows[last + 1].section == section { last += 1 }
            let first = rows[index], end = rows[last]
            // A section running past the frame keeps its corners out of sight.
            let top = first.isFirstInSection ? first.frame.minY : first.frame.minY - 2 * CellMetrics.insetGroupedCornerRadius
            let bottom = end.isLastInSection ? end.frame.maxY : end.frame.maxY + 2 * CellMetrics.insetGroupedCornerRadius
            let rect = Rect(x: first.frame.minX, y: top, width: first.frame.width, height: bottom - top)
            let path = table.style == .insetGrouped ? Path(roundedRect: rect, cornerRadius: CellMetrics.insetGroupedCornerRadius) : Path(rect: rect)
            nodes.append(.shape(Shape(path: path, fill: theme.groupedCellBackground)))
            index = last + 1
        }
        return nodes
    }

    /// Each row whose cell sets a background colour (the cell's or its content view's) filled with it, under the
    /// separator, which UIKit draws above the cell's background and content view
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundcolor). An inset grouped section's
    /// rounded outline is kept: a row is filled inside it.
    ///
    /// A plain table's cell that names no colour of its own keeps UIKit's default background, not the table's: white
    /// from iOS 7 ("In iOS 7, cells have a white background by default; in earlier versions of iOS, cells inherit
    /// the background color of the enclosing table view", UITableViewCell's class reference, quoted at
    /// https://marcus.kida.io/archive/2014-01-18-ios-7-uitableviewcells-and-their-backgroundcolor), `systemBackground`
    /// from iOS 13 (the colour a plain table's cell resolves to, https://stackoverflow.com/questions/57186481), as
    /// `theme.background` is. It shows only on a table of another colour, and is drawn only there.
    private func rowBackgrounds(_ rows: [TableRowGeometry]) -> [Node] {
        var colours: [String: Color] = [:]
        let defaultFill = !table.style.isGrouped && tableColour.map { $0 != theme.background } == true ? theme.background : nil
        for cell in table.cellSections.flatMap(\.cells) + table.prototypes {
            if let colour = theme.colour(cell.backdrop?.color) {
                colours[cell.id] = colour
            } else if cell.namesBackground == false, let defaultFill {
                colours[cell.id] = defaultFill
            }
        }
        guard !colours.isEmpty else { return [] }
        var nodes: [Node] = []
        for row in rows {
            guard let colour = colours[row.id] ?? RepeatedPrototype.designID(of: row.id).flatMap({ colours[$0] }) else { continue }
            if table.style == .insetGrouped, row.isFirstInSection || row.isLastInSection {
                let top = row.isFirstInSection ? row.frame.minY : row.frame.minY - 2 * CellMetrics.insetGroupedCornerRadius
                let bottom = row.isLastInSection ? row.frame.maxY : row.frame.maxY + 2 * CellMetrics.insetGroupedCornerRadius
                let outline = Rect(x: row.frame.minX, y: top, width: row.frame.width, height: bottom - top)
                nodes.append(.group(Group(clip: Path(rect: row.frame), nodes: [
                    .shape(Shape(path: Path(roundedRect: outline, cornerRadius: CellMetrics.insetGroupedCornerRadius), fill: colour))])))
                continue
            }
            nodes.append(.shape(Shape(path: Path(rect: row.frame), fill: colour)))
        }
        return nodes
    }

    /// A header title sits at the bottom of its header, a footer title at the top of its footer; both in
    /// 13 pt `secondaryLabel`, a plain table's header in 17 pt semibold `label` (docs/research/cells.md §4).
    private func sectionTitle(_ title: SectionTitleGeometry, grouped: Bool) -> [Node] {
        let rect = onCanvas(title.frame)
        let plainHeader = title.isHeader && !grouped
        let font = plainHeader ? TextFont(size: 17, weight: .semibold) : TextFont(size: 13)
        let line = plainHeader ? 22.0 : 16.0
        let band = title.isHeader
            ? Rect(x: rect.minX, y: rect.maxY - line - (plainHeader ? 3 : 7), width: rect.width, height: line)
            : Rect(x: rect.minX, y: rect.minY + 7, width: rect.width, height: line)
        let anchor: TextRun.Anchor = direction == .rightToLeft ? .end : .start
        return [.text(text.run(title.text, in: band, font: font, anchor: anchor, color: plainHeader ? theme.label : theme.secondaryLabel))]
    }

    /// The standard accessories (docs/research/cells.md §3): the disclosure chevron in `tertiaryLabel`,
    /// the checkmark and the info button in the tint colour, a switch as UISwitch draws it.
    private func accessory(_ accessory: CellAccessory, in box: Rect) -> [Node] {
        switch accessory {
        case .none: return []
        case .disclosureIndicator: return [chevron(in: box)]
        case .checkmark:
            var path = Path()
            path.move(to: Point(x: box.minX + 1, y: box.minY + box.height * 0.55))
            path.line(to: Point(x: box.minX + box.width * 0.38, y: box.maxY - 1))
            path.line(to: Point(x: box.maxX - 1, y: box.minY + 1))
            return [.shape(Shape(path: path, stroke: Stroke(color: look.tint, width: 2, join: .round, cap: .round)))]
        case .detailButton: return info(in: box)
        case .detailDisclosureButton:
            let info = Rect(x: box.minX, y: box.minY, width: 22, height: 22)
            let chevronBox = Rect(x: box.maxX - 8, y: box.midY - 6.5, width: 8, height: 13)
            return self.info(in: info) + [chevron(in: chevronBox)]
        case .switch, .switchOn:
            return SwitchPainter(look: look, isOn: accessory == .switchOn, onTint: nil, thumbTint: nil, size: box.size).nodes(in: box)
        }
    }

    private func chevron(in box: Rect) -> Node {
        var path = Path()
        let flip = direction == .rightToLeft
        path.move(to: Point(x: flip ? box.maxX - 1 : box.minX + 1, y: box.minY + 1))
        path.line(to: Point(x: flip ? box.minX + 1 : box.maxX - 1, y: box.midY))
        path.line(to: Point(x: flip ? box.maxX - 1 : box.minX + 1, y: box.maxY - 1))
        return .shape(Shape(path: path, stroke: Stroke(color: look.system(.tertiaryLabel), width: 2, join: .round, cap: .round)))
    }

    /// The info button: a tinted ring with an "i" (a dot over a bar) inside.
    private func info(in box: Rect) -> [Node] {
        let centre = Point(x: box.midX, y: box.midY)
        var mark = Path(circleAt: Point(x: centre.x, y: centre.y - 5), radius: 1.4)
        mark.append(Path(rect: Rect(x: centre.x - 1, y: centre.y - 2, width: 2, height: 8)))
        return [
            .shape(Shape(path: Path(circleAt: centre, radius: 10.25), stroke: Stroke(color: look.tint, width: 1.5))),
            .shape(Shape(path: mark, fill: look.tint)),
        ]
    }
}
