// The default PNG encoder: filters rows and compresses them with Bezel's own deflate (RowDeflate.c), then
// writes the chunks itself. libpng's writer would pass every row through zlib, whose level 3 took 23-36 ms a
// screen, and the chunk format is small enough to write here: PNG specification,
// https://www.w3.org/TR/png/ (§5 chunk layout, §11.2.2 IHDR, §11.3.3.5 sRGB, §9 filters). Of Intel's ISA-L
// only the checksums are used (the chunks' CRC-32 here, the stream's Adler-32 in RowDeflate.c); the rows are
// compressed by RowDeflate.c (why not igzip: that file's header).

#include "PNGShim.h"
#include "RowDeflate.h"

#include <isa-l/crc.h>
#include <stdlib.h>
#include <string.h>

// Rows are filtered into the deflater's window about this many bytes at a time, then compressed. The
// boundaries depend only on the image's size (and the stream does not depend on them at all: RowDeflate.c
// parses the same positions whatever the pieces, keeping a match's bytes back until they are all there).
#define BEZEL_CHUNK (256u * 1024u)

static void put32(uint8_t *at, uint32_t value) {
    at[0] = (uint8_t)(value >> 24);
    at[1] = (uint8_t)(value >> 16);
    at[2] = (uint8_t)(value >> 8);
    at[3] = (uint8_t)value;
}

// Appends a whole chunk: length, type, data, CRC-32 of type and data (PNG §5.3). ISA-L's
// crc32_gzip_refl is the reflected IEEE CRC-32 that PNG and gzip share (isa-l/crc.h).
static void put_chunk(bezel_byte_buffer *out, const char type[4], const uint8_t *data, size_t count) {
    if (!bezel_buffer_reserve(out, count + 12)) return;
    uint8_t *at = out->bytes + out->count;
    put32(at, (uint32_t)count);
    memcpy(at + 4, type, 4);
    if (count) memcpy(at + 8, data, count);
    put32(at + 8 + count, crc32_gzip_refl(0, at + 4, (uint64_t)count + 4));
    out->count += count + 12;
}

// Set by tests only (`bezel_png_use_portable_loops`): the vector loops below are skipped, so one machine
// can show that they write the bytes the portable loops write (Tests/PNGTests/VectorLoopTests.swift).
static int portable_loops_only = 0;

void bezel_png_use_portable_loops(int on) { __atomic_store_n(&portable_loops_only, on ? 1 : 0, __ATOMIC_RELAXED); }

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define BEZEL_HAS_SSSE3_LOOPS 1

// Whether the SSSE3 loops below may run: the CPU has SSSE3 and no test asked for the portable loops.
static int ssse3_loops(void) {
    return !__atomic_load_n(&portable_loops_only, __ATOMIC_RELAXED) && __builtin_cpu_supports("ssse3");
}

