import Geometry
import Text

/// UIPickerView's and a wheels-style UIDatePicker's look: a rounded selection band across the middle in
/// tertiarySystemFill (iOS 14+), the selected row of each column on it in 21 pt label colour and two rows
/// above and below in secondaryLabel, at 34 pt row pitch (docs/research/controls.md §9). A picker view's
/// rows come from its data source at run time: it is drawn with the band and grey bars for rows.
struct WheelsPainter {
    let look: ControlLook
    let text: DisplayListText
    /// Each column's five rows, the selected one in the middle; empty: bars instead of text.
    let columns: [[String]]

    static let rowHeight = 34.0

    func nodes(in frame: Rect) -> [Node] {
        let band = Rect(x: frame.minX + 8, y: frame.midY - Self.rowHeight / 2, width: max(0, frame.width - 16), height: Self.rowHeight)
        var nodes: [Node] = [.shape(Shape(path: Path(continuousRoundedRect: band, cornerRadius: 8), fill: look.system(.tertiarySystemFill)))]
        var rows: [Node] = []
        if columns.isEmpty {
            var bars = Path()
            for offset in -2...2 {
                let y = frame.midY + Double(offset) * Self.rowHeight
                let width = min(band.width * 0.4, 120) * (offset == 0 ? 1 : 0.8)
                bars.append(Path(continuousRoundedRect: Rect(x: frame.midX - width / 2, y: y - 4, width: width, height: 8), cornerRadius: 4))
            }
            rows.append(.shape(Shape(path: bars, fill: look.system(.systemFill))))
        } else {
            let columnWidth = band.width / Double(columns.count)
            for (c, column) in columns.enumerated() {
                let x = band.minX + Double(c) * columnWidth
                for (r, title) in column.enumerated() where !title.isEmpty {
                    let offset = column.count == 1 ? 0 : r - 2
                    let rect = Rect(x: x, y: band.minY + Double(offset) * Self.rowHeight, width: columnWidth, height: Self.rowHeight)
                    let colour = offset == 0 ? look.theme.label : look.theme.secondaryLabel
                    rows.append(.text(text.run(title, in: rect, font: TextFont(size: offset == 0 ? 21 : 19), anchor: .middle, inset: 2, color: colour)))
                }
            }
        }
        nodes.append(.group(Group(clip: Path(rect: frame), nodes: rows)))
        return nodes
    }
}
