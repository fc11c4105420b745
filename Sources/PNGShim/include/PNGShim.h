#ifndef BEZEL_PNGSHIM_H
#define BEZEL_PNGSHIM_H

// Bezel's own C for PNG files (the other is SHAShim's SHA-256). libpng reports errors by longjmp, which Swift cannot catch:
// every libpng call runs here, under this file's setjmp, and reports failure as a return
// code plus a message copied into the result struct. No Swift frame ever sits between the
// setjmp and a failing libpng call (reads and writes go through C memory callbacks).

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How the caller laid out the rows it passes to `bezel_png_encode`.
typedef enum {
    /// 4 bytes a pixel: r, g, b, a (straight alpha).
    BEZEL_PNG_LAYOUT_RGBA = 0,
    /// 3 bytes a pixel: r, g, b (every pixel opaque).
    BEZEL_PNG_LAYOUT_RGB = 1,
    /// 1 byte a pixel: an index into `palette` (written with the smallest bit depth that fits).
    BEZEL_PNG_LAYOUT_PALETTE = 2,
    /// 1 byte a pixel: grey level (every pixel opaque and r = g = b).
    BEZEL_PNG_LAYOUT_GRAY = 3,
    /// 4 bytes a pixel, the 4th ignored: written as RGB by libpng's filler-stripping transform,
    /// so an opaque RGBA buffer needs no copy.
    BEZEL_PNG_LAYOUT_RGBX = 4
} bezel_png_layout;

/// Encoder settings, each mapped to one libpng/zlib setting.
typedef struct {
    /// zlib level 0-9.
    int level;
    /// libpng filter mask: PNG_FILTER_NONE (0x08) … PNG_ALL_FILTERS (0xf8).
    int filters;
    /// zlib strategy: 0 default, 1 filtered, 2 Huffman only, 3 RLE, 4 fixed.
    int strategy;
    /// zlib memory level 1-9 (8 is zlib's default; 9 is a little smaller and faster).
    int mem_level;
} bezel_png_settings;

/// Result of an encode or decode: heap bytes owned by the caller (free with `bezel_png_free`).
typedef struct {
    /// 0 on success, otherwise a `bezel_png_status`.
    int status;
    uint8_t *bytes;
    size_t count;
    uint32_t width;
    uint32_t height;
    /// The IHDR colour type and bit depth of a decoded file (for messages and tests).
    int color_type;
    int bit_depth;
    int interlaced;
    /// For `bezel_png_encode_rows` with RGBX rows: 1 when a fourth byte below 255 was seen (the rows were
    /// not all opaque, so the RGB file does not hold the image), else 0.
    int translucent_seen;
    char message[256];
} bezel_png_result;

typedef enum {
    BEZEL_PNG_OK = 0,
    /// The first 8 bytes are not the PNG signature.
    BEZEL_PNG_NOT_PNG = 1,
    /// The data ended before the image did.
    BEZEL_PNG_TRUNCATED = 2,
    /// The image is larger than the caller's limits (checked before allocating).
    BEZEL_PNG_TOO_LARGE = 3,
    /// libpng reported an error (bad CRC, bad IHDR, zlib data error…); `message` says which.
    BEZEL_PNG_LIBPNG_ERROR = 4,
    /// Memory could not be allocated.
    BEZEL_PNG_NO_MEMORY = 5,
    /// The file has no bytes at all.
    BEZEL_PNG_EMPTY = 6
} bezel_png_status;

/// Encodes `height` rows of `row_bytes` each (laid out as `layout`) to a PNG in memory:
/// IHDR, sRGB, [PLTE, tRNS for palettes], IDAT…, IEND. No time or text chunks.
/// `palette_rgba` holds `palette_count` straight RGBA entries for the palette layout.
bezel_png_result bezel_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_bytes,
                                  bezel_png_layout layout, const uint8_t *palette_rgba, int palette_count,
                                  bezel_png_settings settings);

