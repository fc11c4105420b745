import Diagnostics

extension TemplateDecoder {
    /// A table's `cells:` list of sections, each `{ header, footer, rows }`, each row
    /// `{ title, detail, image or systemImage, accessory, style }`. A row becomes a styled cell whose text, detail and
    /// image are views of its content (`CellSpec`); a row with a detail and no style is `value1`, the
    /// Settings app's style (https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value1).
    mutating func cellSections(_ node: YAMLNode?, tableID: String?) -> [TableSectionSpec] {
        guard let items = list(node, "cells") else { return [] }
        var sections: [TableSectionSpec] = []
        for (s, item) in items.enumerated() {
            guard let entries = entries(of: item, what: "a 'cells' section", allowed: TemplateKeys.cellSection) else { continue }
            var section = TableSectionSpec(header: text(entries["header"], "header"), footer: text(entries["footer"], "footer"))
            for (r, row) in (list(entries["rows"], "rows") ?? []).enumerated() {
                guard let cell = cellRow(row, id: "\(tableID ?? "table").s\(s)r\(r)") else { continue }
                section.cells.append(cell)
            }
            sections.append(section)
        }
        return sections
    }

    private mutating func cellRow(_ node: YAMLNode, id: String) -> CellSpec? {
        guard let entries = entries(of: node, what: "a row", allowed: TemplateKeys.cellRow) else { return nil }
        let title = text(entries["title"], "title")
        let detail = text(entries["detail"], "detail")
        let image = shownImage(entries, image: imagePath(entries["image"]))
        let accessory: CellAccessory = choice(entries["accessory"], "accessory") ?? CellAccessory.none
        var style: CellStyle = choice(entries["style"], "style") ?? (detail == nil ? .default : .value1)
        if style == .custom { style = .default }
        var cell = CellSpec(id: id, contentID: id + ".content", style: style, accessory: accessory, location: entries.location)
        if let image {
            var view = ViewSpec(id: id + ".image", kind: .image, location: entries["image"]?.location ?? entries.location)
            view.image = image
            view.contentMode = .aspectFit
            cell.views.append(view)
            cell.imageViewID = view.id
        }
        if let title {
            var view = ViewSpec(id: id + ".title", kind: .label, location: entries["title"]?.location ?? entries.location)
            view.text = title
            view.fontSize = CellStyleFonts.title(style).size
            view.textColor = CellStyleFonts.title(style).colour
            if style == .value2 { view.textAlignment = .right }
            cell.views.append(view)
            cell.textLabelID = view.id
        }
        if let detail, style != .default {
            var view = ViewSpec(id: id + ".detail", kind: .label, location: entries["detail"]?.location ?? entries.location)
            view.text = detail
            view.fontSize = CellStyleFonts.detail(style).size
            view.textColor = CellStyleFonts.detail(style).colour
            if style == .value1 { view.textAlignment = .right }
            cell.views.append(view)
            cell.detailLabelID = view.id
        }
        return cell
    }
}
