extension Typesetter {
    /// `text` itemised and shaped: each character (grapheme cluster) gets a face from the chain
    /// (`role(for:script:previous:weight:display:project:)`), FriBidi gives each scalar its bidi level, and each maximal run of
    /// one face, one level and one script is shaped by HarfBuzz. `baseLevel` fixes the paragraph direction
    /// (the lines of a wrapped text keep their paragraph's); nil finds it from the text.
    /// `project`: the token of a face from the user's project, which sets every character it has (`TextFont.projectFont`).
    /// `display`: Inter Display heads the chain instead of Inter (`TextFont.usesDisplayDesign`).
    func shape(_ text: String, weight: FontWeight, display: Bool = false, project: String? = nil, baseLevel: UInt8? = nil) -> ShapedText {
        // Very long texts (hostile ones among them) are shaped each time rather than kept (`ShapingCache`).
        let bytes = text.utf8.count
        guard bytes <= ShapingCache.longTextLimit else {
            return shapeUncached(text, weight: weight, display: display, project: project, baseLevel: baseLevel)
        }
        let key = ShapingCache.Key(
            text: text, weight: weight, display: display, project: project, baseLevel: baseLevel, kerning: kerning, chain: FontChainKey(chain))
        let memo = bytes <= ShapingCache.shortTextLimit ? ShapingCache.memo : ShapingCache.longMemo
        return memo.value(for: key) {
            shapeUncached(text, weight: weight, display: display, project: project, baseLevel: baseLevel)
        }
    }

    /// `font`'s text shaped (`shape(_:weight:display:project:baseLevel:)` with the font's weight, design and face).
    /// The system font's characters are as wide as San Francisco's design at its size sets them: Inter's advances
    /// in the Text design up to 17 pt, Inter Display's in the Display design from 28 pt, each widened for the weight
    /// and for digits as San Francisco's design is (`SystemFontTextWidth`), and between 17 and 28 pt Inter's own
    /// blended with Inter Display's widened ones (`SystemFontOpticalSize`); a family iOS installs, Inter's narrowed
    /// as the family is (`InstalledFontMetrics.widthFactor`). Measuring and drawing agree on them.
    /// Text in a script iOS sets in a font narrower than the Noto face standing in for it is narrowed as that font
    /// is (`NotoScript.advanceFactor`).
    func shape(_ text: String, font: TextFont, baseLevel: UInt8? = nil) -> ShapedText {
        var shaped = shapeInDesign(text, font: font, baseLevel: baseLevel)
        for runIndex in shaped.runs.indices {
            guard case .script(let script, _) = shaped.runs[runIndex].role, let factor = script.advanceFactor else { continue }
            for glyphIndex in shaped.runs[runIndex].glyphs.indices {
                shaped.runs[runIndex].glyphs[glyphIndex].advance = Int32((Double(shaped.runs[runIndex].glyphs[glyphIndex].advance) * factor).rounded())
            }
        }
        return shaped
    }

    /// `font`'s text shaped with the system font's design widths (`shape(_:font:baseLevel:)` before other scripts'
    /// widths).
    private func shapeInDesign(_ text: String, font: TextFont, baseLevel: UInt8? = nil) -> ShapedText {
        let display = font.usesDisplayDesign
        let drawn = shape(text, weight: font.weight, display: display, project: font.projectFont, baseLevel: baseLevel)
        guard font.isSystemFont else {
            // A metric-compatible face (`MetricCompatibleFont`) has the family's own advances.
            guard font.projectFont == nil, let factor = font.installedMetrics?.widthFactor, factor != 1 else { return drawn }
            return resized(drawn) { own, character in drawn.isDigit(character) ? own : factor * own }
        }
        let fraction = font.displayDesignFraction, weight = font.weight
        if fraction >= 1 {
            return resized(drawn) { own, character in SystemFontTextWidth.displayWidening(weight, digit: drawn.digit(character)) * own }
        }
        if fraction <= 0 {
            if SystemFontTextWidth.textWidening(weight, digit: false) == 1, !(0..<drawn.characterCount).contains(where: drawn.isDigit) {
                return drawn
            }
            return resized(drawn) { own, character in SystemFontTextWidth.textWidening(weight, digit: drawn.isDigit(character)) * own }
        }
        let other = shape(text, weight: weight, display: !display, project: font.projectFont, baseLevel: baseLevel)
        let otherWidths = emWidths(other)
        return resized(drawn) { own, character in
            let (textWidth, displayWidth) = display ? (otherWidths[character] ?? own, own) : (own, otherWidths[character] ?? own)
            return (1 - fraction) * textWidth + fraction * SystemFontTextWidth.displayWidening(weight, digit: drawn.digit(character)) * displayWidth
        }
    }

