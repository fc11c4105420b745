extension Typesetter {
    /// `shaped` with each Inter or Inter Display character's advance set to `width(own, character)` ems, `own` being
    /// its width as shaped: how the system font's characters are given San Francisco's widths
    /// (`shape(_:font:baseLevel:)`). Glyphs, offsets and every other face stay as shaped; a character's glyphs keep
    /// their proportions within it. Advances stay whole font units: the rounding left by one glyph is carried to the
    /// next of its run, so a run is never more than half a unit off.
    func resized(_ shaped: ShapedText, width: (_ own: Double, _ character: Int) -> Double) -> ShapedText {
        let widths = emWidths(shaped)
        var result = shaped
        for runIndex in result.runs.indices where result.runs[runIndex].role.isTracked {
            var carried = 0.0
            for glyphIndex in result.runs[runIndex].glyphs.indices {
                let glyph = result.runs[runIndex].glyphs[glyphIndex]
                let character = glyph.characterIndex
                guard let own = widths[character], own > 0 else { continue }
                let exact = Double(glyph.advance) * width(own, character) / own + carried
                let rounded = exact.rounded()
                carried = exact - rounded
                result.runs[runIndex].glyphs[glyphIndex].advance = Int32(clamping: Int64(rounded))
            }
        }
        return result
    }

    /// Each character's advance in ems, summed over its glyphs in Inter or Inter Display; nil for a character
    /// set in another face or drawing nothing.
    func emWidths(_ shaped: ShapedText) -> [Double?] {
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