// Average (3) and Paeth (4) from byte `first` of a row on, 16 bytes a step, the rest left for the scalar
// loop: returns where it stopped. When encoding, each predictor reads only unfiltered bytes (the pixel to
// the left, above and above-left), so bytes are independent and the vector lanes compute exactly what the
// scalar loop computes: the same filtered rows on every CPU (PNG §9.3, §9.4). Paeth's scalar form below
// compiles to a byte a step; a screen whose rows are Paeth-filtered took 12 ms more to encode than with
// no filter (Benchmarks/results.md, "PNG encoder settings", before this), a sixth of the matrix's images.
__attribute__((target("ssse3"))) static size_t filter_vector(uint8_t *restrict d, const uint8_t *restrict packed,
                                                             const uint8_t *restrict above, size_t first, size_t count,
                                                             int bpp, int filter) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i one = _mm_set1_epi8(1);
    size_t i = first;
    for (; i + 16 <= count; i += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(packed + i));
        __m128i a = _mm_loadu_si128((const __m128i *)(packed + i - bpp));
        __m128i b = _mm_loadu_si128((const __m128i *)(above + i));
        __m128i predictor;
        if (filter == 3) {
            // floor((a + b) / 2): PAVGB rounds up, so take back the odd sums' half.
            predictor = _mm_sub_epi8(_mm_avg_epu8(a, b), _mm_and_si128(_mm_xor_si128(a, b), one));
        } else {
            __m128i c = _mm_loadu_si128((const __m128i *)(above + i - bpp));
            __m128i halves[2];
            for (int half = 0; half < 2; half++) {
                __m128i a16 = half ? _mm_unpackhi_epi8(a, zero) : _mm_unpacklo_epi8(a, zero);
                __m128i b16 = half ? _mm_unpackhi_epi8(b, zero) : _mm_unpacklo_epi8(b, zero);
                __m128i c16 = half ? _mm_unpackhi_epi8(c, zero) : _mm_unpacklo_epi8(c, zero);
                __m128i bc = _mm_sub_epi16(b16, c16), ac = _mm_sub_epi16(a16, c16);
                __m128i pa = _mm_abs_epi16(bc), pb = _mm_abs_epi16(ac), pc = _mm_abs_epi16(_mm_add_epi16(bc, ac));
                // a when pa <= pb and pa <= pc; else b when pb <= pc; else c.
                __m128i take_a = _mm_andnot_si128(_mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc)), _mm_set1_epi16(-1));
                __m128i take_b = _mm_andnot_si128(_mm_cmpgt_epi16(pb, pc), _mm_set1_epi16(-1));
                __m128i b_or_c = _mm_or_si128(_mm_and_si128(take_b, b16), _mm_andnot_si128(take_b, c16));
                halves[half] = _mm_or_si128(_mm_and_si128(take_a, a16), _mm_andnot_si128(take_a, b_or_c));
            }
            predictor = _mm_packus_epi16(halves[0], halves[1]);
        }
        _mm_storeu_si128((__m128i *)(d + i), _mm_sub_epi8(x, predictor));
    }
    return i;
}
#endif

// One row in PNG byte order (`packed`, `count` bytes, `bpp` bytes a pixel) filtered with `filter`
// against the row above (`above`: zeros for the first row, as PNG §9.2 defines) into `out`, filter byte
// first. The loops have no branches inside, so the compiler vectorises them; Paeth's predictor uses the
// identities p−a = b−c, p−b = a−c, p−c = a+b−2c (PNG §9.4) to skip the sum. Average and Paeth go through
// `filter_vector` where the CPU has SSSE3, and finish here.
static void filter_row(uint8_t *restrict out, const uint8_t *restrict packed, const uint8_t *restrict above,
                       size_t count, int bpp, int filter) {
    out[0] = (uint8_t)filter;
    uint8_t *restrict d = out + 1;
    size_t first = count < (size_t)bpp ? count : (size_t)bpp;
    size_t i;
    switch (filter) {
    case 0: memcpy(d, packed, count); break;
    case 1:
        for (i = 0; i < first; i++) d[i] = packed[i];
        for (i = first; i < count; i++) d[i] = (uint8_t)(packed[i] - packed[i - bpp]);
        break;
    case 2:
        for (i = 0; i < count; i++) d[i] = (uint8_t)(packed[i] - above[i]);
        break;
    case 3:
        for (i = 0; i < first; i++) d[i] = (uint8_t)(packed[i] - (above[i] >> 1));
        i = first;
#ifdef BEZEL_HAS_SSSE3_LOOPS
        if (ssse3_loops()) i = filter_vector(d, packed, above, first, count, bpp, 3);
#endif
        for (; i < count; i++) d[i] = (uint8_t)(packed[i] - ((packed[i - bpp] + above[i]) >> 1));
        break;
    default:
        // With a = c = 0 Paeth predicts b (the row above) for the first pixel.
        for (i = 0; i < first; i++) d[i] = (uint8_t)(packed[i] - above[i]);
        i = first;
#ifdef BEZEL_HAS_SSSE3_LOOPS
        if (ssse3_loops()) i = filter_vector(d, packed, above, first, count, bpp, 4);
#endif
        for (; i < count; i++) {
            int a = packed[i - bpp], b = above[i], c = above[i - bpp];
            int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
            int predictor = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
            d[i] = (uint8_t)(packed[i] - predictor);
        }
        break;
    }
}