    /// The scalars of one character (grapheme cluster) that are shaped, measured and drawn: a base and 30
    /// non-starters, the limit of Unicode's Stream-Safe Text Format (UAX #15,
    /// https://www.unicode.org/reports/tr15/#Stream_Safe_Text_Format), which no real text reaches. The rest
    /// of a longer cluster is left out: HarfBuzz positions each mark by searching back over the marks
    /// before it, so 100,000 marks on one base took four minutes to shape (a hostile text of the bad-input corpus, Tests/Corpus).
    static let maximumScalarsPerCharacter = 31

    private func shapeUncached(_ text: String, weight: FontWeight, display: Bool, project: String?, baseLevel: UInt8?) -> ShapedText {
        let (scalars, starts) = Self.shapedScalars(text)
        let count = starts.count - 1
        ShapingTally.current?.add(count)
        let (levels, paragraphLevel) = BidiParagraph.levels(of: scalars, baseLevel: baseLevel)

        let (scripts, roles) = itemize(scalars, starts: starts, weight: weight, display: display, project: project)

        var runs: [ShapedRun] = []
        var index = 0
        while index < count {
            guard let role = roles[index] else {
                index += 1
                continue
            }
            let level = levels[starts[index]]
            let script = scripts[index]
            var end = index + 1
            while end < count, roles[end] == role, levels[starts[end]] == level, scripts[end].runFamily == script.runFamily { end += 1 }
            let scalarRange = starts[index]..<starts[end]
            let face = chain.face(role)
            var glyphs = scalars[scalarRange].withUnsafeBufferPointer {
                face.shape($0, rightToLeft: level % 2 == 1, script: script, kerning: kerning)
            }
            // Clusters count scalars from the run's start; map them to characters of the text: the last
            // character of the run starting at or before the cluster's scalar. Glyphs of a left-to-right run
            // come in the text's order (the same character or the next); a right-to-left run's come backwards,
            // so each is found by bisection, not by walking from the run's start (that walk made a
            // 20,000-character Arabic label cost 200 million steps).
            var character = index
            for glyphIndex in glyphs.indices {
                let scalar = scalarRange.lowerBound + glyphs[glyphIndex].characterIndex
                if !(starts[character] <= scalar && scalar < starts[character + 1]) {
                    if character + 2 <= end, starts[character + 1] <= scalar, scalar < starts[character + 2] {
                        character += 1
                    } else {
                        // starts[low] <= scalar < starts[high]: the run's first scalar and its end bound it.
                        var low = index, high = end
                        while high - low > 1 {
                            let middle = (low + high) / 2
                            if starts[middle] <= scalar { low = middle } else { high = middle }
                        }
                        character = low
                    }
                }
                glyphs[glyphIndex].characterIndex = character
            }
            runs.append(ShapedRun(role: role, level: level, script: script, characters: index..<end, scalars: scalarRange, glyphs: glyphs))
            index = end
        }
        return ShapedText(runs: runs, roles: roles, baseLevel: paragraphLevel, scalars: scalars, characterStarts: starts)
    }

    /// Each character's script and face (nil: it draws nothing), for the scalars and character starts of
    /// `shapedScalars`: the itemisation `shape` splits runs by, before HarfBuzz sees them.
    func itemize(
        _ scalars: [UInt32], starts: [Int], weight: FontWeight, display: Bool, project: String? = nil
    ) -> (scripts: [ScriptCode], roles: [FontRole?]) {
        let count = starts.count - 1
        // Each character's script: its first scalar's, or for Common and Inherited ones (spaces, digits,
        // punctuation, marks) the script before them, else the one after them.
        var scripts = [ScriptCode](repeating: .common, count: count)
        var last = ScriptCode.common
        var firstReal: ScriptCode?
        for index in 0..<count {
            let own = starts[index] < starts[index + 1] ? ScriptCode.of(scalars[starts[index]]) : .common
            if own.isReal {
                last = own
                if firstReal == nil { firstReal = own }
            }
            scripts[index] = own.isReal ? own : last
        }
        if let firstReal {
            for index in 0..<count where !scripts[index].isReal { scripts[index] = firstReal }
        }

        var roles = [FontRole?](repeating: nil, count: count)
        var previous: FontRole?
        for index in 0..<count {
            let own = scalars[starts[index]..<starts[index + 1]]
            let ownScript = own.first.map(ScriptCode.of) ?? .common
            roles[index] = role(
                for: own, script: ownScript.isReal ? ownScript : nil, previous: previous, weight: weight, display: display, project: project)
            if let role = roles[index] { previous = role }
        }
        return (scripts, roles)
    }

