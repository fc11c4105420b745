#ifndef BEZEL_VECTOR_SHIM_H
#define BEZEL_VECTOR_SHIM_H

#include <stddef.h>
#include <stdint.h>

/// What `bezel_vector_render` did.
typedef enum {
    BEZEL_VECTOR_OK = 0,
    /// The library could not read the file (not a PDF or SVG, damaged, no pages); `message` says why.
    BEZEL_VECTOR_ERROR = 1,
    /// The image at this scale would be wider or taller than `max_side` or hold more than `max_pixels`
    /// pixels; `width` and `height` say how large (checked before any pixel memory is allocated).
    BEZEL_VECTOR_TOO_LARGE = 2,
    /// Memory could not be allocated.
    BEZEL_VECTOR_NO_MEMORY = 3
} bezel_vector_status;

typedef enum {
    BEZEL_VECTOR_PDF = 0,
    BEZEL_VECTOR_SVG = 1
} bezel_vector_format;

typedef struct {
    bezel_vector_status status;
    /// The drawing's size in points (a PDF's first page's media box; an SVG's intrinsic width and height).
    double points_width;
    double points_height;
    /// The bitmap's size in pixels: the size in points × scale, rounded up.
    uint32_t width;
    uint32_t height;
    /// width × height × 4 bytes of premultiplied RGBA, top row first (malloc'd: free with
    /// `bezel_vector_free`); NULL unless `status` is `BEZEL_VECTOR_OK`.
    uint8_t *pixels;
    char message[200];
} bezel_vector_result;

/// Draws the first page of a PDF, or an SVG document, from memory at `scale` pixels a point, as Xcode's
/// asset compiler turns a vector image set into the @1x, @2x and @3x bitmaps of the app, in a child process
/// given `cpu_seconds` of CPU time (and four times that of wall-clock time, at least 20 s). Calls are
/// serialised by a lock of this file: the libraries' font and cache state is shared by the whole process.
bezel_vector_result bezel_vector_render(
    const uint8_t *bytes, size_t count, bezel_vector_format format, double scale, uint32_t max_side, uint64_t max_pixels,
    uint32_t cpu_seconds);

void bezel_vector_free(uint8_t *pixels);

#endif