// RGBX pixels to RGB bytes, `width` × 3 bytes into `out` plus one byte of slack: each pixel is copied as a
// 4-byte word, the next one overwriting the copied alpha. Returns the AND of the fourth bytes: 255 when
// every pixel of the row is opaque (checked here because packing reads each pixel anyway: a separate pass
// over a 1290×2796 canvas to prove it opaque was 4 % of a batch's CPU time).
static uint8_t pack_rgb_portable(uint8_t *restrict out, const uint8_t *restrict row, uint32_t width) {
    uint8_t alphas = 255;
    for (uint32_t x = 0; x < width; x++) {
        memcpy(out + (size_t)x * 3, row + (size_t)x * 4, 4);
        alphas &= row[(size_t)x * 4 + 3];
    }
    return alphas;
}

#ifdef BEZEL_HAS_SSSE3_LOOPS
// The same bytes, four pixels a step: one SSSE3 byte shuffle (PSHUFB) drops the four alpha bytes of a
// 16-byte load and the 12 RGB bytes are stored with 4 bytes of slack, which the next step overwrites.
// A pure byte permutation, so every CPU writes the same row; the dispatch below is only about speed
// (packing was a tenth of the encoder's time on a 1290×2796 screen).
__attribute__((target("ssse3"))) static uint8_t pack_rgb_ssse3(uint8_t *restrict out, const uint8_t *restrict row,
                                                               uint32_t width) {
    const __m128i drop_alpha = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    __m128i alphas = _mm_set1_epi8(-1);
    uint32_t x = 0;
    // Each step stores 16 bytes at out + 3x: the last step must end within the row's 3 × width + 1 bytes.
    for (; x + 6 <= width; x += 4) {
        __m128i pixels = _mm_loadu_si128((const __m128i *)(row + (size_t)x * 4));
        alphas = _mm_and_si128(alphas, pixels);
        _mm_storeu_si128((__m128i *)(out + (size_t)x * 3), _mm_shuffle_epi8(pixels, drop_alpha));
    }
    uint8_t lanes[16];
    _mm_storeu_si128((__m128i *)lanes, alphas);
    return lanes[3] & lanes[7] & lanes[11] & lanes[15] & pack_rgb_portable(out + (size_t)x * 3, row + (size_t)x * 4, width - x);
}

#endif

static uint8_t pack_rgb(uint8_t *restrict out, const uint8_t *restrict row, uint32_t width) {
#ifdef BEZEL_HAS_SSSE3_LOOPS
    if (ssse3_loops()) return pack_rgb_ssse3(out, row, width);
#endif
    return pack_rgb_portable(out, row, width);
}

// A row in PNG byte order: the caller's bytes, or for RGBX its RGB bytes packed into `scratch`
// (`width` × 3 bytes plus one byte of slack), the AND of its fourth bytes folded into `alphas`.
static const uint8_t *packed_row(const uint8_t *row, uint32_t width, bezel_png_layout layout, uint8_t *scratch,
                                 uint8_t *alphas) {
    if (layout != BEZEL_PNG_LAYOUT_RGBX) return row;
    *alphas &= pack_rgb(scratch, row, width);
    return scratch;
}

static int bytes_per_pixel(bezel_png_layout layout) {
    switch (layout) {
    case BEZEL_PNG_LAYOUT_RGBA: return 4;
    case BEZEL_PNG_LAYOUT_RGB: case BEZEL_PNG_LAYOUT_RGBX: return 3;
    default: return 1;
    }
}