    /// The face that draws a character made of `scalars`, nil when it draws nothing (controls, line breaks,
    /// only default-ignorables). In order: Noto Color Emoji for emoji presentation (an emoji-presentation
    /// scalar, or VS16, or a keycap); the previous character's face for a character of no script of its own
    /// (spaces and punctuation stay in a Noto script run they sit in, but for Korean); Inter (or Inter Display) in the weight; the Noto face of the
    /// character's script (bold for semibold and heavier); Droid Sans Fallback; Noto Color Emoji. A face is
    /// chosen when it has every scalar that draws, else the first that has the first one; none: Inter's
    /// `.notdef`. Only the faces asked open, so Latin text never opens the others. With a `project` face (a
    /// font of the user's project), that face comes first, before emoji: UIKit sets text in the font asked for
    /// and falls back to system fonts only for characters it lacks.
    func role(
        for scalars: ArraySlice<UInt32>, script: ScriptCode?, previous: FontRole?, weight: FontWeight, display: Bool,
        project: String? = nil
    ) -> FontRole? {
        let primary = display ? FontRole.display(weight) : FontRole.primary(weight)
        if let project {
            let own = FontRole.project(project)
            let face = chain.face(own)
            let drawn = scalars.compactMap { value -> Unicode.Scalar? in
                guard value >= 0x20, !(0x7F...0x9F).contains(value), value != 0x2028, value != 0x2029,
                    let scalar = Unicode.Scalar(value), !scalar.properties.isDefaultIgnorableCodePoint
                else { return nil }
                return scalar
            }
            if drawn.isEmpty { return nil }
            if drawn.allSatisfy({ face.glyphIndex(for: $0) != nil }) { return own }
        }
        var afterScriptFace = false
        if case .script(let noto, _) = previous, noto.keepsNeutralCharacters { afterScriptFace = true }
        // The common case first: one scalar Inter has (every ASCII letter of a Latin label), not inside a script run.
        if !afterScriptFace, scalars.count == 1, let scalar = scalars.first, scalar >= 0x20, scalar < 0x7F || scalar > 0x9F,
            chain.face(primary).glyphIndex(for: Unicode.Scalar(scalar) ?? " ") != nil, !Self.prefersEmoji(scalars)
        {
            return primary
        }
        // Each distinct scalar once: a cluster of 100,000 identical marks is two lookups per face, not 100,001.
        var seen: Set<UInt32> = []
        let drawn = scalars.compactMap { value -> Unicode.Scalar? in
            guard seen.insert(value).inserted, let scalar = Unicode.Scalar(value) else { return nil }
            if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 { return nil }
            if scalar.properties.isDefaultIgnorableCodePoint { return nil }
            return scalar
        }
        guard let first = drawn.first else { return nil }
        var candidates: [FontRole] = []
        if Self.prefersEmoji(scalars) { candidates.append(.emoji) }
        // Spaces, digits and punctuation inside Arabic, Hebrew, Devanagari or Thai text stay in that face, so a
        // phrase is one run (`NotoScript.keepsNeutralCharacters`); next to Latin, Korean, CJK or emoji they are
        // Inter's, as before shaping.
        if script == nil, afterScriptFace, let previous { candidates.append(previous) }
        candidates.append(primary)
        if let script, let noto = NotoScript(script: script) { candidates.append(.script(noto, bold: weight >= .semibold)) }
        candidates += [.fallback, .emoji]
        if let whole = candidates.first(where: { role in drawn.allSatisfy { chain.face(role).glyphIndex(for: $0) != nil } }) {
            return whole
        }
        return candidates.first { chain.face($0).glyphIndex(for: first) != nil } ?? primary
    }

