import AutoLayout
import Geometry
import Screens

/// Where a styled cell (`UITableViewCell.CellStyle`) puts its text label, detail label and image view in
/// its content view (docs/research/cells.md §2): the image at the leading margin, vertically centred; the
/// text after it; `subtitle` the detail under the text; `value1` the detail at the trailing margin;
/// `value2` the text right-aligned in a fixed column and the detail after it.
enum CellStyleLayout {
    /// Where the text starts from the cell's leading edge: the separator starts there too.
    static func textStart(_ cell: CellSpec, height: Double, left: Double) -> Double {
        guard cell.style != .custom, cell.imageViewID != nil, cell.style != .value2 else { return left }
        return left + imageSide(height: height) + CellMetrics.imageGap
    }

    static func imageSide(height: Double) -> Double {
        max(0, min(CellMetrics.imageSide, height - 2 * CellMetrics.verticalMargin + 8))
    }

    static func frames(_ cell: CellSpec, size: Size, margins: EdgeInsets, measurer: some TextMeasuring) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        let height = size.height
        var x = margins.left
        let right = size.width - margins.right
        if let image = cell.imageViewID, cell.style != .value2 {
            let side = imageSide(height: height)
            frames[image] = Rect(x: x, y: (height - side) / 2, width: side, height: side)
            x += side + CellMetrics.imageGap
        }
        let texts = Dictionary(cell.views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func width(_ id: String?) -> Double {
            guard let id, let spec = texts[id], let text = spec.text else { return 0 }
            let content = TextContent(text, font: spec.fontName ?? "system", pointSize: spec.fontSize ?? 17)
            return measurer.measure(content, maxWidth: nil).size.width
        }
        let body = CellMetrics.bodyLineHeight, small = CellMetrics.smallLineHeight
        func line(_ id: String?) -> Double {
            guard let id, let size = texts[id]?.fontSize else { return body }
            return size < 14 ? small : body
        }
        let span = max(0, right - x)
        switch cell.style {
        case .default, .custom:
            if let title = cell.textLabelID { frames[title] = Rect(x: x, y: (height - line(title)) / 2, width: span, height: line(title)) }
        case .subtitle:
            let hasDetail = cell.detailLabelID != nil
            let block = line(cell.textLabelID) + (hasDetail ? line(cell.detailLabelID) : 0)
            let top = (height - block) / 2
            if let title = cell.textLabelID { frames[title] = Rect(x: x, y: top, width: span, height: line(title)) }
            if let detail = cell.detailLabelID {
                frames[detail] = Rect(x: x, y: top + line(cell.textLabelID), width: span, height: line(detail))
            }
        case .value1:
            let detailWidth = min(width(cell.detailLabelID), span)
            if let detail = cell.detailLabelID {
                frames[detail] = Rect(x: right - detailWidth, y: (height - line(detail)) / 2, width: detailWidth, height: line(detail))
            }
            if let title = cell.textLabelID {
                let titleWidth = max(0, min(width(title), span - detailWidth - (detailWidth > 0 ? CellMetrics.accessoryGap : 0)))
                frames[title] = Rect(x: x, y: (height - line(title)) / 2, width: titleWidth, height: line(title))
            }
        case .value2:
            let column = CellMetrics.value2LabelWidth
            if let title = cell.textLabelID { frames[title] = Rect(x: margins.left, y: (height - line(title)) / 2, width: column, height: line(title)) }
            if let detail = cell.detailLabelID {
                let start = margins.left + column + CellMetrics.value2Gap
                frames[detail] = Rect(x: start, y: (height - line(detail)) / 2, width: max(0, right - start), height: line(detail))
            }
        }
        return frames
    }
}