// Rows of `filtered_row` bytes (filter byte included) that fit in one piece of input.
static size_t rows_per_piece(size_t filtered_row) {
    size_t rows = BEZEL_CHUNK / filtered_row;
    return rows ? rows : 1;
}

// A deflater for the rows of this image: pieces of whole rows; the match finder's first guesses are the
// pixel to the left and the same byte a row up.
static bezel_row_deflate *new_deflater(uint32_t width, bezel_png_layout layout) {
    int bpp = bytes_per_pixel(layout);
    size_t filtered_row = (size_t)width * (size_t)bpp + 1;
    return bezel_row_deflate_new(rows_per_piece(filtered_row) * filtered_row, (uint32_t)bpp,
                                 filtered_row > 0xffffffffu ? 0 : (uint32_t)filtered_row);
}

// Rows on their way into one zlib stream: filtered with `filter` straight into the deflater's window and
// compressed a piece at a time. The rows come in any number of calls of `row_stream_feed`, top to bottom
// (a whole image at once, or the bands a scene is drawn in), and give the same stream either way: the
// pieces are cut by row count alone, and the row above a row is kept here between calls.
//
// With sampling (`step` > 0), only rows `y` with `y % step < band` go in, and the row above a band's
// first row is taken as zeros (it is not in the stream); with `sampled_only` the caller passes just
// those rows, one after the other.
typedef struct {
    bezel_row_deflate *deflater;
    bezel_byte_buffer *out;
    uint32_t width, height, band, step, y;
    bezel_png_layout layout;
    int filter, bpp, sampled_only, status;
    size_t count, filtered_row, rows_per_chunk, filled;
    // Two packed rows (this one and the one above), each with a byte of slack, then a row of zeros.
    // Zeroed, like every buffer here: no byte of the output may depend on what memory held before.
    uint8_t *scratch, *current, *previous, *chunk;
    const uint8_t *zeros, *above;
    // For RGBX rows: the AND of every packed pixel's fourth byte.
    uint8_t alphas;
    // A filter trial stops (`TRIAL_LOST`) once its output reaches this many bytes: it cannot be smallest.
    size_t limit;
} row_stream;

// `row_stream_feed`'s status when a trial's output reached its limit.
#define TRIAL_LOST (-1)

// Starts a stream into `out` with `deflater` (from `new_deflater` for this image, reset here). Returns 0
// on success; on failure nothing needs freeing.
static int row_stream_begin(row_stream *s, bezel_row_deflate *deflater, uint32_t width, uint32_t height,
                            bezel_png_layout layout, int filter, uint32_t band, uint32_t step, int sampled_only,
                            bezel_byte_buffer *out) {
    memset(s, 0, sizeof *s);
    s->deflater = deflater;
    s->out = out;
    s->width = width;
    s->height = height;
    s->band = band;
    s->step = step;
    s->layout = layout;
    s->filter = filter;
    s->sampled_only = sampled_only;
    s->bpp = bytes_per_pixel(layout);
    s->count = (size_t)width * (size_t)s->bpp;
    s->filtered_row = s->count + 1;
    s->rows_per_chunk = rows_per_piece(s->filtered_row);
    s->alphas = 255;
    s->limit = (size_t)-1;
    bezel_row_deflate_reset(deflater);
    s->scratch = (uint8_t *)calloc(3 * (s->count + 1), 1);
    if (s->scratch == NULL) return BEZEL_PNG_NO_MEMORY;
    // Rows are filtered straight into the deflater's window; the slack byte of RGB packing lands on
    // the next row's filter byte, written when that row is, or on the 16 bytes after the chunk.
    s->chunk = bezel_row_deflate_input(deflater);
    s->current = s->scratch;
    s->previous = s->scratch + s->count + 1;
    s->zeros = s->scratch + 2 * (s->count + 1);
    s->above = s->zeros;
    return 0;
}