    /// Whether a cluster asks for emoji presentation: its first scalar defaults to it (Emoji_Presentation,
    /// https://www.unicode.org/reports/tr51/#Presentation_Style), or it holds VS16 (U+FE0F) or the combining keycap.
    static func prefersEmoji(_ scalars: ArraySlice<UInt32>) -> Bool {
        guard let first = scalars.first, first >= 0x2000 || scalars.count > 1 else { return false }
        if scalars.contains(0xFE0F) || scalars.contains(0x20E3) { return true }
        return Unicode.Scalar(first)?.properties.isEmojiPresentation ?? false
    }

    /// What each character adds to a line of `shaped` set in `font`, in logical order: the unit breaking and
    /// truncating count in. A character whose glyphs HarfBuzz merged into the previous character's cluster
    /// (a ligature) adds nothing and `continuesCluster`, so no line and no "…" cuts it off.
    func characterAdvances(_ shaped: ShapedText, font: TextFont) -> [CharacterAdvance] {
        let count = shaped.characterCount
        var widths = [Double](repeating: 0, count: count)
        var hasGlyph = [Bool](repeating: false, count: count)
        for run in shaped.runs {
            let scale = font.size / Double(chain.face(run.role).unitsPerEm)
            for glyph in run.glyphs {
                widths[glyph.characterIndex] += Double(glyph.advance) * scale
                hasGlyph[glyph.characterIndex] = true
            }
        }
        let tracking = font.tracking
        var advances = [CharacterAdvance](repeating: .nothing, count: count)
        var owed = 0.0
        for index in 0..<count {
            guard let role = shaped.roles[index] else { continue }
            guard hasGlyph[index] else {
                advances[index] = CharacterAdvance(width: 0, lead: 0, owes: 0, draws: false, continuesCluster: true)
                continue
            }
            let owes = role.isTracked ? tracking : 0
            // The fallback face's extra is part of the character's own advance, the last one's included.
            let extra = role == .fallback ? font.fallbackExtra : 0
            advances[index] = CharacterAdvance(width: owed + widths[index] + extra, lead: owed, owes: owes, draws: true)
            owed = owes
        }
        return advances
    }

    /// Places the runs of `shaped` left to right as they show (runs reordered by UAX #9 rule L2), handing each
    /// glyph to `body` (role, glyph, pen position, advance, character, offset x, offset y; points, y up), and
    /// returns the line's width: the one place where a drawn line's advances are summed. A cluster of a tracked
    /// face is followed by the font's tracking unless it is the line's last drawn character in logical order
    /// (tracking is trailing space, which a line's width leaves out; see `Typesetter`). A cluster of the fallback face
    /// is followed by the font's `fallbackExtra`, the last one too.
    @inline(__always)
    func place(
        _ shaped: ShapedText, font: TextFont, _ body: (FontRole, UInt32, Double, Double, Int, Double, Double) -> Void
    ) -> Double {
        let tracking = font.tracking
        var lastDrawn = -1
        for run in shaped.runs { for glyph in run.glyphs { lastDrawn = max(lastDrawn, glyph.characterIndex) } }
        let order = shaped.runs.count == 1 ? [0] : BidiParagraph.visualOrder(levels: shaped.runs.map(\.level))
        var x = 0.0
        for runIndex in order {
            let run = shaped.runs[runIndex]
            let scale = font.size / Double(chain.face(run.role).unitsPerEm)
            let tracked = run.role.isTracked && tracking != 0
            // The fallback face's extra (`TextFont.fallbackExtra`) follows each of its clusters, the line's last included.
            let extra = run.role == .fallback ? font.fallbackExtra : 0
            let glyphs = run.glyphs
            for index in glyphs.indices {
                let glyph = glyphs[index]
                let advance = Double(glyph.advance) * scale
                body(
                    run.role, glyph.glyph, x, advance, glyph.characterIndex, Double(glyph.xOffset) * scale,
                    Double(glyph.yOffset) * scale)
                x += advance
                let endsCluster = index + 1 == glyphs.count || glyphs[index + 1].characterIndex != glyph.characterIndex
                if extra != 0, endsCluster { x += extra }
                if tracked, glyph.characterIndex != lastDrawn, endsCluster { x += tracking }
            }
        }
        return x
    }
}
