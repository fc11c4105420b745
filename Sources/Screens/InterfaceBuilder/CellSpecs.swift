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
            spec.table?.sectionFooterHeight = table.sectionFooterHeight.flatMap { $0 >= 0 ? $0 : nil }
            if table.dataMode == "static" {
                spec.table?.cellSections = table.sections.map { section in
                    TableSectionSpec(
                        header: section.headerTitle, footer: section.footerTitle,
                        cells: section.cells.compactMap { cell($0, document: document) })
                }
            } else {
                spec.table?.prototypes = table.prototypes.compactMap { cell($0, document: document) }
            }
        case .collectionView(let collection):
            let cells = collection.cells.compactMap { cell($0, document: document) }
            spec.table?.prototypes = cells
            if let layout = collection.layout, layout.element == "collectionViewFlowLayout", layout.scrollDirection != "horizontal" {
                var flow = CollectionFlowSpec()
                if let size = layout.itemSize ?? cells.first?.savedSize { flow.itemSize = size }
                if let spacing = layout.minimumLineSpacing { flow.minimumLineSpacing = spacing }
                if let spacing = layout.minimumInteritemSpacing { flow.minimumInteritemSpacing = spacing }
                if let inset = layout.sectionInset { flow.sectionInset = inset }
                spec.table?.flow = flow
            } else if !cells.isEmpty {
                // Another layout (a custom class, compositional, horizontal flow): its cells are not placed.
                spec.table?.prototypes = []
            }
        default:
            break
        }
    }

    /// A table or collection cell with its content view's tree; nil for other elements.
    static func cell(_ view: IBView, document: IBDocument) -> CellSpec? {
        let properties: IBCell
        switch view.kind {
        case .tableViewCell(let cell), .collectionViewCell(let cell): properties = cell
        default: return nil
        }
        let content = view.keyedView("contentView") ?? view
        var builder = IBScreenBuilder(document: document, rootView: content)
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
        return cell
    }
}
