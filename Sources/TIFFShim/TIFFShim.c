#include "TIFFShim.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tiffio.h>

// The bytes libtiff reads through `TIFFClientOpenExt`: a read-only view of the caller's buffer.
typedef struct {
    const uint8_t *bytes;
    size_t count;
    size_t offset;
} memory_source;

static tmsize_t read_proc(thandle_t handle, void *buffer, tmsize_t size) {
    memory_source *source = (memory_source *)handle;
    if (size <= 0 || source->offset >= source->count) return 0;
    size_t left = source->count - source->offset;
    size_t n = (size_t)size < left ? (size_t)size : left;
    memcpy(buffer, source->bytes + source->offset, n);
    source->offset += n;
    return (tmsize_t)n;
}

static tmsize_t write_proc(thandle_t handle, void *buffer, tmsize_t size) {
    (void)handle; (void)buffer; (void)size;
    return 0;
}

static toff_t seek_proc(thandle_t handle, toff_t offset, int whence) {
    memory_source *source = (memory_source *)handle;
    uint64_t base;
    switch (whence) {
    case SEEK_SET: base = 0; break;
    case SEEK_CUR: base = source->offset; break;
    case SEEK_END: base = source->count; break;
    default: return (toff_t)-1;
    }
    // Offsets are unsigned: a position past the end is allowed (reads there return nothing), one that wraps is not.
    if (offset > UINT64_MAX - base) return (toff_t)-1;
    uint64_t target = base + offset;
    if (target > SIZE_MAX) return (toff_t)-1;
    source->offset = (size_t)target;
    return (toff_t)target;
}

static int close_proc(thandle_t handle) { (void)handle; return 0; }

static toff_t size_proc(thandle_t handle) { return (toff_t)((memory_source *)handle)->count; }

static int map_proc(thandle_t handle, void **base, toff_t *size) {
    (void)handle; (void)base; (void)size;
    return 0;
}

static void unmap_proc(thandle_t handle, void *base, toff_t size) { (void)handle; (void)base; (void)size; }

// The first error libtiff reports, kept in the result; returning 1 keeps libtiff's global handler (stderr) out.
static int on_error(TIFF *tiff, void *user_data, const char *module, const char *format, va_list arguments) {
    (void)tiff; (void)module;
    bezel_tiff_result *result = (bezel_tiff_result *)user_data;
    if (result->message[0] == '\0') vsnprintf(result->message, sizeof result->message, format, arguments);
    return 1;
}

// Warnings (unknown tags, a missing optional field) are not errors: the decoder goes on, silently.
static int on_warning(TIFF *tiff, void *user_data, const char *module, const char *format, va_list arguments) {
    (void)tiff; (void)user_data; (void)module; (void)format; (void)arguments;
    return 1;
}

// The most libtiff allocates at once for one strip or tile (its default is 256 MB): a hostile directory claiming
// huge strips fails there rather than reserving memory the image cannot need.
static const tmsize_t max_single_allocation = 64 * 1024 * 1024;

bezel_tiff_result bezel_tiff_decode(const uint8_t *bytes, size_t count, uint32_t max_side, uint64_t max_pixels) {
    bezel_tiff_result result;
    memset(&result, 0, sizeof result);
    memory_source source = {bytes, count, 0};
    TIFFOpenOptions *options = TIFFOpenOptionsAlloc();
    if (options == NULL) {
        result.status = BEZEL_TIFF_NO_MEMORY;
        return result;
    }
    TIFFOpenOptionsSetMaxSingleMemAlloc(options, max_single_allocation);
    TIFFOpenOptionsSetErrorHandlerExtR(options, on_error, &result);
    TIFFOpenOptionsSetWarningHandlerExtR(options, on_warning, &result);
    // "rm": read-only, never memory-mapped (there is no file; `map_proc` declines anyway).
    TIFF *tiff = TIFFClientOpenExt("embedded image", "rm", (thandle_t)&source, read_proc, write_proc, seek_proc, close_proc,
                                   size_proc, map_proc, unmap_proc, options);
    TIFFOpenOptionsFree(options);
    if (tiff == NULL) {
        result.status = BEZEL_TIFF_ERROR;
        if (result.message[0] == '\0') strcpy(result.message, "libtiff could not open it");
        return result;
    }
    uint32_t width = 0, height = 0;
    if (!TIFFGetField(tiff, TIFFTAG_IMAGEWIDTH, &width) || !TIFFGetField(tiff, TIFFTAG_IMAGELENGTH, &height)
        || width == 0 || height == 0) {
        TIFFClose(tiff);
        result.status = BEZEL_TIFF_ERROR;
        if (result.message[0] == '\0') strcpy(result.message, "the image has no width or height");
        return result;
    }
    result.width = width;
    result.height = height;
    if (width > max_side || height > max_side || (uint64_t)width * (uint64_t)height > max_pixels) {
        TIFFClose(tiff);
        result.status = BEZEL_TIFF_TOO_LARGE;
        return result;
    }
    size_t pixel_count = (size_t)width * (size_t)height;
    uint32_t *raster = (uint32_t *)_TIFFmalloc((tmsize_t)(pixel_count * sizeof(uint32_t)));
    if (raster == NULL) {
        TIFFClose(tiff);
        result.status = BEZEL_TIFF_NO_MEMORY;
        return result;
    }
    // stop_on_error 1: a damaged strip is an error, not a partly drawn image.
    if (!TIFFReadRGBAImageOriented(tiff, width, height, raster, ORIENTATION_TOPLEFT, 1)) {
        _TIFFfree(raster);
        TIFFClose(tiff);
        result.status = BEZEL_TIFF_ERROR;
        if (result.message[0] == '\0') strcpy(result.message, "libtiff could not read its pixels");
        return result;
    }
    TIFFClose(tiff);
    uint8_t *pixels = malloc(pixel_count * 4);
    if (pixels == NULL) {
        _TIFFfree(raster);
        result.status = BEZEL_TIFF_NO_MEMORY;
        return result;
    }
    // Each raster word holds R in its low byte, then G, B, A (TIFFGetR … TIFFGetA), whatever the machine's byte order.
    for (size_t i = 0; i < pixel_count; i++) {
        uint32_t word = raster[i];
        pixels[4 * i] = (uint8_t)TIFFGetR(word);
        pixels[4 * i + 1] = (uint8_t)TIFFGetG(word);
        pixels[4 * i + 2] = (uint8_t)TIFFGetB(word);
        pixels[4 * i + 3] = (uint8_t)TIFFGetA(word);
    }
    _TIFFfree(raster);
    result.status = BEZEL_TIFF_OK;
    result.pixels = pixels;
    return result;
}

void bezel_tiff_free(uint8_t *pixels) { free(pixels); }
