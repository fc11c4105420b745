import AutoLayout
import Devices
import Geometry
import Screens

/// Places the rows of every table whose cells the document or template designs (static cells, template
/// `cells:`, prototype cells) and the items of every collection with prototype cells and a flow layout, at
/// the initial content offset, and lays out each visible cell's content.
///
/// A custom cell's content view is solved by the Auto Layout engine in the cell's content rectangle, like
/// any view tree: its constraints to the content view's edges and margins hold there. A styled cell's
/// built-in labels and image view are placed where the style puts them (`CellStyleLayout`). The cell and
/// its content join the screen's views right after the table, so they are drawn, checked and written to
/// the layout JSON like any view. Interface Builder's canvas shows each prototype once, in document order;
/// a running app repeats them for its data, so prototypes are repeated in turn to fill the table
/// (docs/research/cells.md §5).
struct TableCellLayout {
    let profile: Profile
    let measurer: TypesetterMeasurer
    /// The screen's layout direction: in right-to-left layouts rows are mirrored (accessories at the left)
    /// and content is solved right to left.
    var direction = LayoutDirection.leftToRight
    /// Rows drawn at most per table: the work is bounded by the table's height and by this.
    static let maximumRows = 400
    /// Lines of a collection's flow layout walked at most, the ones before its visible bounds included.
    static let maximumLines = 10_000

    init(profile: Profile, measurer: TypesetterMeasurer) {
        self.profile = profile
        self.measurer = measurer
    }

    /// `views` with the cells of designed tables inserted after each table; `sources` (the view each entry
    /// was placed from) and `hasScrollGeometry` kept beside them, the inserted rows and their content having
    /// neither a source nor scroll geometry.
    mutating func apply(
        screen: Screen, views: [LaidOutView], sources: [ViewSpec?], hasScrollGeometry: [Bool]
    ) -> ([LaidOutView], [ViewSpec?], [Bool]) {
        func designsCells(_ spec: ViewSpec) -> Bool {
            (spec.kind == .table || spec.kind == .collection) && spec.table?.hasCellDesigns == true
        }
        guard sources.contains(where: { $0.map(designsCells) == true }) else { return (views, sources, hasScrollGeometry) }
        direction = screen.layoutDirection
        var result: [LaidOutView] = []
        result.reserveCapacity(views.count)
        var newIndex: [Int] = Array(repeating: 0, count: views.count)
        for (index, view) in views.enumerated() {
            var view = view
            view.parent = view.parent.map { newIndex[$0] }
            newIndex[index] = result.count
            guard let spec = sources[index], designsCells(spec), let table = spec.table, case .view(let kind) = view.kind, hasScrollGeometry[index] else {
                result.append(view)
                continue
            }
            let tableIndex = result.count
            result.append(view)
            var placed = kind == .collection ? items(table, in: view) : rows(table, in: view)
            if direction == .rightToLeft {
                placed.rows = placed.rows.map { Self.mirrored($0, in: view.frame) }
            }
            // Room for every row, its content and the views still to come, reserved once: the rows outnumber the
            // screen's own views, and growing the array by doubling copied every view laid out so far each time.
            var rowViews = 0
            for cell in placed.cells { rowViews += cell.views.reduce(1) { $0 + ViewTreeLayout.subtreeCount($1) } }
            result.reserveCapacity(result.count + rowViews + (views.count - index - 1))
            result[tableIndex].scroll?.cellRows = placed.rows
            result[tableIndex].scroll?.sectionTitles = placed.titles
            // A table's rows repeat a few designs at a few sizes, and a row's content frames are a function of its
            // design, content size and whether it has an accessory (the profile and direction are the screen's):
            // each is placed once per table. A list, searched from the newest: rarely more than a handful.
            var placedContent: [(cell: CellSpec, size: Size, hasAccessory: Bool, frames: [String: Rect])] = []
            let sideMargin = Self.cellSideMargin(table, width: view.frame.width, profile: profile)
            for (row, cell) in zip(placed.rows, placed.cells) {
                let cellIndex = result.count
                result.append(LaidOutView(
                    id: row.id, kind: .view(.view), parent: tableIndex, depth: view.depth + 1, frame: row.frame, location: cell.location))
                // A repeated prototype's row id is the design's id and its showing's suffix (`RepeatedPrototype`),
                // which its content's ids take too; cut by UTF-8 bytes, not by characters, which would be counted.
                let suffix = String(decoding: row.id.utf8.dropFirst(cell.id.utf8.count), as: UTF8.self)
                let size = row.contentFrame.size, hasAccessory = row.accessoryFrame != nil
                var frames: [String: Rect]
                if let known = placedContent.last(where: {
                    $0.size.width.bitPattern == size.width.bitPattern && $0.size.height.bitPattern == size.height.bitPattern
                        && $0.hasAccessory == hasAccessory && $0.cell == cell
                }) {
                    frames = known.frames
                } else {
                    frames = contentFrames(cell, row: row, kind: kind, sideMargin: sideMargin)
                    placedContent.append((cell, size, hasAccessory, frames))
                }
                if direction == .rightToLeft, cell.style != .custom {
                    // The style's places, computed left to right, mirrored in the content view (the engine
                    // solves a custom cell's constraints right to left itself).
                    let styled = Set([cell.textLabelID, cell.detailLabelID, cell.imageViewID].compactMap { $0 })
                    let width = row.contentFrame.width
                    for id in styled {
                        if let f = frames[id] { frames[id] = Rect(x: width - f.maxX, y: f.minY, width: f.width, height: f.height) }
                    }
                }
                append(cell.views, frames: frames, origin: row.contentFrame.origin, suffix: suffix, parent: cellIndex, depth: view.depth + 2, to: &result)
            }
        }
        var movedSources = [ViewSpec?](repeating: nil, count: result.count)
        var movedScrolls = [Bool](repeating: false, count: result.count)
        for (old, new) in newIndex.enumerated() {
            movedSources[new] = sources[old]
            movedScrolls[new] = hasScrollGeometry[old]
        }
        return (result, movedSources, movedScrolls)
    }

