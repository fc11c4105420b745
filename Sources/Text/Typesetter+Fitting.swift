import Geometry

extension Typesetter {
    /// The text fitted on one line of `width` points as UILabel's default tail truncation shows it.
    /// The text is taken as one line (a newline draws nothing); for a label whose text has line
    /// breaks use `wrap(_:font:width:maxLines: 1)`, which cuts at the first one.
    package func truncate(_ text: String, font: TextFont, toWidth width: Double) -> TruncatedLine {
        let characters = Array(text)
        let shaped = shape(text, font: font)
        let line = layout(text, shaped: shaped, font: font)
        if line.width <= width + Self.tolerance {
            return TruncatedLine(
                line: line, availableWidth: width, naturalWidth: line.width, isTruncated: false,
                visibleCharacterCount: characters.count)
        }
        let advances = characterAdvances(shaped, font: font)
        return fit(characters[...], advances: advances[...], natural: line.width, font: font, width: width, baseLevel: shaped.baseLevel)
    }

    /// The text wrapped into lines of at most `width` points, at most `maxLines` of them
    /// (0: as many as needed, like `numberOfLines = 0`). Newlines always break.
    package func wrap(_ text: String, font: TextFont, width: Double, maxLines: Int = 0) -> WrappedText {
        // Long texts (hostile ones among them) are wrapped each time rather than kept, as in `shape`.
        guard text.utf8.count <= 256 else { return wrapUncached(text, font: font, width: width, maxLines: maxLines) }
        let key = WrapCache.Key(
            text: ExactText(text), font: font, width: width.bitPattern, maxLines: maxLines, kerning: kerning, chain: FontChainKey(chain))
        return WrapCache.memo.value(for: key) { wrapUncached(text, font: font, width: width, maxLines: maxLines) }
    }

    /// What `wrap(_:font:width:maxLines:)` measures (its line count, widest line and metrics), for the layout's
    /// measurement and the checks' line counts. A long text's extent is kept (`WrapCache.longExtents`), so the text is
    /// wrapped once per width for every pass and profile that asks, not once per question.
    package func wrapExtent(_ text: String, font: TextFont, width: Double, maxLines: Int = 0) -> WrapExtent {
        guard text.utf8.count > 256 else { return WrapExtent(wrap(text, font: font, width: width, maxLines: maxLines)) }
        let key = WrapCache.Key(
            text: ExactText(text), font: font, width: width.bitPattern, maxLines: maxLines, kerning: kerning, chain: FontChainKey(chain))
        return WrapCache.longExtents.value(for: key) { WrapExtent(wrapUncached(text, font: font, width: width, maxLines: maxLines)) }
    }

    private func wrapUncached(_ text: String, font: TextFont, width: Double, maxLines: Int) -> WrappedText {
        let characters = Array(text)
        let shaped = shape(text, font: font)
        let advances = characterAdvances(shaped, font: font)
        let opportunities = LineBreaking.opportunities(shaped)
        var ranges: [Range<Int>] = []
        var start = 0
        while start < characters.count {
            let (end, next) = lineEnd(
                from: start, characters: characters, advances: advances, opportunities: opportunities, width: width)
            ranges.append(start..<end)
            start = next
            if maxLines > 0, ranges.count > maxLines { break }
        }
        var lines: [TextLine] = []
        var endsParagraph: [Bool] = []
        var truncated = false
        for (index, range) in ranges.enumerated() {
            if maxLines > 0, index == maxLines - 1, ranges.count > maxLines {
                // The last allowed line takes the rest of its paragraph, cut with "…".
                var end = range.lowerBound
                while end < characters.count, !characters[end].isNewline { end += 1 }
                let rest = range.lowerBound..<end
                let fitted = fit(
                    characters[rest], advances: advances[rest], natural: Self.lineWidth(advances[rest]),
                    font: font, width: width, baseLevel: shaped.baseLevel)
                lines.append(fitted.line)
                endsParagraph.append(true)
                truncated = true
                break
            }
            var end = range.upperBound
            while end > range.lowerBound, characters[end - 1].isWhitespace { end -= 1 }
            let shown = String(characters[range.lowerBound..<end])
            lines.append(layout(shown, shaped: shape(shown, font: font, baseLevel: shaped.baseLevel), font: font))
            let next = range.upperBound
            endsParagraph.append(index == ranges.count - 1 || next >= characters.count || characters[next].isNewline)
        }
        // Lines sit at one pitch: that of the tallest face any line uses.
        let metrics = lines.reduce(metrics(for: font)) { $0.union($1.metrics) }
        return WrappedText(lines: lines, availableWidth: width, isTruncated: truncated, metrics: metrics, endsParagraph: endsParagraph)
    }

    /// How many lines a label with `numberOfLines` = `lines` shows in a frame `height` points tall: as many
    /// whole lines as the height holds (at least one), at most `lines` (0: no limit). The check and the
    /// picture both ask this, so the picture shows the lines the check counted.
    /// `spacing`: the lines' paragraph spacing (`ParagraphSpacing`), none when nil.
    package func shownLineCount(height: Double, font: TextFont, lines: Int, spacing: ParagraphSpacing? = nil) -> Int {
        let fitting = max(1, (spacing ?? ParagraphSpacing()).lineCount(fitting: height, natural: metrics(for: font).lineHeight))
        return lines == 0 ? fitting : min(lines, fitting)
    }

