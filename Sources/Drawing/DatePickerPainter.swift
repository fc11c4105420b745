import Geometry
import Screens
import Text

/// UIDatePicker as iOS 14–18 draws it, in the style it shows (`ControlSpec.shownDatePickerStyle(ios:)`: a picker that
/// names no style shows the compact style from iOS 14, the wheels before it and in count-down mode). Compact: the date
/// and/or time, each in a rounded tertiarySystemFill bubble with its text in 17 pt label colour, trailing-aligned.
/// Wheels: `WheelsPainter`'s columns. The date shown is a fixed sample (the picker shows the current date at run time,
/// which a reproducible image cannot): 9 January 2026, 9:41 (docs/research/controls.md §9). Inline: a calendar month
/// (`InlineCalendarPainter`), except in time and count-down modes, which have no calendar and show wheels.
struct DatePickerPainter {
    let look: ControlLook
    let text: DisplayListText
    let mode: String?
    /// The style shown: `compact`, `inline` or `wheels`.
    let style: String

    static let sampleDate = "Jan 9, 2026"
    static let sampleTime = "9:41 AM"

    func nodes(in frame: Rect) -> [Node] {
        if style == "compact" { return compact(in: frame) }
        if style == "inline", mode != "time", mode != "countDownTimer" {
            return InlineCalendarPainter(look: look, text: text, showsTime: mode == nil || mode == "dateAndTime").nodes(in: frame)
        }
        let columns: [[String]]
        switch mode {
        case "time": columns = [["7", "8", "9", "10", "11"], ["39", "40", "41", "42", "43"], ["", "", "AM", "PM", ""]]
        case "date": columns = [["November", "December", "January", "February", "March"], ["7", "8", "9", "10", "11"], ["2024", "2025", "2026", "2027", "2028"]]
        case "countDownTimer": columns = [["0", "1", "2", "3", "4"], ["hours"], ["0", "1", "2", "3", "4"], ["min"]]
        default: columns = [["Wed Jan 7", "Thu Jan 8", "Today", "Sat Jan 10", "Sun Jan 11"], ["7", "8", "9", "10", "11"], ["39", "40", "41", "42", "43"], ["", "", "AM", "PM", ""]]
        }
        return WheelsPainter(look: look, text: text, columns: columns).nodes(in: frame)
    }

    private func compact(in frame: Rect) -> [Node] {
        let font = TextFont(size: 17)
        var parts: [String] = []
        if mode != "time" { parts.append(Self.sampleDate) }
        if mode == "time" || mode == "dateAndTime" { parts.append(Self.sampleTime) }
        if mode == "countDownTimer" { parts = ["1 hour 0 min"] }
        var nodes: [Node] = []
        var right = frame.maxX
        let height = min(ControlSpec.compactDatePickerHeight, frame.height)
        for part in parts.reversed() {
            let width = text.typesetter.width(of: part, font: font) + 22
            let bubble = Rect(x: right - width, y: frame.midY - height / 2, width: width, height: height)
            nodes.append(.shape(Shape(path: Path(continuousRoundedRect: bubble, cornerRadius: 6), fill: look.system(.tertiarySystemFill))))
            nodes.append(.text(text.run(part, in: bubble, font: font, anchor: .middle, color: look.theme.label)))
            right = bubble.minX - 6
        }
        return nodes
    }
}