    /// A row mirrored across the table: the cell, its content view and its accessory.
    static func mirrored(_ row: TableRowGeometry, in table: Rect) -> TableRowGeometry {
        func flip(_ r: Rect) -> Rect { Rect(x: table.minX + table.maxX - r.maxX, y: r.minY, width: r.width, height: r.height) }
        var row = row
        row.frame = flip(row.frame)
        row.contentFrame = flip(row.contentFrame)
        row.accessoryFrame = row.accessoryFrame.map(flip)
        return row
    }

    private func append(
        _ specs: [ViewSpec], frames: [String: Rect], origin: Point, suffix: String, parent: Int, depth: Int, to result: inout [LaidOutView]
    ) {
        for spec in specs {
            let local = frames[spec.id] ?? spec.layout.savedFrame ?? .zero
            let index = result.count
            result.append(LaidOutView(
                id: suffix.isEmpty ? spec.id : spec.id + suffix, kind: .view(spec.kind), parent: parent, depth: depth,
                frame: local.offsetBy(dx: origin.x, dy: origin.y), location: spec.location,
                text: spec.kind.showsText ? spec.text : nil, isHidden: spec.layout.isHidden))
            append(spec.views, frames: frames, origin: origin, suffix: suffix, parent: index, depth: depth + 1, to: &result)
        }
    }

    // MARK: Tables

