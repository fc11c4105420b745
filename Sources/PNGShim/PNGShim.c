#include "PNGShim.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Everything a libpng callback needs, reached through png_get_error_ptr / png_get_io_ptr.
// Lives in the caller's frame; fields written after setjmp are read back only through
// this struct (memory, not registers), so longjmp cannot lose them.
typedef struct {
    bezel_png_result *result;
    // Writing: a growing heap buffer.
    uint8_t *out;
    size_t out_count;
    size_t out_capacity;
    int out_failed;
    // Reading: the caller's bytes and a cursor.
    const uint8_t *in;
    size_t in_count;
    size_t in_offset;
    int truncated;
    // libpng explains some errors in a warning just before them ("Image width is zero in IHDR"
    // precedes "Invalid IHDR data"): the last warning is kept to complete such messages.
    char last_warning[128];
    // Decoded rows being filled (freed on error).
    uint8_t *pixels;
    png_bytep *rows;
} shim_context;

static void copy_message(bezel_png_result *result, const char *message) {
    if (message == NULL) message = "unknown libpng error";
    strncpy(result->message, message, sizeof result->message - 1);
    result->message[sizeof result->message - 1] = '\0';
}

// libpng's error callback: keep the text, then return to the setjmp in this file.
static void on_error(png_structp png, png_const_charp message) {
    shim_context *context = (shim_context *)png_get_error_ptr(png);
    if (context != NULL && context->result->message[0] == '\0') {
        if (message != NULL && strcmp(message, "Invalid IHDR data") == 0 && context->last_warning[0] != '\0') {
            snprintf(context->result->message, sizeof context->result->message, "%s (%s)", message,
                     context->last_warning);
        } else {
            copy_message(context->result, message);
        }
    }
    png_longjmp(png, 1);
}

// Warnings (an ancillary chunk with a bad CRC, an unknown sRGB intent…) do not stop decoding.
static void on_warning(png_structp png, png_const_charp message) {
    shim_context *context = (shim_context *)png_get_error_ptr(png);
    if (context == NULL || message == NULL) return;
    strncpy(context->last_warning, message, sizeof context->last_warning - 1);
    context->last_warning[sizeof context->last_warning - 1] = '\0';
}

