import AutoLayout
import Diagnostics
import Geometry
import InterfaceBuilder

/// A table's static sections and prototype cells, and a collection's prototype cells and flow layout, as
/// `CellSpec`s: each cell's content view becomes a tree of its own (its subviews and the constraints among
/// them and the content view), which the layout pass solves in every row the cell fills.
enum CellSpecs {
    static func apply(_ view: IBView, to spec: inout ViewSpec, document: IBDocument) {
        switch view.kind {
        case .tableView(let table):
            spec.table?.separatorsHidden = table.separatorStyle == "none"
            spec.table?.separatorColor = view.color("separatorColor").flatMap { ViewKindMapping.hex($0, resources: document.resources) }
            spec.table?.separatorInset = table.separatorInset
            spec.table?.sectionFooterHeight = table.sectionFooterHeight.flatMap { $0 >= 0 ? $0 : nil }
            let automaticRows = table.rowHeight == automaticDimension
            func design(_ view: IBView) -> CellSpec? {
                cell(view, document: document).map { automaticRows ? selfSized($0, savedHeight: view.frame?.height) : $0 }
            }
            if table.dataMode == "static" {
                spec.table?.cellSections = table.sections.map { section in
                    TableSectionSpec(
                        header: section.headerTitle, footer: section.footerTitle,
                        cells: section.cells.compactMap(design))
                }
            } else {
                spec.table?.prototypes = table.prototypes.compactMap(design)
            }
        case .collectionView(let collection):
            let cells = collection.cells.compactMap { cell($0, document: document) }
            spec.table?.prototypes = cells
            if let layout = collection.layout, layout.element == "collectionViewFlowLayout" {
                var flow = CollectionFlowSpec()
                if let size = layout.itemSize ?? cells.first?.savedSize { flow.itemSize = size }
                if let spacing = layout.minimumLineSpacing { flow.minimumLineSpacing = spacing }
                if let spacing = layout.minimumInteritemSpacing { flow.minimumInteritemSpacing = spacing }
                if let inset = layout.sectionInset { flow.sectionInset = inset }
                flow.scrollsHorizontally = layout.scrollDirection == "horizontal"
                let estimate = layout.estimatedItemSize.map { $0.width > 0 && $0.height > 0 } ?? false
                flow.itemsSizeThemselves = estimate || layout.automaticEstimatedItemSize
                // A designed header view takes its reference size's length along the scroll direction before the
                // first line (Xcode saves the cells after it: docs/research/ib-defaults.md §66).
                let hasHeader = collection.reusableViews.contains { $0.key == "sectionHeaderView" }
                if hasHeader, let header = layout.headerReferenceSize {
                    flow.headerLength = max(0, flow.scrollsHorizontally ? header.width : header.height)
                    flow.header = collection.reusableViews.first { $0.key == "sectionHeaderView" }.flatMap { cell($0, document: document) }
                }
                spec.table?.flow = flow
            } else if !cells.isEmpty {
                // Another layout (a custom class, compositional): its cells are not placed.
                spec.table?.prototypes = []
            }
        default:
            break
        }
    }

    /// Interface Builder's "Automatic" row height, `UITableView.automaticDimension`, saved as `rowHeight="-1"`.
    private static let automaticDimension = -1.0

    /// A cell of a table whose rows are `automaticDimension` high sizes itself from its content view's
    /// constraints (https://developer.apple.com/documentation/uikit/uitableview/automaticdimension,
    /// https://developer.apple.com/documentation/uikit/uitableview/rowheight). Interface Builder saves the height
    /// it solved as the cell's frame (docs/research/ib-defaults.md §78): that height is the row's, unless the cell
    /// sets its own. A content view no constraint ties to its subviews gives UIKit no height, and keeps the
    /// table's standard row.
    private static func selfSized(_ cell: CellSpec, savedHeight: Double?) -> CellSpec {
        guard cell.rowHeight == nil, let height = savedHeight, height > 0,
              cell.constraints.contains(where: { $0.firstItem == cell.contentID || $0.secondItem == cell.contentID })
        else { return cell }
        var sized = cell
        sized.rowHeight = height
        return sized
    }