// Feeds the next `rows` rows of the image (or, with `sampled_only`, of the sample), `stride` bytes apart
// from `pixels`; the last row of the image ends the stream. Returns 0 on success.
static int row_stream_feed(row_stream *s, const uint8_t *pixels, size_t stride, uint32_t rows) {
    uint32_t given = 0;
    while (s->status == 0 && given < rows && s->y < s->height) {
        uint32_t y = s->y++;
        int sampled = s->step == 0 || (y % s->step) < s->band;
        int last = y + 1 == s->height;
        const uint8_t *source = NULL;
        if (sampled || !s->sampled_only) source = pixels + (size_t)given++ * stride;
        if (sampled && s->filter == 0 && s->layout == BEZEL_PNG_LAYOUT_RGBX) {
            // No filter needs no row above: pack straight into the window.
            uint8_t *out_row = s->chunk + s->filled * s->filtered_row;
            out_row[0] = 0;
            s->alphas &= pack_rgb(out_row + 1, source, s->width);
            s->filled++;
        } else if (sampled) {
            const uint8_t *row = packed_row(source, s->width, s->layout, s->current, &s->alphas);
            // In a sample the row above a band's first row is not in the stream: filter as if first.
            int continues = y > 0 && (s->step == 0 || (y % s->step) != 0);
            filter_row(s->chunk + s->filled * s->filtered_row, row, continues ? s->above : s->zeros, s->count, s->bpp,
                       s->filter);
            s->filled++;
            if (s->layout == BEZEL_PNG_LAYOUT_RGBX) {
                s->above = s->current;
                uint8_t *swap = s->current; s->current = s->previous; s->previous = swap;
            } else if (given == rows && !last) {
                // The caller's rows may be gone by the next call: keep this one for the row below.
                memcpy(s->previous, row, s->count);
                s->above = s->previous;
            } else {
                s->above = row;
            }
        }
        if (s->filled == s->rows_per_chunk || last) {
            s->status = bezel_row_deflate_compress(s->deflater, s->filled * s->filtered_row, last, s->out);
            s->chunk = bezel_row_deflate_input(s->deflater);
            s->filled = 0;
            if (s->status == 0 && s->out->count >= s->limit) s->status = TRIAL_LOST;
        }
    }
    return s->status;
}

static void row_stream_end(row_stream *s) {
    free(s->scratch);
    s->scratch = NULL;
}

// Filters rows `0..<height` (every `step`-th band of `band` rows when sampling, else all) with `filter`
// and compresses them with `deflater` into `out` as one zlib stream; for RGBX, the AND of every packed
// pixel's fourth byte is folded into `alphas`. Returns 0 on success.
static int deflate_rows(bezel_row_deflate *deflater, const uint8_t *pixels, size_t stride, uint32_t width,
                        uint32_t height, bezel_png_layout layout, int filter, uint32_t band, uint32_t step,
                        int sampled_only, size_t limit, bezel_byte_buffer *out, uint8_t *alphas) {
    row_stream stream;
    int status = row_stream_begin(&stream, deflater, width, height, layout, filter, band, step, sampled_only, out);
    stream.limit = limit;
    if (status == 0) status = row_stream_feed(&stream, pixels, stride, height);
    *alphas &= stream.alphas;
    row_stream_end(&stream);
    return status;
}

void bezel_png_sample_rows(uint32_t height, uint32_t *band, uint32_t *step) {
    *band = 4;
    *step = 128;
    if (height < 2 * *step) {
        *band = height;
        *step = 0;
    }
}

