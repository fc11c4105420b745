import CFreeType
import CHarfBuzz
import FileSystem
import Geometry
import Hashing
import Raster
import Synchronization

/// One loaded font file: the only class in Text, because it owns FreeType's face and library.
///
/// Thread safety: FreeType faces are not thread-safe, and the batch renders on many threads. So
/// everything measuring needs is read without FreeType: metrics once at load into immutable values,
/// the character map and the advances from HarfBuzz's immutable font, which any number of threads
/// may read at once; outlines and kerning pairs are loaded on first use under a lock and cached as
/// immutable `Glyph` values, so a glyph is decoded once per process and rendering threads only copy
/// values out.
package final class FontFace: Sendable {
    /// The file this face came from, as pinned.
    let pinned: PinnedFont
    /// The file's path as loaded.
    package let path: String
    /// Family and style from the font, e.g. "Inter Regular".
    package let name: String
    /// The family alone, e.g. "Inter" (FreeType's `family_name`; the file name when the font has none).
    package let familyName: String
    /// Font units per em: a glyph coordinate times `size / unitsPerEm` is points.
    let unitsPerEm: Int
    /// Typographic ascender, descender (negative: below the baseline) and line gap, in font units,
    /// as FreeType reports them for the face (from `hhea`, or `OS/2` when the font asks for it); a project's face
    /// always from `hhea`, as Apple's text system reads it.
    let ascender: Int
    let descender: Int
    let lineGap: Int
    /// Whether the font has a TrueType `kern` table that `FT_Get_Kerning` reads. OpenType GPOS
    /// kerning (which is where Inter keeps its kerning) is not applied: that needs a shaper.
    package let hasKerningTable: Bool
    package let glyphCount: Int
    /// The size of the file in bytes, all of it mapped while the face lives.
    package let byteCount: Int

    /// Pixels per em of each colour bitmap strike, in the font's order (Noto Color Emoji has one, 109); empty for
    /// faces without colour bitmaps.
    let colorStrikes: [Double]
    /// Glyph index for scalars 0..<128: the hot path for Latin labels. Other scalars ask `shapingFont`.
    private let asciiMap: [UInt32]
    /// Whether outlines are drawn by HarfBuzz (`HarfBuzzOutline`: CFF outlines, FreeType's paths exactly, for a
    /// fraction of FreeType's instructions) rather than loaded through FreeType.
    let drawsWithHarfBuzz: Bool
    /// FreeType's objects and the caches filled on demand.
    private let native: Mutex<NativeFace>
    /// HarfBuzz's font over the same bytes at scale = units per em (unhinted font units), made immutable once
    /// built: HarfBuzz lets any number of threads shape with an immutable font at once
    /// (https://harfbuzz.github.io/object-model-lifecycle.html, "hb_font_make_immutable").
    nonisolated(unsafe) let shapingFont: OpaquePointer

    /// Whether FreeType's record of a face is one the chain can draw with: scalable outlines with units per em,
    /// or, for the emoji role only, colour bitmap strikes (Noto Color Emoji is CBDT bitmaps, no outlines; its
    /// units per em and advances come from HarfBuzz, which reads `head` and `hmtx` itself).
    static func isUsable(_ record: FT_FaceRec, as role: FontRole) -> Bool {
        if record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, record.units_per_EM > 0 { return true }
        return role == .emoji && record.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && record.num_fixed_sizes > 0
    }

    /// `hhea`'s ascender, descender and line gap in font units, read from the file's bytes; nil when the face has no
    /// `hhea` or its ascender and descender are both 0 (then FreeType's values stand).
    static func horizontalHeaderLine(_ bytes: UnsafeRawBufferPointer, faceIndex: Int) -> (ascender: Int, descender: Int, lineGap: Int)? {
        let directory = FontTableDirectory(size: bytes.count, faceIndex: faceIndex) { offset, count in
            offset >= 0 && count >= 0 && offset <= bytes.count - count ? [UInt8](bytes[offset..<offset + count]) : nil
        }
        return directory?.horizontalHeaderLine
    }

    /// Loads `font` from `path`; a missing, unreadable or broken file is an error naming its package.
    init(_ font: PinnedFont, path: String) throws(FontError) {
        let file = try FontFileBytes.read(path, font: font)
        let bytes = file.bytes
        func fail(_ detail: String) -> FontError { FontError(font: font, path: path, reason: .broken(detail)) }
        var libraryHandle: FT_Library?
        guard FT_Init_FreeType(&libraryHandle) == 0, let library = libraryHandle else {
            file.unmap()
            throw fail("FreeType could not start")
        }
        var faceHandle: FT_Face?
        let status = FT_New_Memory_Face(
            library, bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), FT_Long(font.faceIndex), &faceHandle)
        guard status == 0, let face = faceHandle else {
            FT_Done_FreeType(library)
            file.unmap()
            throw fail("FreeType error \(status) opening it")
        }
        func release() {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            file.unmap()
        }
        let record = face.pointee
        guard Self.isUsable(record, as: font.role) else {
            release()
            throw fail("it has no scalable outlines")
        }
        guard FT_Select_Charmap(face, FT_ENCODING_UNICODE) == 0 else {
            release()
            throw fail("it has no Unicode character map")
        }

        let blob = hb_blob_create(
            bytes.baseAddress?.assumingMemoryBound(to: CChar.self), UInt32(bytes.count), HB_MEMORY_MODE_READONLY, nil, nil)
        let shapingFace = hb_face_create(blob, UInt32(font.faceIndex))
        hb_blob_destroy(blob)
        let unitsPerEm = Int32(hb_face_get_upem(shapingFace))
        // hb_font_create gives HarfBuzz's own OpenType functions (advances from hmtx, as hb-shape uses by default).
        let shapingFont = hb_font_create(shapingFace)!
        hb_face_destroy(shapingFace)
        hb_font_set_scale(shapingFont, unitsPerEm, unitsPerEm)
        hb_font_make_immutable(shapingFont)

        // The character map and the advances come from HarfBuzz, which reads `cmap` and `hmtx` directly: walking
        // FreeType's map into a dictionary and `FT_Get_Advances` (which loads CFF glyphs to measure them) took
        // three quarters of opening a face, 2.4 M instructions for each Inter weight (callgrind of the single
        // image). For every pinned font HarfBuzz's answers are FreeType's, character for character and
        // glyph for glyph (Tests/TextTests/FontFaceTableTests.swift compares them), and HarfBuzz is what shapes.
        // Advances are asked for one glyph at a time (`advance(of:)`), when a glyph is first decoded: reading all of
        // them into an array cost 90 K instructions per Inter weight, and the CJK face has 65,535 glyphs.
        var ascii = [UInt32](repeating: 0, count: 128)
        for scalar in 0..<UInt32(128) {
            var glyph: hb_codepoint_t = 0
            if hb_font_get_nominal_glyph(shapingFont, scalar, &glyph) != 0 { ascii[Int(scalar)] = glyph }
        }
        let count = Int(record.num_glyphs)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(shapingFont, &extents)

        self.pinned = font
        self.path = path
        let family = record.family_name.map { String(cString: $0) } ?? font.fileName
        let style = record.style_name.map { String(cString: $0) } ?? ""
        self.name = style.isEmpty ? family : family + " " + style
        self.familyName = family
        if case .project = font.role, record.units_per_EM > 0, let line = Self.horizontalHeaderLine(bytes, faceIndex: font.faceIndex) {
            // A project's face is measured as Apple's text system measures it: by `hhea`, whatever `OS/2`'s
            // USE_TYPO_METRICS bit says (FreeType then reports `OS/2`'s typographic values; docs/research/ib-defaults.md §166).
            self.unitsPerEm = Int(record.units_per_EM)
            (self.ascender, self.descender, self.lineGap) = line
        } else if record.units_per_EM > 0 {
            self.unitsPerEm = Int(record.units_per_EM)
            self.ascender = Int(record.ascender)
            self.descender = Int(record.descender)
            self.lineGap = max(0, Int(record.height) - Int(record.ascender) + Int(record.descender))
        } else {
            self.unitsPerEm = Int(unitsPerEm)
            self.ascender = Int(extents.ascender)
            self.descender = Int(extents.descender)
            self.lineGap = max(0, Int(extents.line_gap))
        }
        if record.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0, let sizes = record.available_sizes {
            // `y_ppem` is 26.6 fixed point (`freetype.h`, FT_Bitmap_Size).
            self.colorStrikes = (0..<Int(record.num_fixed_sizes)).map { Double(sizes[$0].y_ppem) / 64 }
        } else {
            self.colorStrikes = []
        }
        self.hasKerningTable = record.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0
        self.glyphCount = count
        self.byteCount = bytes.count
        self.asciiMap = ascii
        // CFF outlines only (`CFF `, no `glyf`; not CFF2, which no pinned face has): see `HarfBuzzOutline`.
        let tables = hb_font_get_face(shapingFont)
        func hasTable(_ tag: String) -> Bool {
            let blob = hb_face_reference_table(tables, FontTableDirectory.tag(tag))
            defer { hb_blob_destroy(blob) }
            return hb_blob_get_length(blob) > 0
        }
        let drawsWithHarfBuzz = record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 && hasTable("CFF ") && !hasTable("glyf")
        self.drawsWithHarfBuzz = drawsWithHarfBuzz
        self.shapingFont = shapingFont
        self.native = Mutex(NativeFace(library: library, face: face, file: file, drawing: drawsWithHarfBuzz ? shapingFont : nil))
    }

    deinit {
        hb_font_destroy(shapingFont)
        native.withLock { native in
            FT_Done_Face(native.face)
            FT_Done_FreeType(native.library)
            native.file.unmap()
        }
    }

    /// The glyph index for a character, or nil when this font does not have it.
    @inline(__always)
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32? {
        let value = scalar.value
        if value < 128 {
            let index = asciiMap[Int(value)]
            return index == 0 ? nil : index
        }
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(shapingFont, value, &glyph) != 0 && glyph != 0 ? glyph : nil
    }

    /// The advance of a glyph in font units (0 for an index out of range), from `hmtx` through HarfBuzz's
    /// immutable font, which any thread may ask.
    func advance(of glyph: UInt32) -> Int {
        Int(glyph) < glyphCount ? Int(hb_font_get_glyph_h_advance(shapingFont, glyph)) : 0
    }

    /// The kerning between two glyphs in font units, from the `kern` table (0 when there is none).
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKerningTable else { return 0 }
        return native.withLock { $0.kerning(left, right) }
    }

    /// The glyph with its outline, decoded on first use and cached for the process.
    func glyph(_ id: UInt32) -> Glyph {
        let advance = advance(of: id)
        return native.withLock { $0.glyph(id, advance: advance) }
    }

    /// How many colour bitmaps a face keeps decoded; when full the cache starts over. Noto Color Emoji's are
    /// 136 × 128 pixels, 70 KB each, so at most 35 MB per face however many different emoji a screen holds.
    static let bitmapCacheLimit = 512

    /// The colour bitmap of glyph `id` from the strike nearest `pixelsPerEm` (the smallest strike at least that
    /// large, else the largest), loaded with `FT_LOAD_COLOR` on first use and cached per glyph and strike; nil
    /// when the face has no colour strikes or the glyph no bitmap in it.
    func colorBitmap(_ id: UInt32, pixelsPerEm: Double) -> GlyphBitmap? {
        guard let strike = Self.strike(nearest: pixelsPerEm, in: colorStrikes) else { return nil }
        let ppem = colorStrikes[strike]
        return native.withLock { $0.colorBitmap(id, strike: strike, pixelsPerEm: ppem) }
    }

    /// The index of the smallest strike of at least `pixelsPerEm`, else of the largest: scaling down keeps detail
    /// that scaling up would have to invent.
    static func strike(nearest pixelsPerEm: Double, in strikes: [Double]) -> Int? {
        let order = strikes.indices.sorted { (strikes[$0], $0) < (strikes[$1], $1) }
        return order.first { strikes[$0] >= pixelsPerEm } ?? order.last
    }

    /// The SHA-256 of the file's bytes as loaded, for provenance metadata; computed once.
    package var sha256: SHA256Digest { native.withLock { $0.digest() } }

    /// FreeType's handles, the file bytes they read from, and the caches. Only touched under the lock.
    private struct NativeFace {
        let library: FT_Library
        let face: FT_Face
        let file: MappedFile
        /// The face's HarfBuzz font when it draws the outlines (`FontFace.drawsWithHarfBuzz`), else nil.
        let drawing: OpaquePointer?
        var glyphs: [UInt32: Glyph] = [:]
        var kerningPairs: [UInt64: Int] = [:]
        var bitmaps: [UInt64: GlyphBitmap?] = [:]
        var cachedDigest: SHA256Digest?

        mutating func colorBitmap(_ id: UInt32, strike: Int, pixelsPerEm: Double) -> GlyphBitmap? {
            let key = UInt64(strike) << 32 | UInt64(id)
            if let cached = bitmaps[key] { return cached }
            if bitmaps.count >= FontFace.bitmapCacheLimit { bitmaps.removeAll(keepingCapacity: true) }
            let loaded = loadColorBitmap(id, strike: strike, pixelsPerEm: pixelsPerEm)
            bitmaps[key] = loaded
            return loaded
        }

        /// FreeType's BGRA bitmap of the glyph in the selected strike, premultiplied (`ftimage.h`,
        /// FT_PIXEL_MODE_BGRA), copied into RGBA rows top first.
        private func loadColorBitmap(_ id: UInt32, strike: Int, pixelsPerEm: Double) -> GlyphBitmap? {
            guard FT_Select_Size(face, FT_Int(strike)) == 0, FT_Load_Glyph(face, FT_UInt(id), FT_Int32(FT_LOAD_COLOR)) == 0,
                let slot = face.pointee.glyph
            else { return nil }
            let bitmap = slot.pointee.bitmap
            guard UInt32(bitmap.pixel_mode) == FT_PIXEL_MODE_BGRA.rawValue, bitmap.width > 0, bitmap.rows > 0,
                let buffer = bitmap.buffer
            else { return nil }
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            var data = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                // A negative pitch stores the bottom row first (`ftimage.h`, FT_Bitmap).
                let row = buffer + (pitch >= 0 ? y * pitch : (height - 1 - y) * -pitch)
                for x in 0..<width {
                    let out = (y * width + x) * 4
                    data[out] = row[x * 4 + 2]
                    data[out + 1] = row[x * 4 + 1]
                    data[out + 2] = row[x * 4]
                    data[out + 3] = row[x * 4 + 3]
                }
            }
            return GlyphBitmap(
                glyph: id, pixels: Pixmap(width: width, height: height, data: data), pixelsPerEm: pixelsPerEm,
                left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top))
        }

        /// The glyph from the cache, or decoded now: drawn by HarfBuzz (`drawing`) for a CFF face, else loaded
        /// through FreeType in font units, unhinted.
        mutating func glyph(_ id: UInt32, advance: Int) -> Glyph {
            if let cached = glyphs[id] { return cached }
            var loaded = Glyph(id: id, advance: advance, outline: Path(), contourCount: 0)
            if let font = drawing {
                let (path, contours) = HarfBuzzOutline.outline(of: id, in: font)
                loaded = Glyph(id: id, advance: advance, outline: path, contourCount: contours)
                glyphs[id] = loaded
                return loaded
            }
            let flags = FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
            if FT_Load_Glyph(face, FT_UInt(id), flags) == 0, let slot = face.pointee.glyph,
                slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
            {
                let (path, contours) = withUnsafeMutablePointer(to: &slot.pointee.outline) {
                    OutlineDecomposer.decompose($0)
                }
                loaded = Glyph(id: id, advance: advance, outline: path, contourCount: contours)
            }
            glyphs[id] = loaded
            return loaded
        }

        mutating func kerning(_ left: UInt32, _ right: UInt32) -> Int {
            let key = UInt64(left) << 32 | UInt64(right)
            if let cached = kerningPairs[key] { return cached }
            var vector = FT_Vector()
            let status = FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector)
            let value = status == 0 ? Int(vector.x) : 0
            kerningPairs[key] = value
            return value
        }

        mutating func digest() -> SHA256Digest {
            if let cachedDigest { return cachedDigest }
            let digest = SHA256.hash(file.bytes)
            cachedDigest = digest
            return digest
        }
    }
}