    /// A table or collection cell with its content view's tree, or a collection's header or footer view with its
    /// subviews' tree; nil for other elements.
    static func cell(_ view: IBView, document: IBDocument) -> CellSpec? {
        let properties: IBCell
        switch view.kind {
        case .tableViewCell(let cell), .collectionViewCell(let cell), .collectionReusableView(let cell): properties = cell
        default: return nil
        }
        let content = view.keyedView("contentView") ?? view
        var builder = IBScreenBuilder(document: document, rootView: content)
        builder.enclosingCell = view
        let savedSize = content.frame?.size ?? view.frame?.size
        let tree = builder.screen(
            name: view.id, controller: ControllerSpec(location: view.location), statusBarHidden: true,
            automaticallyAdjustsScrollViewInsets: nil,
            origin: DocumentOrigin(path: document.path, sceneID: view.id, savedRootFrame: savedSize.map { Rect(origin: .zero, size: $0) }, rootID: content.id),
            location: view.location)
        var cell = CellSpec(
            id: view.id, contentID: content.id, style: CellStyle(interfaceBuilderName: properties.style),
            accessory: CellAccessory(interfaceBuilderName: properties.accessoryType),
            rowHeight: properties.rowHeight.flatMap { $0 > 0 ? $0 : nil }, views: tree.views, constraints: tree.constraints,
            textLabelID: view[attribute: "textLabel"], detailLabelID: view[attribute: "detailTextLabel"],
            imageViewID: view[attribute: "imageView"], reuseIdentifier: properties.reuseIdentifier, location: view.location)
        cell.savedSize = savedSize
        cell.backdrop = backdrop(of: view, content: content, resources: document.resources)
        cell.namesBackground = view.backgroundColor != nil
        return cell
    }

    /// A styled cell's text or detail label whose font the document saves at 0 pt
    /// (`<fontDescription type="system" pointSize="0.0"/>`, as Xcode 14 and later save the labels of the Basic,
    /// Subtitle, Right Detail and Left Detail styles) keeps the font the style gives it: the 17 pt text and the
    /// style's detail size (`CellStyleFonts`), the sizes earlier Xcodes saved for the same labels
    /// (docs/research/ib-defaults.md §90). A 0 pt font would draw no text at all.
    static func applyStyleFont(of cell: IBView, to view: IBView, spec: inout ViewSpec) {
        guard case .label(let label) = view.kind, label.font?.pointSize == 0, label.font?.style == nil,
              case .tableViewCell(let properties) = cell.kind else { return }
        let style = CellStyle(interfaceBuilderName: properties.style)
        guard style != .custom else { return }
        let size: Double
        if view.id == cell[attribute: "textLabel"] {
            size = CellStyleFonts.title(style).size
        } else if view.id == cell[attribute: "detailTextLabel"] {
            size = CellStyleFonts.detail(style).size
        } else {
            return
        }
        spec.fontSize = size
        if case .text(var content)? = spec.layout.intrinsicContent {
            content.pointSize = size
            spec.layout.intrinsicContent = .text(content)
        }
    }

    /// A cell's own look, drawn under its content: the cell's background colour, or its content view's, which
    /// covers the cell (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview,
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview), rounded by the cell's layer
    /// corner radius; `nil` when neither sets a colour.
    private static func backdrop(of cell: IBView, content: IBView, resources: IBResources) -> ViewSpec? {
        var spec = ViewSpec(id: cell.id, kind: .view, location: cell.location)
        // A clear colour (alpha 0) shows what is under it: the cell's colour under a clear content view.
        func shown(_ colour: IBColor?) -> String? {
            guard let colour, (colour.alpha ?? 1) > 0, colour.systemColor != "clearColor" else { return nil }
            return ViewKindMapping.hex(colour, resources: resources)
        }
        spec.color = shown(cell.backgroundColor)
        if content.id != cell.id, let colour = shown(content.backgroundColor) { spec.color = colour }
        guard spec.color != nil else { return nil }
        if let radius = cell.layerCornerRadius, radius > 0 { spec.cornerRadius = radius }
        return spec
    }
}
