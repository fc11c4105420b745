#ifndef BEZEL_TIFF_SHIM_H
#define BEZEL_TIFF_SHIM_H

#include <stddef.h>
#include <stdint.h>

/// What `bezel_tiff_decode` did.
typedef enum {
    BEZEL_TIFF_OK = 0,
    /// libtiff reported an error (not a TIFF, truncated, corrupt, an unsupported compression); `message` says which.
    BEZEL_TIFF_ERROR = 1,
    /// The image is larger than the caller's limits (checked from the first directory, before decoding).
    BEZEL_TIFF_TOO_LARGE = 2,
    /// Memory could not be allocated.
    BEZEL_TIFF_NO_MEMORY = 3
} bezel_tiff_status;

typedef struct {
    bezel_tiff_status status;
    uint32_t width;
    uint32_t height;
    /// width × height × 4 bytes of premultiplied RGBA, top row first (malloc'd: free with `bezel_tiff_free`); NULL on error.
    uint8_t *pixels;
    char message[200];
} bezel_tiff_result;

/// Decodes the first image of a TIFF held in memory to premultiplied RGBA8 with libtiff's RGBA interface
/// (`TIFFReadRGBAImageOriented`, top-left origin), which converts any photometric interpretation and bit depth
/// libtiff supports and premultiplies unassociated alpha. Refuses images wider or taller than `max_side` or with
/// more than `max_pixels` pixels from the directory's tags, before allocating them. libtiff's warnings are
/// dropped and its errors kept in `message`, per handle: nothing reaches stderr.
bezel_tiff_result bezel_tiff_decode(const uint8_t *bytes, size_t count, uint32_t max_side, uint64_t max_pixels);

void bezel_tiff_free(uint8_t *pixels);

#endif