    private mutating func rows(_ table: TableSpec, in view: LaidOutView) -> (rows: [TableRowGeometry], cells: [CellSpec], titles: [SectionTitleGeometry]) {
        guard let scroll = view.scroll else { return ([], [], []) }
        let frame = view.frame
        let margin = Self.cellSideMargin(table, width: view.frame.width, profile: profile)
        let left = view.safeAreaInsets.left + margin, right = view.safeAreaInsets.right + margin
        // Inset grouped sections sit inside the table's margins (docs/research/cells.md §4).
        let cellMinX = table.style == .insetGrouped ? frame.minX + left : frame.minX
        let cellMaxX = table.style == .insetGrouped ? frame.maxX - right : frame.maxX
        let contentLeft = table.style == .insetGrouped ? margin : left
        let contentRight = table.style == .insetGrouped ? margin : right
        let rowHeight = scroll.rowHeight > 0 ? scroll.rowHeight : 44
        let header = scroll.firstRowY
        let footer = table.sectionFooterHeight
            ?? (table.style.isGrouped ? ScrollViewMetrics.groupedFooterHeight(ios: profile.ios).value : 0)
        var sections = table.cellSections
        let fills = sections.isEmpty
        if fills { sections = [TableSectionSpec(cells: [])] }
        var rows: [TableRowGeometry] = [], cells: [CellSpec] = [], titles: [SectionTitleGeometry] = []
        // Room for the rows the table's height holds at the default row height, reserved once.
        let fitting = (frame.height / rowHeight).rounded(.up)
        let expectedRows = fitting.isFinite && fitting > 0 ? Int(min(fitting, Double(Self.maximumRows))) : 1
        rows.reserveCapacity(expectedRows)
        cells.reserveCapacity(expectedRows)
        // The sections start below the table's header view (`TableSpec.headerViewHeight`).
        var y = frame.minY - scroll.contentOffset.y + table.headerViewHeight
        var drawn = 0
        // One turn of the prototypes repeated to fill the table: whole turns that end above the frame are
        // stepped over, not walked row by row (rows of 0.0001 pt under a -100,000 pt content inset are a
        // billion rows above the frame).
        let turnHeight = fills ? table.prototypes.reduce(0.0) { $0 + max($1.rowHeight ?? rowHeight, 0) } : 0
        for (s, section) in sections.enumerated() {
            if y > frame.maxY || drawn >= Self.maximumRows { break }
            let headerHeight = section.header != nil && header == 0 ? CellMetrics.plainTitleHeight : header
            if let title = section.header {
                titles.append(SectionTitleGeometry(
                    text: title, frame: Rect(x: cellMinX + contentLeft, y: y, width: max(0, cellMaxX - cellMinX - contentLeft - contentRight), height: headerHeight),
                    isHeader: true))
            }
            y += headerHeight
            let count = fills ? Int.max : section.cells.count
            var r = 0
            while r < count {
                if fills, turnHeight > 0, r % table.prototypes.count == 0, y + turnHeight < frame.minY {
                    let turns = min(((frame.minY - y) / turnHeight).rounded(.down) - 1, Double(Int.max / 2 / table.prototypes.count))
                    if turns >= 1 {
                        r += Int(turns) * table.prototypes.count
                        y += turns * turnHeight
                    }
                }
                let design = fills ? table.prototypes[r % table.prototypes.count] : section.cells[r]
                let height = design.rowHeight ?? rowHeight
                let isLast = !fills && r == count - 1
                // A row is made only when it shows in the table's bounds (UITableView loads the cells whose
                // rectangles intersect its visible bounds: https://developer.apple.com/documentation/uikit/uitableview/visiblecells);
                // a row that only touches an edge, or any row of a table with no height, does not.
                if y + height > frame.minY, y < frame.maxY, height > 0 {
                    var cell = design
                    if fills && r >= table.prototypes.count { cell.id = RepeatedPrototype.id(design.id, showing: r / table.prototypes.count + 1) }
                    var row = place(cell, section: s, y: y, height: height, minX: cellMinX, maxX: cellMaxX, left: contentLeft, right: contentRight)
                    row.isFirstInSection = r == 0
                    row.isLastInSection = isLast
                    if table.separatorsHidden || (isLast && table.style.isGrouped) { row.separatorInset = nil }
                    rows.append(row)
                    cells.append(design)
                    drawn += 1
                }
                y += max(height, 0)
                r += 1
                if y > frame.maxY || drawn >= Self.maximumRows || height <= 0 && fills { break }
            }
            if !fills {
                // Rows below the frame still take their place before the footer.
                let rest = section.cells.dropFirst(r).reduce(0.0) { $0 + ($1.rowHeight ?? rowHeight) }
                y += rest
            }
            let footerHeight = section.footer != nil && footer == 0 ? CellMetrics.plainTitleHeight : footer
            if let title = section.footer {
                titles.append(SectionTitleGeometry(
                    text: title, frame: Rect(x: cellMinX + contentLeft, y: y, width: max(0, cellMaxX - cellMinX - contentLeft - contentRight), height: footerHeight),
                    isHeader: false))
            }
            y += footerHeight
        }
        return (rows, cells, titles)
    }

    /// One row: the cell across the table (or the inset section), its accessory at the trailing margin,
    /// the content view before it.
    private func place(
        _ cell: CellSpec, section: Int, y: Double, height: Double, minX: Double, maxX: Double, left: Double, right: Double
    ) -> TableRowGeometry {
        let frame = Rect(x: minX, y: y, width: maxX - minX, height: height)
        var content = frame
        var accessoryFrame: Rect?
        if let size = CellMetrics.accessorySize(cell.accessory, on: profile) {
            let box = Rect(x: maxX - right - size.width, y: frame.midY - size.height / 2, width: size.width, height: size.height)
            accessoryFrame = box
            content = Rect(x: minX, y: y, width: max(0, box.minX - CellMetrics.accessoryGap - minX), height: height)
        }
        let textStart = CellStyleLayout.textStart(cell, height: height, left: left)
        return TableRowGeometry(
            id: cell.id, section: section, frame: frame, contentFrame: content, accessory: cell.accessory,
            accessoryFrame: accessoryFrame, separatorInset: textStart)
    }

