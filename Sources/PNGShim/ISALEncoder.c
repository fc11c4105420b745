// The default PNG encoder: filters rows and compresses them with Intel's ISA-L (igzip), then writes
// the chunks itself. libpng's writer would pass every row through zlib; igzip at its level 1 is about
// nine times faster than zlib at level 3 for the same size on Bezel's screens (issue 16), and the
// chunk format is small enough to write here: PNG specification, https://www.w3.org/TR/png/ (§5
// chunk layout, §11.2.2 IHDR, §11.3.3.5 sRGB, §9 filters).

#include "PNGShim.h"

#include <isa-l/crc.h>
#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#include <string.h>

// Rows are filtered into a buffer of about this many bytes, then handed to igzip in one call. The
// boundaries depend only on the image's size, so the same image always meets igzip in the same
// pieces (the stream must not depend on anything but the pixels and the settings).
#define BEZEL_ISAL_CHUNK (256u * 1024u)

typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
    int failed;
} byte_buffer;

static int reserve(byte_buffer *buffer, size_t extra) {
    if (buffer->failed) return 0;
    if (buffer->count + extra <= buffer->capacity) return 1;
    size_t capacity = buffer->capacity ? buffer->capacity : 65536;
    while (capacity < buffer->count + extra) capacity *= 2;
    uint8_t *grown = (uint8_t *)realloc(buffer->bytes, capacity);
    if (grown == NULL) {
        buffer->failed = 1;
        return 0;
    }
    buffer->bytes = grown;
    buffer->capacity = capacity;
    return 1;
}

static void put32(uint8_t *at, uint32_t value) {
    at[0] = (uint8_t)(value >> 24);
    at[1] = (uint8_t)(value >> 16);
    at[2] = (uint8_t)(value >> 8);
    at[3] = (uint8_t)value;
}

// Appends a whole chunk: length, type, data, CRC-32 of type and data (PNG §5.3). ISA-L's
// crc32_gzip_refl is the reflected IEEE CRC-32 that PNG and gzip share (isa-l/crc.h).
static void put_chunk(byte_buffer *out, const char type[4], const uint8_t *data, size_t count) {
    if (!reserve(out, count + 12)) return;
    uint8_t *at = out->bytes + out->count;
    put32(at, (uint32_t)count);
    memcpy(at + 4, type, 4);
    if (count) memcpy(at + 8, data, count);
    put32(at + 8 + count, crc32_gzip_refl(0, at + 4, (uint64_t)count + 4));
    out->count += count + 12;
}

// Set by tests only (`bezel_png_use_portable_loops`): the vector loops below are skipped, so one machine
// can show that they write the bytes the portable loops write (Tests/PNGTests/ISALPathTests).
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
// over a 1290×2796 canvas to prove it opaque was 4 % of a batch's CPU time, issue 16).
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
// (packing was a tenth of the encoder's time on a 1290×2796 screen, issue 16).
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

