extension Typesetter {
    /// Texts up to this many UTF-8 bytes are always set whole: cutting cannot save anything worth the
    /// measuring it costs, and every ordinary label is this short.
    static let uncutLength = 512

    /// Characters kept after the point where the budget of `shownPart` runs out: shaping (kerning, joining,
    /// ligatures) and line breaking (UAX #14) look at a few neighbours of a character, never 64.
    static let cutMargin = 64

    /// The beginning of `text` that a frame `width` points wide showing at most `lines` lines of `font` could
    /// show any of, so that a text far longer than its frame is shaped and wrapped only as far as it can show
    /// (a 20,000-character label in a 100 × 20 frame: about 150 characters). The lines set from the part are
    /// those set from the whole text, "…" included, for the `lines` lines and the one after them that tells
    /// whether text remains; the part is the whole text whenever that cannot be shown.
    ///
    /// Why the lines are the same: a line that is not cut ends where its next character would pass the width
    /// (`lineEnd`), so the characters on it that are not spaces advance the pen by at most the width, unless
    /// the line holds a single character wider than that. Counting each such character as at most
    /// `width + 2 em` (a line's first character, its lead and rounding are the 2 em), `lines + 2` lines use
    /// at most `(lines + 2) · (width + 2 em)` of it, and also at most `lines + 2` line breaks: where either
    /// count is passed, the lines to show and the next have ended. Spaces are not counted, since any number
    /// of them hang at a line's end. The part keeps `cutMargin` characters more, so that the characters
    /// before that point are shaped and broken with the same neighbours; its advances are measured by shaping
    /// pieces that double in length, each trusted only up to `cutMargin` characters before its end. The
    /// part's bidi levels (UAX #9: a neutral's level can depend on a strong character far after it) are
    /// compared with the whole text's before it is used: on any difference the whole text is set.
    package func shownPart(of text: String, font: TextFont, width: Double, lines: Int) -> String {
        shownPart(of: text, font: font, width: width, lines: lines, breaksLines: true)
    }

    /// The beginning of `text` that one line `width` points wide (`truncate(_:font:toWidth:)`, where a line
    /// break draws nothing) could show any of: as `shownPart(of:font:width:lines:)` for one line, without
    /// counting line breaks.
    package func shownPart(of text: String, font: TextFont, width: Double) -> String {
        shownPart(of: text, font: font, width: width, lines: 1, breaksLines: false)
    }

    private func shownPart(of text: String, font: TextFont, width: Double, lines: Int, breaksLines: Bool) -> String {
        guard text.utf8.count > Self.uncutLength else { return text }
        let perLine = max(width, 0) + 2 * font.size
        let lineCount = max(lines, 1) + 2
        let budget = Double(lineCount) * perLine
        guard budget.isFinite, font.size > 0 else { return text }
        // A first piece long enough for text of average letters (a fifth of an em or more each).
        var length = Self.cutMargin * 2 + Int(min(budget / (0.2 * font.size), 1_000_000))
        while true {
            let head = text.prefix(length)
            let whole = head.endIndex == text.endIndex
            let piece = String(head)
            let advances = characterAdvances(shape(piece, font: font), font: font)
            let trusted = whole ? advances.count : advances.count - Self.cutMargin
            var used = 0.0, breaks = 0, index = 0
            var cut: Int?
            for character in piece {
                guard index < trusted else { break }
                if character.isNewline {
                    guard breaksLines else {
                        index += 1
                        continue
                    }
                    breaks += 1
                    if breaks >= lineCount { cut = index }
                } else if !character.isWhitespace, advances[index].draws {
                    used += min(advances[index].width, perLine)
                    if used > budget { cut = index }
                }
                if cut != nil { break }
                index += 1
            }
            if let cut {
                let end = cut + Self.cutMargin
                guard end < advances.count else { return text }
                let part = String(piece.prefix(end))
                return Self.sameContext(part, as: text, before: cut) ? part : text
            }
            if whole { return text }
            length *= 2
        }
    }

    /// Whether the first `characters` characters of `part` (a prefix of `text`) are itemised as in `text`: a
    /// character of a script of its own among them (the script leading spaces, digits and punctuation take is
    /// the first one after them), and the same bidi levels and paragraph level.
    static func sameContext(_ part: String, as text: String, before characters: Int) -> Bool {
        let own = shapedScalars(part)
        let end = own.starts[characters]
        guard (0..<characters).contains(where: { own.starts[$0] < own.starts[$0 + 1] && ScriptCode.of(own.scalars[own.starts[$0]]).isReal })
        else { return false }
        let whole = shapedScalars(text)
        guard BidiParagraph.needsLevels(whole.scalars) else { return true }
        let (wholeLevels, wholeBase) = BidiParagraph.levels(of: whole.scalars, baseLevel: nil)
        let (ownLevels, ownBase) = BidiParagraph.levels(of: own.scalars, baseLevel: nil)
        return wholeBase == ownBase && wholeLevels[..<end] == ownLevels[..<end]
    }

    /// `text` wrapped to `width` with no line limit, as `wrap(_:font:width:maxLines:)` wraps it, for a frame
    /// that shows at most its first `lines` lines: those lines are the whole text's, only the part of the text
    /// they can show is shaped (`shownPart(of:font:width:lines:)`), and the lines after them are left out.
    /// The lines keep the pitch of the tallest face the whole text uses, which the faces of the text left out
    /// (picked character by character, without shaping) can raise.
    package func wrap(_ text: String, font: TextFont, width: Double, showingLines lines: Int) -> WrappedText {
        let part = shownPart(of: text, font: font, width: width, lines: lines)
        var wrapped = wrap(part, font: font, width: width)
        guard part.utf8.count < text.utf8.count else { return wrapped }
        let (scalars, starts) = Self.shapedScalars(text)
        var faces: Set<FontRole> = []
        for case let role? in itemize(scalars, starts: starts, weight: font.weight, display: font.usesDisplayDesign, project: font.projectFont).roles where role.raisesLineMetrics(in: font) { faces.insert(role) }
        for role in faces { wrapped.metrics = wrapped.metrics.union(metrics(of: chain.face(role), size: font.size)) }
        return wrapped
    }

    /// The scalars `shape` sets for `text` (each character's first `maximumScalarsPerCharacter`), and where
    /// each character's begin, with the end after the last.
    static func shapedScalars(_ text: String) -> (scalars: [UInt32], starts: [Int]) {
        var scalars: [UInt32] = []
        scalars.reserveCapacity(text.utf8.count)
        var starts: [Int] = []
        for character in text {
            starts.append(scalars.count)
            for scalar in character.unicodeScalars.prefix(maximumScalarsPerCharacter) { scalars.append(scalar.value) }
        }
        starts.append(scalars.count)
        return (scalars, starts)
    }
}
