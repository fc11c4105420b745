import Geometry
import Text

/// UIDatePicker's inline style (`preferredDatePickerStyle` inline, iOS 14 and later): a calendar month
/// (https://developer.apple.com/documentation/uikit/uidatepickerstyle/inline; the human interface guidelines
/// show it: https://developer.apple.com/design/human-interface-guidelines/date-pickers). Drawn for the fixed
/// sample date, 9 January 2026 (docs/research/controls.md §9):
/// - a header row: the month and year in 17 pt semibold label colour at the leading edge with a chevron in
///   the tint after it, and the previous and next chevrons in the tint at the trailing edge;
/// - a row of weekday letters, SUN to SAT, in 13 pt semibold tertiaryLabel;
/// - the month's days in seven columns, 20 pt regular label colour, January 2026 starting on a Thursday;
///   the selected day (the sample) on a disc of the tint at 12 % with its number semibold in the tint;
/// - in `dateAndTime` mode, a "Time" row under the month with the time in a compact bubble.
/// The proportions (header and weekday rows 44 and 20 pt, the disc 44 pt across at most) are assumed.
struct InlineCalendarPainter {
    let look: ControlLook
    let text: DisplayListText
    let showsTime: Bool

    static let month = "January 2026"
    static let weekdays = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
    /// The column (0 = Sunday) of the month's first day: 1 January 2026 is a Thursday.
    static let firstColumn = 4
    static let days = 31
    static let selectedDay = 9
    static let headerHeight = 44.0
    static let weekdayHeight = 20.0
    static let timeRowHeight = 44.0
    /// The selected day's disc: the tint at this opacity (out of 255).
    static let discAlpha: UInt8 = 31

    /// The rectangle of day `day` (1-based) in `frame`: its column and its week's row of the grid.
    static func cell(day: Int, in frame: Rect, showsTime: Bool) -> Rect {
        let grid = gridRect(in: frame, showsTime: showsTime)
        let index = firstColumn + day - 1
        let rows = Double((firstColumn + days + 6) / 7)
        let width = grid.width / 7, height = grid.height / rows
        return Rect(x: grid.minX + Double(index % 7) * width, y: grid.minY + Double(index / 7) * height, width: width, height: height)
    }

    /// The grid of days: below the header and weekday rows, above the time row, inset 8 pt at the sides.
    static func gridRect(in frame: Rect, showsTime: Bool) -> Rect {
        let top = frame.minY + headerHeight + weekdayHeight
        let bottom = frame.maxY - (showsTime ? timeRowHeight : 0)
        return Rect(x: frame.minX + 8, y: top, width: max(0, frame.width - 16), height: max(0, bottom - top))
    }

    func nodes(in frame: Rect) -> [Node] {
        var nodes: [Node] = []
        let header = Rect(x: frame.minX + 16, y: frame.minY, width: max(0, frame.width - 32), height: Self.headerHeight)
        let title = TextFont(size: 17, weight: .semibold)
        nodes.append(.text(text.run(Self.month, in: header, font: title, anchor: .start, color: look.theme.label)))
        let titleEnd = header.minX + text.typesetter.width(of: Self.month, font: title)
        nodes.append(chevron(at: Point(x: titleEnd + 10, y: header.midY), pointing: 1, size: 6))
        nodes.append(chevron(at: Point(x: header.maxX - 36, y: header.midY), pointing: -1, size: 8))
        nodes.append(chevron(at: Point(x: header.maxX - 4, y: header.midY), pointing: 1, size: 8))
        let grid = Self.gridRect(in: frame, showsTime: showsTime)
        let column = grid.width / 7
        let weekdayFont = TextFont(size: 13, weight: .semibold)
        for (n, name) in Self.weekdays.enumerated() {
            let box = Rect(x: grid.minX + Double(n) * column, y: frame.minY + Self.headerHeight, width: column, height: Self.weekdayHeight)
            nodes.append(.text(text.run(name, in: box, font: weekdayFont, anchor: .middle, color: look.system(.tertiaryLabel))))
        }
        for day in 1...Self.days {
            let box = Self.cell(day: day, in: frame, showsTime: showsTime)
            if day == Self.selectedDay {
                let radius = min(22, box.width / 2, box.height / 2)
                nodes.append(.shape(Shape(path: Path(circleAt: Point(x: box.midX, y: box.midY), radius: radius), fill: look.tint.alpha(Self.discAlpha))))
                nodes.append(.text(text.run("\(day)", in: box, font: TextFont(size: 20, weight: .semibold), anchor: .middle, color: look.tint)))
            } else {
                nodes.append(.text(text.run("\(day)", in: box, font: TextFont(size: 20), anchor: .middle, color: look.theme.label)))
            }
        }
        if showsTime {
            let row = Rect(x: frame.minX + 16, y: frame.maxY - Self.timeRowHeight, width: max(0, frame.width - 32), height: Self.timeRowHeight)
            nodes.append(.text(text.run("Time", in: row, font: TextFont(size: 17), anchor: .start, color: look.theme.label)))
            let font = TextFont(size: 17)
            let width = text.typesetter.width(of: DatePickerPainter.sampleTime, font: font) + 22
            let bubble = Rect(x: row.maxX - width, y: row.midY - 17, width: width, height: 34)
            nodes.append(.shape(Shape(path: Path(continuousRoundedRect: bubble, cornerRadius: 6), fill: look.system(.tertiarySystemFill))))
            nodes.append(.text(text.run(DatePickerPainter.sampleTime, in: bubble, font: font, anchor: .middle, color: look.theme.label)))
        }
        return nodes
    }

    /// A chevron in the tint centred on `centre`, pointing right (`pointing` 1) or left (−1), `size` points tall.
    private func chevron(at centre: Point, pointing: Double, size: Double) -> Node {
        var path = Path()
        path.move(to: Point(x: centre.x - pointing * size / 4, y: centre.y - size / 2))
        path.line(to: Point(x: centre.x + pointing * size / 4, y: centre.y))
        path.line(to: Point(x: centre.x - pointing * size / 4, y: centre.y + size / 2))
        return .shape(Shape(path: path, stroke: Stroke(color: look.tint, width: 2, join: .round, cap: .round)))
    }
}