// The filter (0-4) under which a sample of the image compresses smallest: every 128th row starts a band of
// 4 sampled rows (the whole image when it is under 256 rows; `bezel_png_sample_rows`), compressed once per
// filter; ties go to the lower filter number. Five trials of a 1/32 sample cost about a quarter of one full
// encode. With `sampled_only`, `pixels` holds the sampled rows alone, one after the other.
static int choose_filter(bezel_row_deflate *deflater, const uint8_t *pixels, uint32_t width, uint32_t height,
                         size_t stride, bezel_png_layout layout, int sampled_only) {
    uint32_t band, step;
    bezel_png_sample_rows(height, &band, &step);
    int best = 0;
    size_t best_size = (size_t)-1;
    bezel_byte_buffer trial = {0};
    for (int filter = 0; filter <= 4; filter++) {
        trial.count = 0;
        uint8_t alphas = 255;
        // Output only grows, and ties go to the lower filter: a trial that reaches the best size so far has
        // lost, and stops there (the same choice, for a fraction of the losers' work).
        int status = deflate_rows(deflater, pixels, stride, width, height, layout, filter, band, step, sampled_only,
                                  best_size, &trial, &alphas);
        if (status == TRIAL_LOST) continue;
        if (status != 0) break;
        if (trial.count < best_size) {
            best_size = trial.count;
            best = filter;
        }
    }
    free(trial.bytes);
    return best;
}

static int valid_layout(bezel_png_layout layout) {
    return layout == BEZEL_PNG_LAYOUT_RGBA || layout == BEZEL_PNG_LAYOUT_RGB || layout == BEZEL_PNG_LAYOUT_RGBX
        || layout == BEZEL_PNG_LAYOUT_GRAY;
}

int bezel_png_measure_filter(const uint8_t *sample, uint32_t width, uint32_t height, size_t stride,
                             bezel_png_layout layout) {
    if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu || !valid_layout(layout)) return -1;
    bezel_row_deflate *deflater = new_deflater(width, layout);
    if (deflater == NULL) return -1;
    int filter = choose_filter(deflater, sample, width, height, stride, layout, 1);
    bezel_row_deflate_free(deflater);
    return filter;
}

// The colour type of `layout` (PNG §11.2.2), or -1 for a layout the row encoder does not write.
static int color_type_of(bezel_png_layout layout) {
    switch (layout) {
    case BEZEL_PNG_LAYOUT_RGBA: return 6;
    case BEZEL_PNG_LAYOUT_RGB: case BEZEL_PNG_LAYOUT_RGBX: return 2;
    case BEZEL_PNG_LAYOUT_GRAY: return 0;
    default: return -1;
    }
}

// Checks the arguments of an encode; 0 when they are fine, else the result says why.
static int check_arguments(bezel_png_result *result, uint32_t width, uint32_t height, bezel_png_layout layout, int filter) {
    if (color_type_of(layout) < 0) {
        result->status = BEZEL_PNG_LIBPNG_ERROR;
        strcpy(result->message, "the PNG encoder writes RGBA, RGB and grey rows only");
        return 1;
    }
    if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu || filter < -1 || filter > 4) {
        result->status = BEZEL_PNG_LIBPNG_ERROR;
        strcpy(result->message, "invalid size or settings for the PNG encoder");
        return 1;
    }
    return 0;
}

// The file around a finished zlib stream (taking its bytes): signature, IHDR, sRGB, one IDAT, IEND.
static bezel_png_result write_file(bezel_byte_buffer *stream, int status, uint32_t width, uint32_t height,
                                   bezel_png_layout layout, uint8_t alphas) {
    bezel_png_result result;
    memset(&result, 0, sizeof result);
    if (status != 0) {
        free(stream->bytes);
        result.status = status;
        strcpy(result.message, status == BEZEL_PNG_NO_MEMORY ? "out of memory" : "the rows could not be compressed");
        return result;
    }
    int color_type = color_type_of(layout);
    bezel_byte_buffer out = {0};
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (bezel_buffer_reserve(&out, stream->count + 128)) {
        memcpy(out.bytes, signature, 8);
        out.count = 8;
    }
    uint8_t header[13];
    put32(header, width);
    put32(header + 4, height);
    header[8] = 8;                   // bit depth
    header[9] = (uint8_t)color_type;
    header[10] = 0;                  // deflate
    header[11] = 0;                  // adaptive filtering (filter type per row)
    header[12] = 0;                  // not interlaced
    put_chunk(&out, "IHDR", header, 13);
    const uint8_t intent = 0;        // perceptual, as libpng's png_set_sRGB wrote it
    put_chunk(&out, "sRGB", &intent, 1);
    put_chunk(&out, "IDAT", stream->bytes, stream->count);
    put_chunk(&out, "IEND", NULL, 0);
    free(stream->bytes);
    if (out.failed) {
        free(out.bytes);
        result.status = BEZEL_PNG_NO_MEMORY;
        strcpy(result.message, "out of memory");
        return result;
    }
    result.status = BEZEL_PNG_OK;
    result.translucent_seen = alphas != 255;
    result.bytes = out.bytes;
    result.count = out.count;
    result.width = width;
    result.height = height;
    result.color_type = color_type;
    result.bit_depth = 8;
    return result;
}