static void write_to_memory(png_structp png, png_bytep data, png_size_t length) {
    shim_context *context = (shim_context *)png_get_io_ptr(png);
    if (context->out_count + length > context->out_capacity) {
        size_t capacity = context->out_capacity ? context->out_capacity : 65536;
        while (capacity < context->out_count + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(context->out, capacity);
        if (grown == NULL) {
            context->out_failed = 1;
            png_error(png, "out of memory");
        }
        context->out = grown;
        context->out_capacity = capacity;
    }
    memcpy(context->out + context->out_count, data, length);
    context->out_count += length;
}

static void flush_memory(png_structp png) { (void)png; }

static void read_from_memory(png_structp png, png_bytep data, png_size_t length) {
    shim_context *context = (shim_context *)png_get_io_ptr(png);
    if (length > context->in_count - context->in_offset) {
        context->truncated = 1;
        png_error(png, "truncated");
    }
    memcpy(data, context->in + context->in_offset, length);
    context->in_offset += length;
}

static int bit_depth_for_palette(int count) {
    if (count <= 2) return 1;
    if (count <= 4) return 2;
    if (count <= 16) return 4;
    return 8;
}

bezel_png_result bezel_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t row_bytes,
                                  bezel_png_layout layout, const uint8_t *palette_rgba, int palette_count,
                                  bezel_png_settings settings) {
    bezel_png_result result;
    memset(&result, 0, sizeof result);
    shim_context context;
    memset(&context, 0, sizeof context);
    context.result = &result;

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    if (png == NULL) {
        result.status = BEZEL_PNG_NO_MEMORY;
        copy_message(&result, "cannot create the libpng writer");
        return result;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        result.status = BEZEL_PNG_NO_MEMORY;
        copy_message(&result, "cannot create the libpng info");
        return result;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(context.out);
        result.status = context.out_failed ? BEZEL_PNG_NO_MEMORY : BEZEL_PNG_LIBPNG_ERROR;
        result.bytes = NULL;
        result.count = 0;
        return result;
    }

    png_set_write_fn(png, &context, write_to_memory, flush_memory);
    int color_type = PNG_COLOR_TYPE_RGB_ALPHA;
    int bit_depth = 8;
    switch (layout) {
    case BEZEL_PNG_LAYOUT_RGBA: color_type = PNG_COLOR_TYPE_RGB_ALPHA; break;
    case BEZEL_PNG_LAYOUT_RGB: color_type = PNG_COLOR_TYPE_RGB; break;
    case BEZEL_PNG_LAYOUT_RGBX: color_type = PNG_COLOR_TYPE_RGB; break;
    case BEZEL_PNG_LAYOUT_GRAY: color_type = PNG_COLOR_TYPE_GRAY; break;
    case BEZEL_PNG_LAYOUT_PALETTE:
        color_type = PNG_COLOR_TYPE_PALETTE;
        if (palette_count < 1 || palette_count > 256 || palette_rgba == NULL) png_error(png, "bad palette");
        bit_depth = bit_depth_for_palette(palette_count);
        break;
    }
    png_set_IHDR(png, info, width, height, bit_depth, color_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    if (layout == BEZEL_PNG_LAYOUT_PALETTE) {
        png_color colors[256];
        png_byte alphas[256];
        int last_translucent = -1;
        for (int i = 0; i < palette_count; i++) {
            colors[i].red = palette_rgba[i * 4];
            colors[i].green = palette_rgba[i * 4 + 1];
            colors[i].blue = palette_rgba[i * 4 + 2];
            alphas[i] = palette_rgba[i * 4 + 3];
            if (alphas[i] != 255) last_translucent = i;
        }
        png_set_PLTE(png, info, colors, palette_count);
        // tRNS only as long as needed: the caller sorts translucent entries first.
        if (last_translucent >= 0) png_set_tRNS(png, info, alphas, last_translucent + 1, NULL);
    }
    png_set_compression_level(png, settings.level);
    png_set_compression_strategy(png, settings.strategy);
    png_set_compression_mem_level(png, settings.mem_level);
    png_set_compression_buffer_size(png, 1 << 16);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, settings.filters);

    png_write_info(png, info);
    if (layout == BEZEL_PNG_LAYOUT_PALETTE && bit_depth < 8) png_set_packing(png);
    if (layout == BEZEL_PNG_LAYOUT_RGBX) png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * row_bytes));
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);

    result.status = BEZEL_PNG_OK;
    result.bytes = context.out;
    result.count = context.out_count;
    result.width = width;
    result.height = height;
    result.color_type = color_type;
    result.bit_depth = bit_depth;
    return result;
}

// Whether every chunk up to IEND fits in the bytes there are. libpng allocates (and zeroes) a text
// chunk's declared length before reading it, so a 100-byte file whose tEXt claims 2 GB would cost
// 2 GB of memory and seconds of memset before failing as truncated; such a file is refused here first.
static int chunks_fit(const uint8_t *bytes, size_t count) {
    size_t offset = 8;
    while (count - offset >= 8) {
        size_t length = (size_t)bytes[offset] << 24 | (size_t)bytes[offset + 1] << 16 |
                        (size_t)bytes[offset + 2] << 8 | (size_t)bytes[offset + 3];
        if (length > count - offset - 8) return 0;
        if (memcmp(bytes + offset + 4, "IEND", 4) == 0) return 1;
        if (4 > count - offset - 8 - length) return 0;  // the chunk's CRC
        offset += 12 + length;
    }
    return 1;  // a cut chunk header or a missing IEND: libpng reports those
}

bezel_png_result bezel_png_decode(const uint8_t *bytes, size_t count, uint32_t max_side, uint64_t max_pixels) {
    return bezel_png_decode_into(bytes, count, max_side, max_pixels, NULL, 0);
}

