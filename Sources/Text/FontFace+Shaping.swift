import CHarfBuzz

extension FontFace {
    /// `scalars` shaped by HarfBuzz in one direction and script, with the font's default OpenType features
    /// (ligatures, contextual forms, mark positioning; `kern` unless `kerning` is false), the language left unset
    /// and default-ignorable characters removed after shaping (`hb-shape --remove-default-ignorables`).
    /// Each glyph's `characterIndex` is the index into `scalars` of its cluster's first scalar; the caller maps it.
    func shape(_ scalars: UnsafeBufferPointer<UInt32>, rightToLeft: Bool, script: ScriptCode, kerning: Bool) -> [ShapedGlyph] {
        guard let base = scalars.baseAddress, !scalars.isEmpty else { return [] }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_codepoints(buffer, base, Int32(scalars.count), 0, Int32(scalars.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script.hb)
        hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES)
        if kerning {
            hb_shape(shapingFont, buffer, nil, 0)
        } else {
            var feature = hb_feature_t(tag: Self.kernTag, value: 0, start: 0, end: UInt32.max)
            hb_shape(shapingFont, buffer, &feature, 1)
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            glyphs.append(
                ShapedGlyph(
                    glyph: infos[index].codepoint, characterIndex: Int(infos[index].cluster), advance: positions[index].x_advance,
                    xOffset: positions[index].x_offset, yOffset: positions[index].y_offset))
        }
        return glyphs
    }

    /// The OpenType tag 'kern' as HarfBuzz packs it.
    private static let kernTag: hb_tag_t = (0x6B << 24) | (0x65 << 16) | (0x72 << 8) | 0x6E
}