bezel_png_result bezel_png_encode_rows(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                                       bezel_png_layout layout, int filter) {
    bezel_png_result result;
    memset(&result, 0, sizeof result);
    if (check_arguments(&result, width, height, layout, filter)) return result;
    // The zlib stream first, then the file around it: one IDAT of the whole stream. One deflater serves
    // the filter trials and the image (its memory is fresh pages each time it is allocated).
    bezel_byte_buffer stream = {0};
    uint8_t alphas = 255;
    bezel_row_deflate *deflater = new_deflater(width, layout);
    int status = BEZEL_PNG_NO_MEMORY;
    if (deflater != NULL) {
        if (filter < 0) filter = choose_filter(deflater, pixels, width, height, stride, layout, 0);
        status = deflate_rows(deflater, pixels, stride, width, height, layout, filter, 0, 0, 0, (size_t)-1, &stream, &alphas);
    }
    bezel_row_deflate_free(deflater);
    return write_file(&stream, status, width, height, layout, alphas);
}

struct bezel_png_stream {
    row_stream rows;
    bezel_row_deflate *deflater;
    bezel_byte_buffer stream;
    int status;
};

bezel_png_stream *bezel_png_stream_new(uint32_t width, uint32_t height, bezel_png_layout layout, int filter) {
    bezel_png_result check;
    memset(&check, 0, sizeof check);
    if (filter < 0 || check_arguments(&check, width, height, layout, filter)) return NULL;
    bezel_png_stream *s = (bezel_png_stream *)calloc(1, sizeof *s);
    if (s == NULL) return NULL;
    s->deflater = new_deflater(width, layout);
    if (s->deflater == NULL
        || row_stream_begin(&s->rows, s->deflater, width, height, layout, filter, 0, 0, 0, &s->stream) != 0) {
        row_stream_end(&s->rows);
        bezel_row_deflate_free(s->deflater);
        free(s);
        return NULL;
    }
    return s;
}

int bezel_png_stream_rows(bezel_png_stream *s, const uint8_t *pixels, size_t stride, uint32_t rows) {
    if (s->status == 0 && rows > s->rows.height - s->rows.y) s->status = BEZEL_PNG_LIBPNG_ERROR;
    if (s->status == 0) s->status = row_stream_feed(&s->rows, pixels, stride, rows);
    return s->status;
}

bezel_png_result bezel_png_stream_finish(bezel_png_stream *s) {
    int status = s->status;
    // A stream ends with its image's last row: fewer rows is the caller's mistake, not a PNG.
    if (status == 0 && s->rows.y != s->rows.height) status = BEZEL_PNG_LIBPNG_ERROR;
    bezel_png_result result = write_file(&s->stream, status, s->rows.width, s->rows.height, s->rows.layout, s->rows.alphas);
    if (status == BEZEL_PNG_LIBPNG_ERROR) strcpy(result.message, "the rows given do not make the image");
    row_stream_end(&s->rows);
    bezel_row_deflate_free(s->deflater);
    free(s);
    return result;
}
