import PNGShim
import Raster

/// Writes PNG files: by default with Bezel's own deflate (`bezel_png_encode_rows`, Sources/PNGShim/RowDeflate.c),
/// for `--optimize` and palettes through libpng with a chosen zlib level, filter and strategy.
///
/// The output holds IHDR, sRGB, (PLTE and tRNS for palettes), IDAT and IEND only — no time
/// or text chunks — so the same pixels and options give the same bytes with the same compressor
/// library (README, "Determinism").
package enum PNGEncoder {
    /// Encodes a premultiplied pixmap (un-premultiplied exactly: decoding gives the same pixmap back).
    package static func encode(_ pixmap: consuming Pixmap, options: Options = .standard) throws(PNGError) -> [UInt8] {
        if let bytes = try encodeIfOpaque(pixmap, options: options) { return bytes }
        let (image, opaque) = StraightImage.converting(premultiplied: pixmap)
        return try encode(image, knownOpaque: opaque, options: options)
    }

    /// The usual case first, without a pass over the pixels to prove it: an opaque, coloured canvas is
    /// the same premultiplied and straight, and is written as RGB by the row encoder, which checks every pixel's
    /// alpha as it packs the rows (`translucent_seen`). `nil` when the image is not that case (then
    /// nothing was kept): the general path decides, and writes what it always wrote.
    static func encodeIfOpaque(_ pixmap: borrowing Pixmap, options: Options) throws(PNGError) -> [UInt8]? {
        guard options.compressor == .rowDeflate, options.colorReduction == .opaque, options.filter != .adaptive else { return nil }
        let image = StraightImage(checkedWidth: pixmap.width, height: pixmap.height, data: pixmap.data)
        guard case .colour = RowLayout.greyPrefix(image) else { return nil }
        let layout = RowLayout(kind: .rgbFromRGBA, rows: image.data, rowBytes: image.width * 4)
        var translucent = false
        let bytes = try writeRows(layout, width: image.width, height: image.height, options: options, translucentSeen: &translucent)
        return translucent ? nil : bytes
    }

    /// Encodes straight RGBA pixels as they are.
    package static func encode(_ image: StraightImage, options: Options = .standard) throws(PNGError) -> [UInt8] {
        try encode(image, knownOpaque: nil, options: options)
    }

    /// `knownOpaque`: whether every pixel is opaque, when a pass over the pixels already found out.
    static func encode(_ image: StraightImage, knownOpaque: Bool?, options: Options) throws(PNGError) -> [UInt8] {
        let layout = RowLayout.choose(for: image, reduction: options.colorReduction, knownOpaque: knownOpaque)
        return try write(layout, width: image.width, height: image.height, options: options)
    }

    /// Searches filter, strategy, zlib memory level and colour type for the smallest file, and
    /// keeps it. Filters are ranked by a fast level-3 trial; the two best are then tried at
    /// level 9 with the settings that won on UI art and on photos. About 10 encodes: several
    /// times slower than `encode`, meant for goldens kept in a repository (`--optimize`).
    package static func encodeSmallest(_ pixmap: consuming Pixmap) throws(PNGError) -> [UInt8] {
        try encodeSmallest(StraightImage(premultiplied: pixmap))
    }

    static func encodeSmallest(_ image: StraightImage) throws(PNGError) -> [UInt8] {
        var best: [UInt8]?
        for layout in RowLayout.candidates(for: image) {
            var trials: [(filter: Filter, size: Int)] = []
            for filter in Filter.allCases where filter != .measured {
                let bytes = try write(layout, width: image.width, height: image.height, options: Options(level: 3, filter: filter))
                trials.append((filter, bytes.count))
            }
            // Stable order for ties: the order of `Filter.allCases`.
            let ranked = trials.enumerated().sorted { ($0.element.size, $0.offset) < ($1.element.size, $1.offset) }
            for trial in ranked.prefix(2) {
                for options in finalOptions(filter: trial.element.filter) {
                    let bytes = try write(layout, width: image.width, height: image.height, options: options)
                    if bytes.count < best?.count ?? Int.max { best = bytes }
                }
            }
        }
        guard let best else { throw .cannotEncode("no encoding was tried") }
        return best
    }

    /// Level-9 settings tried for each shortlisted filter: zlib's default memory level is
    /// smallest on flat UI art (measured: 139,910 B vs 141,249 B at memLevel 9 on a 1290×2796
    /// mock-up), `filtered` helps photographic rows.
    static func finalOptions(filter: Filter) -> [Options] {
        [
            Options(level: 9, filter: filter, strategy: .default, memoryLevel: 8),
            Options(level: 9, filter: filter, strategy: .default, memoryLevel: 9),
            Options(level: 9, filter: filter, strategy: .filtered, memoryLevel: 8),
        ]
    }

    static func write(_ layout: RowLayout, width: Int, height: Int, options: Options) throws(PNGError) -> [UInt8] {
        guard width > 0, height > 0 else { throw .cannotEncode("a PNG needs at least one pixel, not \(width)×\(height)") }
        guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else { throw .cannotEncode("\(width)×\(height) is too large") }
        if options.compressor == .rowDeflate, layout.kind != .palette, options.filter != .adaptive {
            var translucent = false
            return try writeRows(layout, width: width, height: height, options: options, translucentSeen: &translucent)
        }
        let settings = bezel_png_settings(
            level: Int32(min(max(options.level, 0), 9)),
            filters: options.filter.libpngMask,
            strategy: options.strategy.zlibValue,
            mem_level: Int32(min(max(options.memoryLevel, 1), 9)))
        var result = layout.rows.withUnsafeBufferPointer { rows in
            layout.palette.withUnsafeBufferPointer { palette in
                bezel_png_encode(rows.baseAddress, UInt32(width), UInt32(height), layout.rowBytes,
                                 layout.kind.shimLayout, palette.baseAddress, Int32(layout.palette.count / 4), settings)
            }
        }
        return try take(&result)
    }

    /// Bezel's own deflate: the filter named, or the one a sample of the rows measures smallest. For
    /// `.rgbFromRGBA` rows, `translucentSeen` tells whether any pixel's alpha was below 255.
    static func writeRows(
        _ layout: RowLayout, width: Int, height: Int, options: Options, translucentSeen: inout Bool
    ) throws(PNGError) -> [UInt8] {
        var result = layout.rows.withUnsafeBufferPointer { rows in
            // -1: the C side measures the filter on a sample.
            bezel_png_encode_rows(rows.baseAddress, UInt32(width), UInt32(height), layout.rowBytes, layout.kind.shimLayout,
                                  options.filter.pngType ?? -1)
        }
        translucentSeen = result.translucent_seen != 0
        return try take(&result)
    }

    /// The result's bytes as an array (freeing the C buffer), or its message as the error.
    static func take(_ result: inout bezel_png_result) throws(PNGError) -> [UInt8] {
        defer { bezel_png_free(&result) }
        guard result.status == 0, let base = result.bytes else {
            let message = withUnsafeBytes(of: result.message) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            throw .cannotEncode(message)
        }
        return [UInt8](UnsafeBufferPointer(start: base, count: result.count))
    }
}
