import CFreeType
import Testing
@testable import Text

/// `FontFace` reads the character map and the advances through HarfBuzz (issue 16: it is a quarter of the cost
/// of opening a face). FreeType, a second reader of the same `cmap` and `hmtx` tables, must give the same answers
/// for every pinned font: each mapped character's glyph, no glyph for the rest of the Basic Multilingual Plane, and
/// each glyph's advance in font units. A difference would move text in every image.
@Suite struct FontFaceTableTests {
    @Test(arguments: PinnedFont.chain)
    func harfBuzzReadsWhatFreeTypeReads(_ pinned: PinnedFont) throws {
        let face = try standardTypesetter().chain.face(pinned.role)
        try withFreeTypeReference(of: face) { reference in
            try #require(FT_Select_Charmap(reference, FT_ENCODING_UNICODE) == 0)

            var mapped = Set<UInt32>()
            var wrongGlyphs: [String] = []
            var glyph: FT_UInt = 0
            var code = FT_Get_First_Char(reference, &glyph)
            while glyph != 0 {
                let value = UInt32(truncatingIfNeeded: code)
                mapped.insert(value)
                if let scalar = Unicode.Scalar(value), face.glyphIndex(for: scalar) != UInt32(glyph) {
                    wrongGlyphs.append("U+\(String(value, radix: 16, uppercase: true)): FreeType \(glyph), face \(face.glyphIndex(for: scalar).map(String.init) ?? "none")")
                }
                code = FT_Get_Next_Char(reference, code, &glyph)
            }
            #expect(mapped.count > 100, "\(pinned.fileName) maps \(mapped.count) characters")
            for value in UInt32(0)..<0x1_0000 where !mapped.contains(value) {
                if let scalar = Unicode.Scalar(value), let index = face.glyphIndex(for: scalar) {
                    wrongGlyphs.append("U+\(String(value, radix: 16, uppercase: true)): FreeType none, face \(index)")
                }
            }
            #expect(wrongGlyphs.isEmpty, "\(pinned.fileName): \(wrongGlyphs.prefix(5))")

            let count = Int(reference.pointee.num_glyphs)
            #expect(face.glyphCount == count)
            // A bitmap-only face (the emoji font) has no advances in font units in FreeType.
            guard reference.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else { return }
            var units = [FT_Fixed](repeating: 0, count: count)
            try #require(FT_Get_Advances(reference, 0, FT_UInt(count), FT_Int32(FT_LOAD_NO_SCALE), &units) == 0)
            let wrongAdvances = (0..<count).filter { face.advance(of: UInt32($0)) != Int(units[$0]) }
            #expect(wrongAdvances.isEmpty, "\(pinned.fileName): glyphs \(wrongAdvances.prefix(5)) differ")
            #expect(units.contains { $0 > 0 })
        }
    }
}
