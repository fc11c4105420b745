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

    /// The lines of `runs` a label wrapping at `width` points sets: each hard line broken where UIKit breaks a line of
    /// runs in their own fonts (`Typesetter.lineBreaks(_:width:)`), each line its pieces without the spaces that hang
    /// at its end, with the hard line it is part of (`paragraph`, an index into `hardLines`) and the offset of its first
    /// character in that hard line (`start`): from there to the hard line's end is what the last line a label shows
    /// holds before it is cut with "…" (`rest(of:in:)`). An empty hard line stays one line.
    package static func wrapped(
        _ hardLines: [[(run: AttributedRun, font: TextFont)]], width: Double, typesetter: Typesetter
    ) -> [(line: [(run: AttributedRun, font: TextFont)], paragraph: Int, start: Int)] {
        var result: [(line: [(run: AttributedRun, font: TextFont)], paragraph: Int, start: Int)] = []
        for (paragraph, hard) in hardLines.enumerated() {
            let pieces = SlicedLine(hard)
            guard pieces.count > 0 else {
                result.append((hard, paragraph, 0))
                continue
            }
            for range in typesetter.lineBreaks(hard.map { ($0.run.text, $0.font) }, width: max(width, 0)) {
                result.append((pieces.slice(range), paragraph, range.lowerBound))
            }
        }
        return result
    }

    /// The pieces of the hard line a wrapped line (`wrapped`) is part of, from that line's first character to the hard
    /// line's end.
    static func rest(
        of line: (line: [(run: AttributedRun, font: TextFont)], paragraph: Int, start: Int),
        in hardLines: [[(run: AttributedRun, font: TextFont)]]
    ) -> [(run: AttributedRun, font: TextFont)] {
        let pieces = SlicedLine(hardLines[line.paragraph])
        return pieces.slice(line.start..<pieces.count)
    }

    /// One hard line's pieces with their characters and where each starts, so that a line's pieces are found without
    /// walking the pieces before it: a text of thousands of runs breaks into lines in time linear in its runs.
    private struct SlicedLine {
        let pieces: [(run: AttributedRun, font: TextFont)]
        let characters: [[Character]]
        /// `starts[i]`: the offset of piece i's first character in the line; one more entry, the line's length.
        let starts: [Int]
        var count: Int { starts[starts.count - 1] }

        init(_ pieces: [(run: AttributedRun, font: TextFont)]) {
            self.pieces = pieces
            characters = pieces.map { Array($0.run.text) }
            var starts = [0]
            for piece in characters { starts.append(starts[starts.count - 1] + piece.count) }
            self.starts = starts
        }

        /// The pieces that hold the characters `range` (offsets into the pieces' characters one after another); a line
        /// of no characters keeps its first piece emptied, for its height.
        func slice(_ range: Range<Int>) -> [(run: AttributedRun, font: TextFont)] {
            var result: [(run: AttributedRun, font: TextFont)] = []
            // The last piece that starts at or before the range (binary search over `starts`).
            var low = 0, high = pieces.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if starts[middle] <= range.lowerBound { low = middle } else { high = middle }
            }
            var index = low
            while index < pieces.count, starts[index] < range.upperBound {
                let lower = max(range.lowerBound - starts[index], 0)
                let upper = min(range.upperBound - starts[index], characters[index].count)
                if lower < upper {
                    var part = pieces[index].run
                    part.text = String(characters[index][lower..<upper])
                    result.append((part, pieces[index].font))
                }
                index += 1
            }
            if result.isEmpty, var first = pieces.first {
                first.run.text = ""
                result.append(first)
            }
            return result
        }
    }

    /// The lines of `runs` a label showing `numberOfLines` lines (0: any number) at `width` points sets run by run, as
    /// the measurer measures them, the picture draws them and `text-truncated` counts them: a one-line label's first
    /// hard line (cut to its width when wider, `fitted(_:toWidth:typesetter:)`); a wrapping label's lines broken across
    /// its runs (`wrapped(_:width:typesetter:)`), at most `numberOfLines` of them and, given a `height`, as many as
    /// fit in it one below the other (`block`, at least one), as a label in one font shows as many as its frame holds
    /// (`Typesetter.shownLineCount`). When lines are left over, the last line shown holds the rest of its hard line,
    /// which `fitted` cuts with "…" as UILabel's tail truncation does.
    package static func shownLines(
        of runs: [AttributedRun], numberOfLines: Int, width: Double, height: Double? = nil, spacing: ParagraphSpacing? = nil,
        typesetter: Typesetter
    ) -> [[(run: AttributedRun, font: TextFont)]] {
        let hardLines = lines(of: runs)
        if numberOfLines == 1 { return Array(hardLines.prefix(1)) }
        let all = wrapped(hardLines, width: width, typesetter: typesetter)
        let limit = shownCount(of: all, numberOfLines: numberOfLines, height: height, spacing: spacing, typesetter: typesetter)
        guard limit < all.count else { return all.map(\.line) }
        return all.prefix(limit - 1).map(\.line) + [rest(of: all[limit - 1], in: hardLines)]
    }

    /// How many of a wrapping label's lines (`wrapped(_:width:typesetter:)`) it shows: at most `numberOfLines` (0: any
    /// number) and, given a `height`, as many as fit in it one below the other, each as tall as `block` stacks them (at
    /// least one).
    package static func shownCount(
        of all: [(line: [(run: AttributedRun, font: TextFont)], paragraph: Int, start: Int)], numberOfLines: Int,
        height: Double?, spacing: ParagraphSpacing?, typesetter: Typesetter
    ) -> Int {
        let limit = numberOfLines > 0 ? min(numberOfLines, all.count) : all.count
        guard let height else { return limit }
        let spacing = spacing ?? ParagraphSpacing()
        var fitting = 0, bottom = 0.0
        for line in all.prefix(limit) {
            let natural = metrics(of: line.line, typesetter: typesetter).lineHeight
            let next = bottom + (fitting > 0 ? spacing.lineSpacing : 0) + spacing.lineHeight(natural: natural)
            if fitting > 0, next > height + 1e-6 { break }
            bottom = next
            fitting += 1
        }
        return min(limit, max(fitting, 1))
    }

    /// The pieces of `line` set each in its own font, as many as fit `width` together; the first that does not fit
    /// cut with "…" (`Typesetter.truncate(_:font:toWidth:)`) and the rest left out: a line as UILabel's tail
    /// truncation cuts it, in the run it is cut in.
    package static func fitted(
        _ line: [(run: AttributedRun, font: TextFont)], toWidth width: Double, typesetter: Typesetter
    ) -> [(run: AttributedRun, line: TextLine)] {
        let total = self.width(of: line, typesetter: typesetter)
        // Runs in one font (differing in colour) were measured as one text (`IntrinsicSizes.text(of:lines:)`): they fit
        // when that text does, whatever kerning their boundaries lose.
        let oneFont = line.allSatisfy { $0.font == line.first?.font }
        let fits = Typesetter.fits(measured: total, in: width)
            || (oneFont && line.first.map { typesetter.fits(line.map(\.run.text).joined(), font: $0.font, width: width) } == true)
        var set: [(run: AttributedRun, line: TextLine)] = []
        var used = 0.0
        for piece in line {
            let whole = typesetter.layout(piece.run.text, font: piece.font)
            if fits || Typesetter.fits(measured: used + whole.width, in: width) {
                set.append((piece.run, whole))
                used += whole.width
                continue
            }
            set.append((piece.run, typesetter.truncate(piece.run.text, font: piece.font, toWidth: max(width - used, 0)).line))
            break
        }
        return set
    }
}
