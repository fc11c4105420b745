extension Typesetter {
    /// Where a line of runs set each in its own font (one hard line: `pieces` hold no line break) breaks to fit
    /// `width` points: each line's characters, as offsets into the pieces' characters one after another, without the
    /// spaces that hang at its end. The line is broken as `wrap(_:font:width:maxLines:)` breaks a line in one font
    /// (`lineEnd`): greedily, at UAX #14's opportunities in the whole line's characters (`LineBreaking`), each
    /// character as wide as its own run's font sets it (runs are shaped apart, as `width(of:font:)` measures each),
    /// a word longer than the line broken between characters. UIKit breaks an attributed string's lines across its
    /// runs so (https://developer.apple.com/documentation/uikit/uilabel/attributedtext; the text is one paragraph
    /// whatever its fonts).
    package func lineBreaks(_ pieces: [(text: String, font: TextFont)], width: Double) -> [Range<Int>] {
        var characters: [Character] = []
        var advances: [CharacterAdvance] = []
        for piece in pieces {
            characters.append(contentsOf: piece.text)
            advances.append(contentsOf: characterAdvances(shape(piece.text, font: piece.font), font: piece.font))
        }
        guard !characters.isEmpty, let first = pieces.first?.font else { return [0..<0] }
        // Break opportunities depend on the characters alone, not on the fonts they are set in.
        let opportunities = LineBreaking.opportunities(shape(String(characters), font: first))
        var lines: [Range<Int>] = []
        var start = 0
        while start < characters.count {
            let (end, next) = lineEnd(from: start, characters: characters, advances: advances, opportunities: opportunities, width: width)
            var shown = end
            while shown > start, characters[shown - 1].isWhitespace { shown -= 1 }
            lines.append(start..<shown)
            start = next
        }
        return lines
    }
}