bezel_png_result bezel_png_decode_into(const uint8_t *bytes, size_t count, uint32_t max_side, uint64_t max_pixels,
                                       uint8_t *destination, size_t destination_count) {
    bezel_png_result result;
    memset(&result, 0, sizeof result);
    if (count == 0) {
        result.status = BEZEL_PNG_EMPTY;
        copy_message(&result, "empty file (0 bytes)");
        return result;
    }
    if (count < 8 || png_sig_cmp((png_const_bytep)bytes, 0, 8) != 0) {
        // A prefix of the signature is a truncated PNG; anything else is not a PNG at all.
        if (count < 8 && png_sig_cmp((png_const_bytep)bytes, 0, count) == 0) {
            result.status = BEZEL_PNG_TRUNCATED;
            copy_message(&result, "truncated");
        } else {
            result.status = BEZEL_PNG_NOT_PNG;
            copy_message(&result, "not a PNG file (bad signature)");
        }
        return result;
    }
    if (!chunks_fit(bytes, count)) {
        result.status = BEZEL_PNG_TRUNCATED;
        copy_message(&result, "truncated");
        return result;
    }

    shim_context context;
    memset(&context, 0, sizeof context);
    context.result = &result;
    context.in = bytes;
    context.in_count = count;

    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    if (png == NULL) {
        result.status = BEZEL_PNG_NO_MEMORY;
        copy_message(&result, "cannot create the libpng reader");
        return result;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        result.status = BEZEL_PNG_NO_MEMORY;
        copy_message(&result, "cannot create the libpng info");
        return result;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(context.rows);
        if (context.pixels != destination) free(context.pixels);
        if (result.status == BEZEL_PNG_OK) {
            result.status = context.truncated ? BEZEL_PNG_TRUNCATED : BEZEL_PNG_LIBPNG_ERROR;
        }
        result.bytes = NULL;
        result.count = 0;
        return result;
    }

    png_set_read_fn(png, &context, read_from_memory);
#if defined(PNG_SET_OPTION_SUPPORTED) && defined(PNG_IGNORE_ADLER32)
    // Every compressed byte is already covered by its chunk's CRC, which libpng still checks; zlib's
    // Adler-32 over the inflated rows adds no protection and was a third of a 1290x2796 decode's
    // instructions (callgrind: 78 M of 225 M for `bezel diff` of two identical screens).
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    // libpng's own side limit is 1,000,000; ours is stricter and checked below with a clearer message.
    png_set_user_limits(png, 0x7fffffffU, 0x7fffffffU);
    // Ancillary chunks (text, ICC) are skipped beyond 8 MB rather than allocated.
    png_set_chunk_malloc_max(png, 8u << 20);
    // A CRC error is an error in every chunk: libpng's default only warns about an ancillary chunk's
    // and drops it, so a damaged golden passed as long as its pixels survived.
    // http://www.libpng.org/pub/png/libpng-manual.txt (png_set_crc_action).
    png_set_crc_action(png, PNG_CRC_ERROR_QUIT, PNG_CRC_ERROR_QUIT);
    png_read_info(png, info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);
    result.width = width;
    result.height = height;
    result.color_type = color_type;
    result.bit_depth = bit_depth;
    result.interlaced = interlace != PNG_INTERLACE_NONE;
    if (width > max_side || height > max_side || (uint64_t)width * (uint64_t)height > max_pixels) {
        result.status = BEZEL_PNG_TOO_LARGE;
        snprintf(result.message, sizeof result.message,
                 "image is %u×%u pixels, over the limit of %u per side and %llu pixels in all",
                 (unsigned)width, (unsigned)height, (unsigned)max_side, (unsigned long long)max_pixels);
        png_longjmp(png, 1);
    }

    // Everything to 8-bit RGBA: palettes and low bit depths expand, tRNS becomes alpha,
    // 16-bit channels scale (rounded) to 8, grey becomes RGB, a missing alpha is opaque.
    png_set_expand(png);
    png_set_scale_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t row_bytes = png_get_rowbytes(png, info);
    if (row_bytes != (size_t)width * 4) png_error(png, "unexpected row layout after expansion");
    size_t total = row_bytes * (size_t)height;
    if (destination != NULL) {
        // The caller sized its buffer from the IHDR it read; after expansion to RGBA8 that is the size.
        if (destination_count != total) png_error(png, "the caller's buffer does not fit the image");
        context.pixels = destination;
    } else {
        context.pixels = (uint8_t *)malloc(total ? total : 1);
    }
    context.rows = (png_bytep *)malloc(sizeof(png_bytep) * (height ? height : 1));
    if (context.pixels == NULL || context.rows == NULL) {
        result.status = BEZEL_PNG_NO_MEMORY;
        copy_message(&result, "out of memory");
        png_longjmp(png, 1);
    }
    for (png_uint_32 y = 0; y < height; y++) context.rows[y] = context.pixels + (size_t)y * row_bytes;
    png_read_image(png, context.rows);
    // Reads through IEND, so a file cut after its pixels or with a bad trailing CRC is caught too.
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(context.rows);

    result.status = BEZEL_PNG_OK;
    result.bytes = destination != NULL ? NULL : context.pixels;
    result.count = total;
    return result;
}

void bezel_png_free(bezel_png_result *result) {
    if (result == NULL) return;
    free(result->bytes);
    result->bytes = NULL;
    result->count = 0;
}