    // MARK: Collections

    private mutating func items(_ table: TableSpec, in view: LaidOutView) -> (rows: [TableRowGeometry], cells: [CellSpec], titles: [SectionTitleGeometry]) {
        guard let scroll = view.scroll, let flow = table.flow, !table.prototypes.isEmpty else { return ([], [], []) }
        let frame = view.frame
        // Each design's item size: the layout's, or the prototype's own saved size when items size themselves.
        let sizes = table.prototypes.map { design -> Size in
            guard flow.itemsSizeThemselves, let saved = design.savedSize, saved.width >= 1, saved.height >= 1 else { return flow.itemSize }
            return saved
        }
        guard sizes.allSatisfy({ $0.width >= 1 && $0.height >= 1 }) else { return ([], [], []) }
        let inset = flow.sectionInset, safe = view.safeAreaInsets
        let horizontal = flow.scrollsHorizontally
        // A line is a row (vertical scrolling) or a column (horizontal): items along it, lines across the scroll direction.
        func along(_ size: Size) -> Double { horizontal ? size.height : size.width }
        func across(_ size: Size) -> Double { horizontal ? size.width : size.height }
        let available = horizontal
            ? frame.height - safe.top - safe.bottom - inset.top - inset.bottom
            : frame.width - safe.left - safe.right - inset.left - inset.right
        let lineStart = horizontal ? frame.minY + safe.top + inset.top : frame.minX + safe.left + inset.left
        let scrollEnd = horizontal ? frame.maxX : frame.maxY
        let scrollStart = horizontal ? frame.minX : frame.minY
        var rows: [TableRowGeometry] = [], cells: [CellSpec] = []
        var lineOrigin = horizontal
            ? frame.minX - scroll.contentOffset.x + flow.headerLength + inset.left
            : frame.minY - scroll.contentOffset.y + flow.headerLength + inset.top
        // The section's designed header first, in its room before the first line, across the collection.
        if let header = flow.header, flow.headerLength > 0 {
            let rect = horizontal
                ? Rect(x: frame.minX - scroll.contentOffset.x, y: frame.minY, width: flow.headerLength, height: frame.height)
                : Rect(x: frame.minX, y: frame.minY - scroll.contentOffset.y, width: frame.width, height: flow.headerLength)
            rows.append(TableRowGeometry(id: header.id, section: 0, frame: rect, contentFrame: rect))
            cells.append(header)
        }
        var n = 0, lines = 0
        // Lines wholly before the visible bounds are walked too, so their number is bounded as well: a document's
        // negative insets or header, or lines a fraction of a point apart, could otherwise ask for millions.
        while lineOrigin < scrollEnd && rows.count < Self.maximumRows && lines < Self.maximumLines {
            lines += 1
            // A line holds as many items as fit with the minimum spacing (at least one); UIKit's flow layout spreads
            // the leftover space between them (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout,
            // "the flow layout … adds extra space between items"), centres an item alone in its line, even one longer
            // than the line, and centres each item across the line (Xcode's saved cell frames, docs/research/ib-defaults.md §66).
            var line: [Int] = [], lengths: [Double] = []
            var used = 0.0, thickness = 0.0
            while line.count < Self.maximumRows {
                let size = sizes[(n + line.count) % sizes.count]
                let length = along(size)
                let needed = line.isEmpty ? length : used + flow.minimumInteritemSpacing + length
                if !line.isEmpty && needed > available { break }
                line.append(n + line.count)
                lengths.append(length)
                thickness = max(thickness, across(size))
                used = needed
            }
            let total = lengths.reduce(0, +)
            let spacing = line.count > 1 ? max(flow.minimumInteritemSpacing, (available - total) / Double(line.count - 1)) : 0
            var position = lineStart + (line.count > 1 ? 0 : (available - total) / 2)
            for (slot, index) in line.enumerated() where rows.count < Self.maximumRows {
                let design = table.prototypes[index % table.prototypes.count]
                var cell = design
                if index >= table.prototypes.count { cell.id = RepeatedPrototype.id(design.id, showing: index / table.prototypes.count + 1) }
                let size = sizes[index % sizes.count]
                let offsetAcross = lineOrigin + (thickness - across(size)) / 2
                let rect = horizontal
                    ? Rect(x: offsetAcross, y: position, width: size.width, height: size.height)
                    : Rect(x: position, y: offsetAcross, width: size.width, height: size.height)
                position += lengths[slot] + spacing
                if (horizontal ? rect.maxX : rect.maxY) <= scrollStart { continue }
                rows.append(TableRowGeometry(id: cell.id, section: 0, frame: rect, contentFrame: rect))
                cells.append(design)
            }
            n += line.count
            // A line spacing that cancels the line's thickness (a document may save any negative spacing) would put
            // every later line on or before this one without end: such a layout shows this line only.
            let advance = thickness + flow.minimumLineSpacing
            guard advance > 0 else { break }
            lineOrigin += advance
        }
        return (rows, cells, [])
    }

