import CFreeType
@testable import Geometry
import Testing
@testable import Text

/// Issue 16, session 9: CFF faces draw their outlines with HarfBuzz (`HarfBuzzOutline`) instead of FreeType's
/// CFF interpreter. FreeType, loading every glyph unscaled and unhinted and decomposing it as Bezel did before,
/// is the independent reference: for every glyph of every pinned CFF face (Inter's nine weights, the Korean faces
/// of both Noto Sans CJK collections) the two paths must be equal element for element, or glyphs would move in
/// every image.
@Suite struct HarfBuzzOutlineTests {
    @Test(arguments: PinnedFont.chain.filter { $0.fileName.hasPrefix("Inter-") || $0.fileName.hasSuffix(".ttc") })
    func everyGlyphIsFreeTypesPath(_ pinned: PinnedFont) throws {
        let face = try standardTypesetter().chain.face(pinned.role)
        try withFreeTypeReference(of: face) { reference in
            let count = Int(reference.pointee.num_glyphs)
            #expect(count == face.glyphCount && count > 2_000)
            var differing: [UInt32] = []
            var drawn = 0
            // One past the last glyph too: both draw nothing for it.
            for id in 0...UInt32(count) {
                var expected = (path: Path(), contours: 0)
                let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
                if FT_Load_Glyph(reference, FT_UInt(id), flags) == 0, let slot = reference.pointee.glyph,
                    slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
                {
                    expected = withUnsafeMutablePointer(to: &slot.pointee.outline) { OutlineDecomposer.decompose($0) }
                }
                let glyph = face.glyph(id)
                if glyph.outline != expected.path || glyph.contourCount != expected.contours { differing.append(id) }
                if expected.contours > 0 { drawn += 1 }
            }
            #expect(differing.isEmpty, "\(pinned.fileName): glyphs \(differing.prefix(5)) of \(count) differ")
            #expect(drawn > count / 2, "\(pinned.fileName): \(drawn) glyphs with outlines")
        }
    }

    /// Only the CFF faces are drawn by HarfBuzz: the TrueType ones (Noto's script faces, Droid Sans Fallback), whose
    /// implied quadratic midpoints FreeType puts on whole units, and the emoji font keep FreeType.
    @Test(arguments: PinnedFont.chain)
    func onlyCFFFacesAreDrawnByHarfBuzz(_ pinned: PinnedFont) throws {
        let face = try standardTypesetter().chain.face(pinned.role)
        #expect(face.drawsWithHarfBuzz == (pinned.fileName.hasPrefix("Inter") || pinned.fileName.hasSuffix(".ttc")), "\(pinned.fileName)")
    }
}