/// Decodes any PNG (palette, grey, 16-bit, interlaced, tRNS) to straight RGBA8 rows, top first.
/// Refuses images wider or taller than `max_side` or with more than `max_pixels` pixels before
/// allocating them. Gamma and colour-space chunks are ignored: the stored values are returned.
bezel_png_result bezel_png_decode(const uint8_t *bytes, size_t count, uint32_t max_side, uint64_t max_pixels);

/// `bezel_png_decode` into the caller's `destination` of `destination_count` bytes (width × height × 4,
/// sized from the IHDR), saving a copy of the whole image: a PNG diff's decode is most of its time.
/// On success `bytes` is NULL and `count` the bytes written; a size that does not match is an error.
bezel_png_result bezel_png_decode_into(const uint8_t *bytes, size_t count, uint32_t max_side, uint64_t max_pixels,
                                       uint8_t *destination, size_t destination_count);

/// Encodes like `bezel_png_encode` (IHDR, sRGB, IDAT, IEND; 8 bits a channel) but filters every row with
/// PNG filter `filter` (0 none, 1 sub, 2 up, 3 average, 4 Paeth; -1: the one under which a sample of the
/// rows compresses smallest, every 128th row starting a band of 4, ties to the lower number) and
/// compresses with Bezel's own deflate (RowDeflate.c) instead of zlib. Layouts RGBA, RGB, RGBX and grey;
/// `stride` is the bytes from one row to the next in `pixels`. The whole zlib stream is one IDAT chunk.
/// RGBX rows have their fourth bytes checked as they are packed (`translucent_seen`), so a caller may
/// hand over rows it has not proved opaque.
bezel_png_result bezel_png_encode_rows(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                                       bezel_png_layout layout, int filter);

/// The rows `bezel_png_encode_rows` measures its filter on for an image of `height` rows: every row `y` with
/// `y % step < band`, or every row when `step` is 0 (images under 256 rows).
void bezel_png_sample_rows(uint32_t height, uint32_t *band, uint32_t *step);

/// The filter (0-4) `bezel_png_encode_rows` chooses for an image of `width` × `height` given -1, measured
/// from its sample rows alone (`bezel_png_sample_rows`), passed in order `stride` bytes apart in `sample`:
/// an image drawn in bands need not be whole to be measured. -1 for invalid arguments or no memory.
int bezel_png_measure_filter(const uint8_t *sample, uint32_t width, uint32_t height, size_t stride,
                             bezel_png_layout layout);

/// A PNG written as its rows come, top to bottom, in any number of pieces: the same bytes as
/// `bezel_png_encode_rows` with the same filter (0-4) for the same rows. NULL for invalid arguments (a
/// filter of -1 included: measure it first) or when memory ran out.
typedef struct bezel_png_stream bezel_png_stream;
bezel_png_stream *bezel_png_stream_new(uint32_t width, uint32_t height, bezel_png_layout layout, int filter);

/// The next `rows` rows, `stride` bytes apart from `pixels` (read during the call only). Returns 0, or the
/// first error (then later calls do nothing and `bezel_png_stream_finish` reports it).
int bezel_png_stream_rows(bezel_png_stream *stream, const uint8_t *pixels, size_t stride, uint32_t rows);

/// The file, once every row has been given (else an error), as `bezel_png_encode_rows` returns it; frees
/// `stream`.
bezel_png_result bezel_png_stream_finish(bezel_png_stream *stream);

/// For tests: 1 makes the row encoder use its portable loops only (RGB packing, Average and Paeth
/// filters), as on a CPU without SSSE3; 0 (the default) lets it use the vector loops where the CPU has them.
/// Both write the same bytes: the switch exists so that one machine can show it.
void bezel_png_use_portable_loops(int on);

/// Frees the bytes of a result (safe on a failed or empty result).
void bezel_png_free(bezel_png_result *result);

#ifdef __cplusplus
}
#endif

#endif
