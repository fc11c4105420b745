import Geometry
import Text

/// UISegmentedControl as iOS 13–18 draws it: a rounded background in tertiarySystemFill, the selected
/// segment a raised rounded rectangle 2 pt inside it (white in light, systemGray2's dark value in dark:
/// `selectedSegmentTintColor`'s default), titles in 13 pt, the selected one semibold
/// (docs/research/controls.md §2). Segments share the width equally unless the document fixes theirs.
struct SegmentedControlPainter {
    let look: ControlLook
    let text: DisplayListText
    let segments: [String]
    let selected: Int?
    let widths: [Double]?
    /// A right-to-left layout puts the first segment at the right: a control whose semantic content attribute
    /// is `unspecified` "is flipped when switching between left-to-right and right-to-left layouts"
    /// (https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/unspecified; `spatial`, "a
    /// segment control for text alignment", is not, and reaches the painter as left to right).
    var rightToLeft = false

    func nodes(in frame: Rect) -> [Node] {
        guard !segments.isEmpty else {
            return [.shape(Shape(path: Path(continuousRoundedRect: frame, cornerRadius: min(9, frame.height / 2)), fill: look.system(.tertiarySystemFill)))]
        }
        var nodes: [Node] = [
            .shape(Shape(path: Path(continuousRoundedRect: frame, cornerRadius: min(9, frame.height / 2)), fill: look.system(.tertiarySystemFill)))
        ]
        let rects = placedRects(in: frame)
        let selectedFill = look.theme.appearance == .dark ? Color(hex: 0x636366) : Color(hex: 0xFFFFFF)
        for (index, rect) in rects.enumerated() where index == selected {
            let knob = rect.inset(by: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
            nodes.append(.shape(Shape(path: Path(continuousRoundedRect: knob.offsetBy(dx: 0, dy: 1), cornerRadius: min(7, knob.height / 2)), fill: Color(hex: 0x000000, alpha: 20))))
            nodes.append(.shape(Shape(path: Path(continuousRoundedRect: knob, cornerRadius: min(7, knob.height / 2)), fill: selectedFill)))
        }
        // Dividers between two segments neither of which is selected (UIKit hides those beside the selection).
        var dividers = Path()
        for index in 1..<max(1, rects.count) where index != selected && index - 1 != selected {
            let x = rightToLeft ? rects[index].maxX : rects[index].minX
            dividers.append(Path(rect: Rect(x: x - 0.5, y: frame.midY - 6, width: 1, height: 12)))
        }
        nodes.append(.shape(Shape(path: dividers, fill: look.system(.opaqueSeparator))))
        for (index, rect) in rects.enumerated() {
            let font = TextFont(size: 13, weight: index == selected ? .semibold : .regular)
            nodes.append(.text(text.run(segments[index], in: rect, font: font, anchor: .middle, inset: 4, color: look.theme.label)))
        }
        return nodes
    }

    func segmentRects(in frame: Rect) -> [Rect] {
        var rects: [Rect] = []
        if let widths, widths.count == segments.count {
            var x = frame.minX
            for width in widths {
                rects.append(Rect(x: x, y: frame.minY, width: width, height: frame.height))
                x += width
            }
            return rects
        }
        let width = frame.width / Double(segments.count)
        for index in segments.indices {
            rects.append(Rect(x: frame.minX + Double(index) * width, y: frame.minY, width: width, height: frame.height))
        }
        return rects
    }

    /// Each segment's rectangle, in segment order, mirrored in the frame when right to left.
    func placedRects(in frame: Rect) -> [Rect] {
        let rects = segmentRects(in: frame)
        guard rightToLeft else { return rects }
        return rects.map { Rect(x: frame.minX + frame.maxX - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }
}
