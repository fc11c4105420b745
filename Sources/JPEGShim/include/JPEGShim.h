#ifndef BEZEL_JPEG_SHIM_H
#define BEZEL_JPEG_SHIM_H

#include <stddef.h>
#include <stdint.h>

/// What `bezel_jpeg_decode` did.
typedef enum {
    BEZEL_JPEG_OK = 0,
    /// libjpeg reported an error (not a JPEG, truncated, corrupt, an unsupported colour space); `message` says which.
    BEZEL_JPEG_ERROR = 1,
    /// The image is larger than the caller's limits (checked from the header, before allocating).
    BEZEL_JPEG_TOO_LARGE = 2,
    /// Memory could not be allocated.
    BEZEL_JPEG_NO_MEMORY = 3
} bezel_jpeg_status;

typedef struct {
    bezel_jpeg_status status;
    uint32_t width;
    uint32_t height;
    /// width × height × 4 bytes of opaque RGBA, top row first (malloc'd: free with `bezel_jpeg_free`); NULL on error.
    uint8_t *pixels;
    char message[200];
} bezel_jpeg_result;

/// Decodes a baseline or progressive JPEG (grey, YCbCr, RGB, or CMYK and YCCK converted without a profile) from
/// memory to opaque RGBA8 with libjpeg-turbo. libjpeg reports errors by longjmp, which Swift cannot catch: the jump lands in this
/// file. Refuses images wider or taller than `max_side` or with more than `max_pixels` pixels before
/// allocating them. Colour profiles are ignored: the stored values are returned.
bezel_jpeg_result bezel_jpeg_decode(const uint8_t *bytes, size_t count, uint32_t max_side, uint64_t max_pixels);

void bezel_jpeg_free(uint8_t *pixels);

#endif
