import PNGShim
import Raster

/// Writes PNG files through libpng with a chosen zlib level, filter and strategy.
///
/// The output holds IHDR, sRGB, (PLTE and tRNS for palettes), IDAT and IEND only — no time
/// or text chunks — so the same pixels and options give the same bytes with the same zlib.
public enum PNGEncoder {
    /// Encodes a premultiplied pixmap (un-premultiplied exactly: decoding gives the same pixmap back).
    public static func encode(_ pixmap: Pixmap, options: Options = .standard) throws(PNGError) -> [UInt8] {
        try encode(StraightImage(premultiplied: pixmap), options: options)
    }

    /// Encodes straight RGBA pixels as they are.
    public static func encode(_ image: StraightImage, options: Options = .standard) throws(PNGError) -> [UInt8] {
        let layout = RowLayout.choose(for: image, reduction: options.colorReduction)
        return try write(layout, width: image.width, height: image.height, options: options)
    }

    /// Tries the combinations of filter, strategy and colour type that win on some kind of
    /// image at zlib level 9, and keeps the smallest. Several times slower than `encode`;
    /// meant for goldens kept in a repository.
    public static func encodeSmallest(_ pixmap: Pixmap) throws(PNGError) -> [UInt8] {
        try encodeSmallest(StraightImage(premultiplied: pixmap))
    }

    public static func encodeSmallest(_ image: StraightImage) throws(PNGError) -> [UInt8] {
        var best: [UInt8]?
        for layout in RowLayout.candidates(for: image) {
            for options in searchOptions(for: layout) {
                let bytes = try write(layout, width: image.width, height: image.height, options: options)
                if best == nil || bytes.count < best!.count { best = bytes }
            }
        }
        guard let best else { throw .cannotEncode("no encoding was tried") }
        return best
    }

    /// The settings tried per colour type. Palettes rarely gain from filters (their indices are
    /// not magnitudes); truecolour art is tried with every filter and the two strategies that suit it.
    static func searchOptions(for layout: RowLayout) -> [Options] {
        let filters: [Filter] = layout.kind == .palette ? [.none, .adaptive] : [.none, .sub, .up, .paeth, .adaptive]
        var options: [Options] = []
        for filter in filters {
            for strategy in [Strategy.default, .filtered] {
                options.append(Options(level: 9, filter: filter, strategy: strategy))
            }
        }
        options.append(Options(level: 9, filter: .none, strategy: .rle))
        return options
    }

    static func write(_ layout: RowLayout, width: Int, height: Int, options: Options) throws(PNGError) -> [UInt8] {
        guard width > 0, height > 0 else { throw .cannotEncode("a PNG needs at least one pixel, not \(width)×\(height)") }
        guard width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else { throw .cannotEncode("\(width)×\(height) is too large") }
        let settings = bezel_png_settings(
            level: Int32(min(max(options.level, 0), 9)),
            filters: options.filter.libpngMask,
            strategy: options.strategy.zlibValue,
            mem_level: 9)
        var result = layout.rows.withUnsafeBufferPointer { rows in
            layout.palette.withUnsafeBufferPointer { palette in
                bezel_png_encode(rows.baseAddress, UInt32(width), UInt32(height), layout.rowBytes,
                                 layout.kind.shimLayout, palette.baseAddress, Int32(layout.palette.count / 4), settings)
            }
        }
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