// Row `y` in PNG byte order: the caller's bytes, or for RGBX its RGB bytes packed into `scratch`
// (`width` × 3 bytes plus one byte of slack), the AND of its fourth bytes folded into `alphas`.
static const uint8_t *packed_row(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t y,
                                 bezel_png_layout layout, uint8_t *scratch, uint8_t *alphas) {
    const uint8_t *row = pixels + (size_t)y * stride;
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

// igzip's working memory per level. The SMALL size (16 K tokens a block) writes a Huffman table more often
// than the DEFAULT (LARGE, 64 K): on Bezel's 1506×3096 device image at level 2, 417,910 bytes against
// 422,702 (EXTRA_LARGE 429,529), at the same speed (Benchmarks/README.md, "Encoder").
static const uint32_t level_buffer_sizes[4] = {0, ISAL_DEF_LVL1_SMALL, ISAL_DEF_LVL2_SMALL, ISAL_DEF_LVL3_SMALL};

// Filters rows `first..<end` (every `step`-th band of `band` rows when sampling, else all) with `filter`
// and compresses them with igzip into `out` as one zlib stream; for RGBX, the AND of every packed pixel's
// fourth byte is folded into `alphas`. Returns 0 on success.
static int deflate_rows(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, bezel_png_layout layout,
                        int filter, int level, uint32_t band, uint32_t step, byte_buffer *out, uint8_t *alphas) {
    int bpp = bytes_per_pixel(layout);
    size_t count = (size_t)width * (size_t)bpp;
    size_t filtered_row = count + 1;
    size_t rows_per_chunk = BEZEL_ISAL_CHUNK / filtered_row;
    if (rows_per_chunk == 0) rows_per_chunk = 1;
    // Zeroed, like every buffer here: no byte of the output may depend on what memory held before. The
    // extra bytes take the slack byte of RGB packing straight into the chunk's last row (filter 0).
    uint8_t *chunk = (uint8_t *)calloc(rows_per_chunk * filtered_row + 16, 1);
    // Two packed rows (this one and the one above), each with a byte of slack, then a row of zeros.
    uint8_t *scratch = (uint8_t *)calloc(3 * (count + 1), 1);
    uint8_t *level_buffer = level_buffer_sizes[level] ? (uint8_t *)calloc(level_buffer_sizes[level], 1) : NULL;
    struct isal_zstream *stream = (struct isal_zstream *)calloc(1, sizeof *stream);
    int status = 0;
    if (chunk == NULL || scratch == NULL || stream == NULL || (level_buffer_sizes[level] && level_buffer == NULL)) {
        status = BEZEL_PNG_NO_MEMORY;
        goto done;
    }
    isal_deflate_init(stream);
    stream->level = (uint32_t)level;
    stream->level_buf = level_buffer;
    stream->level_buf_size = level_buffer_sizes[level];
    stream->gzip_flag = IGZIP_ZLIB;
    stream->flush = NO_FLUSH;

    uint8_t *current = scratch, *previous = scratch + count + 1;
    const uint8_t *zeros = scratch + 2 * (count + 1);
    const uint8_t *above = zeros;
    size_t filled = 0;
    for (uint32_t y = 0; y < height; y++) {
        int sampled = step == 0 || (y % step) < band;
        int last = y + 1 == height;
        if (sampled && filter == 0 && layout == BEZEL_PNG_LAYOUT_RGBX) {
            // No filter needs no row above: pack straight into the chunk (the slack byte lands on the next
            // row's filter byte, written when that row is, or on the chunk's extra bytes).
            uint8_t *out_row = chunk + filled * filtered_row;
            out_row[0] = 0;
            *alphas &= pack_rgb(out_row + 1, pixels + (size_t)y * stride, width);
            filled++;
        } else if (sampled) {
            const uint8_t *row = packed_row(pixels, stride, width, y, layout, current, alphas);
            // In a sample the row above a band's first row is not in the stream: filter as if first.
            int continues = y > 0 && (step == 0 || (y % step) != 0);
            filter_row(chunk + filled * filtered_row, row, continues ? above : zeros, count, bpp, filter);
            filled++;
            if (layout == BEZEL_PNG_LAYOUT_RGBX) {
                above = current;
                uint8_t *swap = current; current = previous; previous = swap;
            } else {
                above = row;
            }
        } else if (layout != BEZEL_PNG_LAYOUT_RGBX) {
            above = pixels + (size_t)y * stride;
        }
        if (filled == rows_per_chunk || last) {
            stream->next_in = chunk;
            stream->avail_in = (uint32_t)(filled * filtered_row);
            stream->end_of_stream = last ? 1 : 0;
            do {
                if (!reserve(out, 65536)) { status = BEZEL_PNG_NO_MEMORY; goto done; }
                stream->next_out = out->bytes + out->count;
                stream->avail_out = (uint32_t)(out->capacity - out->count);
                uint32_t before = stream->avail_out;
                if (isal_deflate(stream) != COMP_OK) { status = BEZEL_PNG_LIBPNG_ERROR; goto done; }
                out->count += before - stream->avail_out;
            } while (stream->avail_in > 0 || (last && stream->internal_state.state != ZSTATE_END));
            filled = 0;
        }
    }
done:
    free(chunk);
    free(scratch);
    free(level_buffer);
    free(stream);
    return status;
}

int bezel_png_choose_filter(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                            bezel_png_layout layout, int level) {
    // A sample of the image, every band's first rows, compressed once per filter; the smallest wins
    // (ties: the lower filter number). Five trials of a 1/32 sample cost about a quarter of one full encode.
    uint32_t band = 4, step = 128;
    if (height < 2 * step) { band = height; step = 0; }
    int best = 0;
    size_t best_size = (size_t)-1;
    byte_buffer trial = {0};
    for (int filter = 0; filter <= 4; filter++) {
        trial.count = 0;
        uint8_t alphas = 255;
        if (deflate_rows(pixels, stride, width, height, layout, filter, level, band, step, &trial, &alphas) != 0) break;
        if (trial.count < best_size) {
            best_size = trial.count;
            best = filter;
        }
    }
    free(trial.bytes);
    return best;
}

bezel_png_result bezel_png_encode_isal(const uint8_t *pixels, uint32_t width, uint32_t height, size_t stride,
                                       bezel_png_layout layout, int filter, int level) {
    bezel_png_result result;
    memset(&result, 0, sizeof result);
    int color_type;
    switch (layout) {
    case BEZEL_PNG_LAYOUT_RGBA: color_type = 6; break;
    case BEZEL_PNG_LAYOUT_RGB: case BEZEL_PNG_LAYOUT_RGBX: color_type = 2; break;
    case BEZEL_PNG_LAYOUT_GRAY: color_type = 0; break;
    default:
        result.status = BEZEL_PNG_LIBPNG_ERROR;
        strcpy(result.message, "the ISA-L encoder writes RGBA, RGB and grey rows only");
        return result;
    }
    if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu || level < 0 || level > 3 ||
        filter < 0 || filter > 4) {
        result.status = BEZEL_PNG_LIBPNG_ERROR;
        strcpy(result.message, "invalid size or settings for the ISA-L encoder");
        return result;
    }

    // The zlib stream first, then the file around it: one IDAT of the whole stream.
    byte_buffer stream = {0};
    uint8_t alphas = 255;
    int status = deflate_rows(pixels, stride, width, height, layout, filter, level, 0, 0, &stream, &alphas);
    if (status != 0) {
        free(stream.bytes);
        result.status = status;
        strcpy(result.message, status == BEZEL_PNG_NO_MEMORY ? "out of memory" : "ISA-L could not compress the rows");
        return result;
    }
    byte_buffer out = {0};
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (reserve(&out, stream.count + 128)) {
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
    put_chunk(&out, "IDAT", stream.bytes, stream.count);
    put_chunk(&out, "IEND", NULL, 0);
    free(stream.bytes);
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
