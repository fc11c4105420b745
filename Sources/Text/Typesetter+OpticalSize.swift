extension Typesetter {
    /// `drawn` with the advances of its Inter or Inter Display characters moved `share` of the way to their
    /// width in `other`, the same text shaped in the other design (`TextFont.displayDesignFraction`). Glyphs,
    /// offsets and every other face stay as `drawn` has them; each character's glyphs keep their proportions
    /// within it. Advances stay whole font units: the rounding left by one glyph is carried to the next of its
    /// run, so a run is never more than half a unit off the blend.
    func blended(_ drawn: ShapedText, toward other: ShapedText, by share: Double) -> ShapedText {
        let drawnWidths = emWidths(drawn), otherWidths = emWidths(other)
        var result = drawn
        for runIndex in result.runs.indices where result.runs[runIndex].role.isTracked {
            var carried = 0.0
            for glyphIndex in result.runs[runIndex].glyphs.indices {
                let glyph = result.runs[runIndex].glyphs[glyphIndex]
                let character = glyph.characterIndex
                guard let own = drawnWidths[character], own > 0 else { continue }
                let target = (1 - share) * own + share * (otherWidths[character] ?? own)
                let exact = Double(glyph.advance) * target / own + carried
                let rounded = exact.rounded()
                carried = exact - rounded
                result.runs[runIndex].glyphs[glyphIndex].advance = Int32(clamping: Int64(rounded))
            }
        }
        return result
    }

    /// Each character's advance in ems, summed over its glyphs in Inter or Inter Display; nil for a character
    /// set in another face or drawing nothing.
    private func emWidths(_ shaped: ShapedText) -> [Double?] {
        var widths = [Double?](repeating: nil, count: shaped.characterCount)
        for run in shaped.runs where run.role.isTracked {
            let unitsPerEm = Double(chain.face(run.role).unitsPerEm)
            for glyph in run.glyphs {
                widths[glyph.characterIndex] = (widths[glyph.characterIndex] ?? 0) + Double(glyph.advance) / unitsPerEm
            }
        }
        return widths
    }
}
