import Geometry
import Layout
import Text

extension DisplayListText {
    /// The lines of an attributed text whose runs differ in font or colour (`AttributedRunLines.shownLines`), placed
    /// in `rect` as UILabel places its text: the block centred vertically (UITextView's is set from the top of `rect`,
    /// `fromTop`), each line aligned by `anchor`, each run set
    /// in its own font and drawn in its own colour (`colour`) after the run before it on the line's one baseline
    /// (https://developer.apple.com/documentation/uikit/uilabel/attributedtext). Each line is as tall as its tallest
    /// run and the lines lie one below the other (`AttributedRunLines.block`), as the measurer takes them. A line wider
    /// than `rect` is cut with "…" where it no longer fits, in the run it is cut in, as UILabel's tail truncation cuts a
    /// line in one font (`run(_:in:font:anchor:inset:color:)`). One `TextRun` per run piece shown.
    package func runs(
        _ lines: [[(run: AttributedRun, font: TextFont)]], in rect: Rect, anchor: TextRun.Anchor,
        spacing: ParagraphSpacing?, fromTop: Bool = false, colour: (AttributedRun) -> Color
    ) -> [TextRun] {
        let block = AttributedRunLines.block(lines.map { AttributedRunLines.metrics(of: $0, typesetter: typesetter) }, spacing: spacing)
        let top = fromTop ? rect.minY : rect.midY - block.height / 2
        var placed: [TextRun] = []
        for (index, line) in lines.enumerated() {
            let baseline = top + block.baselines[index]
            let set = AttributedRunLines.fitted(line, toWidth: rect.width, typesetter: typesetter)
            let width = set.reduce(0) { $0 + $1.line.width }
            var x: Double
            switch anchor {
            case .start: x = rect.minX
            case .middle: x = rect.midX - width / 2
            case .end: x = rect.maxX - width
            }
            for piece in set where !piece.run.text.isEmpty {
                placed.append(place(piece.line, at: Point(x: x, y: baseline), anchor: .start, color: colour(piece.run)))
                x += piece.line.width
            }
        }
        return placed
    }
}