    // MARK: Content

    /// The side margin of the cells of a table `width` wide: `LayoutMarginMetrics.tableCellHorizontal` (20 pt in the
    /// wider tables of the wider portrait phones, docs/research/ib-defaults.md §82); an inset grouped table keeps the
    /// root view's, which also insets its sections (§26; no inset grouped table measured on those phones).
    static func cellSideMargin(_ table: TableSpec, width: Double, profile: Profile) -> Double {
        table.style == .insetGrouped ? LayoutMarginMetrics.rootHorizontal(for: profile)
            : LayoutMarginMetrics.tableCellHorizontal(for: profile, rowWidth: width)
    }

    /// The content views' frames in the content view's coordinates; `sideMargin`: a table cell's content view's
    /// leading and trailing margin (a collection cell's are UIView's 8 pt).
    private func contentFrames(_ cell: CellSpec, row: TableRowGeometry, kind: ViewKind, sideMargin: Double) -> [String: Rect] {
        let size = row.contentFrame.size
        let hasAccessory = row.accessoryFrame != nil
        let margin = kind == .collection ? LayoutMarginMetrics.nonRoot : sideMargin
        let margins = kind == .collection
            ? EdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
            : EdgeInsets(top: CellMetrics.verticalMargin, left: margin, bottom: CellMetrics.verticalMargin, right: hasAccessory ? 0 : margin)
        var frames: [String: Rect] = [:]
        // At most three ids: a list to search, not a set to hash into.
        let styledIDs = [cell.textLabelID, cell.detailLabelID, cell.imageViewID].compactMap { $0 }
        let needsSolve = cell.style == .custom || cell.allViews.contains { !styledIDs.contains($0.id) }
        if needsSolve {
            let key = CellContentCache.Key(
                cell: cell, size: size, margins: margins, direction: direction, ios: profile.ios, profileScale: profile.scale,
                measuredScale: measurer.scale)
            frames = CellContentCache.memo.value(for: key) {
                // Margins are physical (left, right): the trailing one is at the left in right-to-left layouts.
                let physical = direction == .rightToLeft
                    ? EdgeInsets(top: margins.top, left: margins.right, bottom: margins.bottom, right: margins.left) : margins
                return solve(cell, size: size, margins: physical)
            }
        }
        if cell.style != .custom {
            for (id, rect) in CellStyleLayout.frames(cell, size: size, margins: margins, measurer: measurer) { frames[id] = rect }
        }
        return frames
    }

    /// The Auto Layout engine's frames for the content view's subviews, the content view `size` large.
    private func solve(_ cell: CellSpec, size: Size, margins: EdgeInsets) -> [String: Rect] {
        let origin = DocumentOrigin(
            path: cell.location.file, sceneID: cell.id, savedRootFrame: cell.savedSize.map { Rect(origin: .zero, size: $0) }, rootID: cell.contentID)
        let screen = Screen(
            name: cell.id, statusBar: .hidden, layoutDirection: direction, views: cell.views, constraints: cell.constraints, rootID: cell.contentID,
            document: origin, location: cell.location)
        let root = Rect(origin: .zero, size: size)
        let layout = ConstraintLayout(
            screen: screen, profile: profile, rootFrame: root, safeArea: .zero, margins: margins, readable: root.inset(by: margins),
            topLayoutGuide: 0, bottomLayoutGuide: 0, measurer: measurer)
        return layout.frames
    }
}
