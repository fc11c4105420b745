import Geometry
import Text

/// An attributed text's runs (`AttributedRun`) cut at its hard line breaks, each piece with the font
/// `ViewTypography` reads its font name as: what the measurer and the picture set one line of runs from. UIKit sets
/// a line of an attributed string run after run, each in its own font, on one baseline
/// (https://developer.apple.com/documentation/uikit/uilabel/attributedtext); the line is taken to be as tall as its
/// tallest run's ascender and deepest descender, the rule the typesetter already uses for a line that mixes faces
/// (`LineMetrics.union`; assumed for runs of different fonts).
package enum AttributedRunLines {
    /// The text's hard lines (`\n`), each the pieces of the runs on it in order. A line with no characters holds one
    /// empty piece of the run whose line break ends the line before it (an empty line is as tall as that run's font,
    /// assumed as text layout gives an empty line the attributes of the break before it); other empty pieces are left
    /// out.
    package static func lines(of runs: [AttributedRun]) -> [[(run: AttributedRun, font: TextFont)]] {
        var lines: [[(run: AttributedRun, font: TextFont)]] = [[]]
        var breakBefore: (run: AttributedRun, font: TextFont)?
        func close() {
            if lines[lines.count - 1].isEmpty, let breakBefore { lines[lines.count - 1] = [breakBefore] }
        }
        for run in runs {
            let font = ViewTypography.font(named: run.font, size: run.pointSize)
            for (index, piece) in run.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if index > 0 {
                    close()
                    var empty = run
                    empty.text = ""
                    breakBefore = (empty, font)
                    lines.append([])
                }
                guard !piece.isEmpty else { continue }
                var part = run
                part.text = String(piece)
                lines[lines.count - 1].append((part, font))
            }
        }
        close()
        return lines
    }

    /// The line box that holds every piece of `line` (their fonts' `Typesetter.metrics(for:)` together); the system
    /// font's at 17 pt for a line with no pieces (a text with no runs).
    package static func metrics(of line: [(run: AttributedRun, font: TextFont)], typesetter: Typesetter) -> LineMetrics {
        line.map { typesetter.metrics(for: $0.font) }.reduce(nil as LineMetrics?) { $0?.union($1) ?? $1 }
            ?? typesetter.metrics(for: TextFont(size: 17))
    }

    /// Lines of these heights (`metrics(of:typesetter:)`) one below the other, each its own height (times the paragraph
    /// style's `lineHeightMultiple`) with the style's `lineSpacing` between each two (`ParagraphSpacing`, as a label's
    /// lines in one font are): each line's baseline from the top of the first, and the height of them all.
    package static func block(_ lines: [LineMetrics], spacing: ParagraphSpacing?) -> (baselines: [Double], height: Double) {
        let spacing = spacing ?? ParagraphSpacing()
        var top = 0.0
        var baselines: [Double] = []
        for (index, line) in lines.enumerated() {
            if index > 0 { top += spacing.lineSpacing }
            baselines.append(top + line.ascender + spacing.baselineDrop(natural: line.lineHeight))
            top += spacing.lineHeight(natural: line.lineHeight)
        }
        return (baselines, top)
    }

    /// The width of `line` set run after run, each in its own font (`Typesetter.width(of:font:)`).
    package static func width(of line: [(run: AttributedRun, font: TextFont)], typesetter: Typesetter) -> Double {
        line.reduce(0) { $0 + typesetter.width(of: $1.run.text, font: $1.font) }
    }

    /// The hard lines of `runs` a label showing `numberOfLines` lines (0: any number) at `width` points sets run by run:
    /// a one-line label's first line (cut to its width when wider), and every line of a wrapping label when each fits
    /// `width` and it shows them all; nil when the wrapping label's lines must be broken, which it sets wrapped in one
    /// font (`dominantFont(of:)`), as the measurer measures it (`TypesetterMeasurer`).
    package static func shownLines(
        of runs: [AttributedRun], numberOfLines: Int, width: Double, typesetter: Typesetter
    ) -> [[(run: AttributedRun, font: TextFont)]]? {
        let hardLines = lines(of: runs)
        if numberOfLines == 1 { return Array(hardLines.prefix(1)) }
        let fit = hardLines.allSatisfy { Typesetter.fits(measured: self.width(of: $0, typesetter: typesetter), in: width) }
        return fit && (numberOfLines == 0 || hardLines.count <= numberOfLines) ? hardLines : nil
    }

    /// Whether `runs` name more than one font (name or size): runs that differ in colour alone are measured as one
    /// text in their font, as before, and only drawn run by run.
    package static func differInFont(_ runs: [AttributedRun]) -> Bool {
        guard let first = runs.first else { return false }
        return runs.contains { $0.font != first.font || $0.pointSize != first.pointSize }
    }

    /// The font a wrapped text whose lines do not fit is wrapped in: the font of the runs with the most characters
    /// together (the first such run's font on a tie); the system font at 17 pt for no runs.
    package static func dominantFont(of runs: [AttributedRun]) -> TextFont {
        var counts: [String: Int] = [:]
        var order: [(key: String, run: AttributedRun)] = []
        for run in runs {
            let key = "\(run.font)@\(run.pointSize)"
            if counts[key] == nil { order.append((key, run)) }
            counts[key, default: 0] += run.text.count
        }
        let most = counts.values.max()
        guard let run = order.first(where: { counts[$0.key] == most })?.run else { return TextFont(size: 17) }
        return ViewTypography.font(named: run.font, size: run.pointSize)
    }
}
