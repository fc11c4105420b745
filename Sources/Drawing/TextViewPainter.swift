import Geometry
import Layout
import Text

/// UITextView's text as UIKit lays it out: inside `textContainerInset` (8 pt top and bottom, 0 at the
/// sides: https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset) and the text
/// container's `lineFragmentPadding` (5 pt each side:
/// https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding), wrapped to
/// that width, from the top, clipped to the view (the rest scrolls).
struct TextViewPainter {
    let text: DisplayListText
    let string: String
    let font: TextFont
    let colour: Color
    let anchor: TextRun.Anchor
    /// An attributed text's runs that differ in font or colour (`AttributedRun`), nil for text in one font and colour.
    var runs: [AttributedRun]? = nil
    /// The colour a run is drawn in.
    var runColour: (AttributedRun) -> Color = { _ in Color(hex: 0x000000) }

    func nodes(in frame: Rect) -> [Node] {
        let inner = Rect(x: frame.minX + 5, y: frame.minY + 8, width: max(0, frame.width - 10), height: max(0, frame.height - 16))
        guard inner.width > 0, !string.isEmpty else { return [] }
        if let runs {
            // Runs are broken into lines across them at the container's width as a label's are and as the measurer
            // measures them (`AttributedRunLines.shownLines`), all of them, set from the top of the container.
            let lines = AttributedRunLines.shownLines(of: runs, numberOfLines: 0, width: inner.width, typesetter: text.typesetter)
            let placed = text.runs(lines, in: inner, anchor: anchor, spacing: nil, fromTop: true, colour: runColour)
            return [.group(Group(clip: Path(rect: frame), nodes: placed.map(Node.text)))]
        }
        // Lines are drawn while their baseline is within a font size of the bottom, each at least the font's
        // own line height below the last: only the part of the text those lines can show is set.
        let lineHeight = text.typesetter.metrics(for: font).lineHeight
        let reach = (frame.height + font.size) / lineHeight
        let lines = reach.isFinite && reach >= 0 ? Int(min(reach, 100_000)) + 1 : 100_000
        let wrapped = text.typesetter.wrap(string, font: font, width: inner.width, showingLines: lines)
        let x = anchor == .end ? inner.maxX : anchor == .middle ? inner.midX : inner.minX
        var runs: [Node] = []
        for (index, line) in wrapped.lines.enumerated() {
            let baseline = inner.minY + wrapped.baseline(ofLine: index)
            if baseline - font.size > frame.maxY { break }
            runs.append(.text(text.place(line, at: Point(x: x, y: baseline), anchor: anchor, color: colour)))
        }
        return [.group(Group(clip: Path(rect: frame), nodes: runs))]
    }
}