    /// The lines a multi-line label of `size` shows (UILabel with `numberOfLines` = `lines`): its text
    /// wrapped to the width, cut with "…" on the last line the frame holds when text remains. Only the part
    /// of the text the frame can show is shaped (`shownPart(of:font:width:lines:)`).
    /// `spacing`: the lines' paragraph spacing, which the lines keep (`WrappedText.spacing`).
    package func label(_ text: String, font: TextFont, size: Size, lines: Int, spacing: ParagraphSpacing? = nil) -> WrappedText {
        let shown = shownLineCount(height: size.height, font: font, lines: lines, spacing: spacing)
        var wrapped = wrap(shownPart(of: text, font: font, width: size.width, lines: shown), font: font, width: size.width, maxLines: shown)
        wrapped.spacing = spacing
        return wrapped
    }

    /// `wrapped` as a label with `NSTextAlignment.justified` sets it
    /// (https://developer.apple.com/documentation/uikit/nstextalignment/justified: "the last line in a paragraph
    /// is natural-aligned"): every other line stretched to the available width (`TextLine.stretched(to:)`).
    /// Only positions change, never a line break, so the lines are the ones the check counted.
    package func justified(_ wrapped: WrappedText) -> WrappedText {
        var result = wrapped
        for index in wrapped.lines.indices where !wrapped.endsParagraph[index] {
            result.lines[index] = wrapped.lines[index].stretched(to: wrapped.availableWidth)
        }
        return result
    }

    /// The width of the characters set as a line of their own: their advances without the first drawn
    /// character's lead (nothing stands before it).
    static func lineWidth(_ advances: ArraySlice<CharacterAdvance>) -> Double {
        var pen = LinePen()
        for advance in advances { pen.move(by: advance) }
        return pen.x
    }

    /// Where the line starting at `start` ends (exclusive) and where the next one starts.
    /// Lines break at UAX #14's opportunities (`LineBreaking`); spaces at the end of a line hang past the
    /// width; a word longer than the line breaks between characters, never inside a shaped cluster; every line
    /// takes at least one character.
    func lineEnd(
        from start: Int, characters: [Character], advances: [CharacterAdvance], opportunities: [Bool], width: Double
    ) -> (Int, Int) {
        var pen = LinePen()
        var lastBreak: Int?
        var index = start
        while index < characters.count {
            let character = characters[index]
            if character.isNewline { return (index, index + 1) }
            let advance = advances[index]
            if index > start, opportunities[index], !advance.continuesCluster, !character.isWhitespace {
                lastBreak = index
            }
            if !character.isWhitespace, !advance.continuesCluster, index > start,
                pen.x + pen.step(for: advance) > width + Self.tolerance
            {
                if let lastBreak { return (lastBreak, lastBreak) }
                return (index, index)
            }
            pen.move(by: advance)
            index += 1
        }
        return (characters.count, characters.count)
    }

    /// Widths are sums of products of font units; a text exactly as wide as its frame must fit.
    static let tolerance = 1e-9

    /// The longest prefix of `characters` that fits in `width` with "…" after it (trailing spaces
    /// dropped before the "…"). The "…" is placed after the tracking the last kept character owes.
    private func fit(
        _ characters: ArraySlice<Character>, advances: ArraySlice<CharacterAdvance>, natural: Double,
        font: TextFont, width: Double, baseLevel: UInt8
    ) -> TruncatedLine {
        let ellipsis = "\u{2026}"
        let available = width - self.width(of: ellipsis, font: font) + Self.tolerance
        var kept = characters.startIndex
        var pen = LinePen()
        var index = characters.startIndex
        while index < characters.endIndex {
            let advance = advances[index]
            pen.move(by: advance)
            if pen.x + advance.owes > available, !characters[index].isWhitespace, !advance.continuesCluster { break }
            index += 1
            // A cut falls after a character that is not a space, and never inside a shaped cluster.
            let endsCluster = index == characters.endIndex || !advances[index].continuesCluster
            if !characters[index - 1].isWhitespace, endsCluster { kept = index }
        }
        // The advances were shaped with the characters that followed; next to "…" the last ones may kern or join
        // differently. So the estimate is checked by setting the line: cut one cluster shorter while it is too
        // wide, else take one more while that still fits.
        func set(_ count: Int) -> TextLine {
            let shown = String(characters[characters.startIndex..<count]) + ellipsis
            return layout(shown, shaped: shape(shown, font: font, baseLevel: baseLevel), font: font)
        }
        func fits(_ line: TextLine) -> Bool { line.width <= width + Self.tolerance }
        var line = set(kept)
        if !fits(line) {
            while kept > characters.startIndex, !fits(line) {
                kept -= 1
                while kept > characters.startIndex, advances[kept].continuesCluster || characters[kept - 1].isWhitespace { kept -= 1 }
                line = set(kept)
            }
        } else {
            while kept < characters.endIndex {
                var next = kept + 1
                while next < characters.endIndex, advances[next].continuesCluster || characters[next - 1].isWhitespace { next += 1 }
                let longer = set(next)
                guard fits(longer) else { break }
                (kept, line) = (next, longer)
            }
        }
        return TruncatedLine(
            line: line, availableWidth: width, naturalWidth: natural, isTruncated: true, visibleCharacterCount: kept - characters.startIndex)
    }
}
