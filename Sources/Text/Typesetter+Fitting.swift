import Geometry

extension Typesetter {
    /// The text fitted on one line of `width` points as UILabel's default tail truncation shows it.
    /// The text is taken as one line (a newline draws nothing); for a label whose text has line
    /// breaks use `wrap(_:font:width:maxLines: 1)`, which cuts at the first one.
    public func truncate(_ text: String, font: TextFont, toWidth width: Double) -> TruncatedLine {
        let characters = Array(text)
        let widths = characterWidths(text, font: font, count: characters.count)
        let natural = widths.reduce(0, +)
        return fit(characters[...], widths: widths[...], natural: natural, font: font, width: width, force: false)
    }

    /// The text wrapped into lines of at most `width` points, at most `maxLines` of them
    /// (0: as many as needed, like `numberOfLines = 0`). Newlines always break.
    public func wrap(_ text: String, font: TextFont, width: Double, maxLines: Int = 0) -> WrappedText {
        let characters = Array(text)
        let widths = characterWidths(text, font: font, count: characters.count)
        var ranges: [Range<Int>] = []
        var start = 0
        while start < characters.count {
            let (end, next) = lineEnd(from: start, characters: characters, widths: widths, width: width)
            ranges.append(start..<end)
            start = next
            if maxLines > 0, ranges.count > maxLines { break }
        }
        var lines: [TextLine] = []
        var truncated = false
        for (index, range) in ranges.enumerated() {
            if maxLines > 0, index == maxLines - 1, ranges.count > maxLines {
                // The last allowed line takes the rest of its paragraph, cut with "…".
                var end = range.lowerBound
                while end < characters.count, !characters[end].isNewline { end += 1 }
                let rest = range.lowerBound..<end
                let fitted = fit(
                    characters[rest], widths: widths[rest], natural: widths[rest].reduce(0, +),
                    font: font, width: width, force: true)
                lines.append(fitted.line)
                truncated = true
                break
            }
            var end = range.upperBound
            while end > range.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
            lines.append(layout(String(characters[range.lowerBound..<end]), font: font))
        }
        var metrics = metrics(for: font)
        if lines.contains(where: \.usesFallback) { metrics = metrics.union(fallbackMetrics(for: font)) }
        return WrappedText(lines: lines, availableWidth: width, isTruncated: truncated, metrics: metrics)
    }

    /// Wrapped text outlined inside `frame`: lines placed by `alignment`, the block centred
    /// vertically as UILabel centres its text.
    public func path(of text: WrappedText, in frame: Rect, alignment: TextAlignment = .left) -> Path {
        var path = Path()
        let top = frame.midY - text.height / 2
        for (index, line) in text.lines.enumerated() {
            let x = frame.minX + alignment.offset(lineWidth: line.width, frameWidth: frame.width)
            path.append(self.path(of: line, at: Point(x: x, y: top + text.baseline(ofLine: index))))
        }
        return path
    }

    /// The advance each character adds to a line, kerning with its left neighbour included.
    func characterWidths(_ text: String, font: TextFont, count: Int) -> [Double] {
        let line = layout(text, font: font)
        var ends = [Double](repeating: -1, count: count)
        for glyph in line.glyphs { ends[glyph.characterIndex] = glyph.x + glyph.advance }
        var widths = [Double](repeating: 0, count: count)
        var previousEnd = 0.0
        for index in 0..<count where ends[index] >= 0 {
            widths[index] = ends[index] - previousEnd
            previousEnd = ends[index]
        }
        return widths
    }

    /// Where the line starting at `start` ends (exclusive) and where the next one starts.
    /// Spaces at the end of a line hang past the width; a word longer than the line breaks
    /// between characters; every line takes at least one character.
    private func lineEnd(from start: Int, characters: [Character], widths: [Double], width: Double) -> (Int, Int) {
        var x = 0.0
        var lastBreak: Int?
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character.isNewline { return (index, index + 1) }
            if index > start, LineBreaking.canBreak(between: characters[index - 1], and: character) {
                lastBreak = index
            }
            if !character.isWhitespace, index > start, x + widths[index] > width + Self.tolerance {
                if let lastBreak { return (lastBreak, lastBreak) }
                return (index, index)
            }
            x += widths[index]
            index += 1
        }
        return (characters.count, characters.count)
    }

    /// Widths are sums of products of font units; a text exactly as wide as its frame must fit.
    static let tolerance = 1e-9

    /// The longest prefix of `characters` that fits in `width` with "…" after it (trailing spaces
    /// dropped before the "…"); the whole text when it fits and `force` is false.
    private func fit(
        _ characters: ArraySlice<Character>, widths: ArraySlice<Double>, natural: Double,
        font: TextFont, width: Double, force: Bool
    ) -> TruncatedLine {
        if !force, natural <= width + Self.tolerance {
            let line = layout(String(characters), font: font)
            return TruncatedLine(
                line: line, availableWidth: width, naturalWidth: natural, isTruncated: false,
                visibleCharacterCount: characters.count)
        }
        let ellipsis = "\u{2026}"
        let available = width - self.width(of: ellipsis, font: font) + Self.tolerance
        var kept = characters.startIndex
        var x = 0.0
        var index = characters.startIndex
        while index < characters.endIndex {
            x += widths[index]
            if x > available, !characters[index].isWhitespace { break }
            index += 1
            if !characters[index - 1].isWhitespace { kept = index }
        }
        let shown = String(characters[characters.startIndex..<kept]) + ellipsis
        return TruncatedLine(
            line: layout(shown, font: font), availableWidth: width, naturalWidth: natural, isTruncated: true,
            visibleCharacterCount: kept - characters.startIndex)
    }
}
