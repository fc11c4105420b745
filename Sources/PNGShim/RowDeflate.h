// Bezel's own DEFLATE encoder for filtered PNG rows (RowDeflate.c), and the growing byte buffer it and
// the PNG writer (PNGRowEncoder.c) append to. Private to PNGShim: not in include/, so Swift never sees it.
#ifndef BEZEL_ROW_DEFLATE_H
#define BEZEL_ROW_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint8_t *bytes;
    size_t count;
    size_t capacity;
    int failed;
} bezel_byte_buffer;

/// Makes room for `extra` more bytes after `count`; 0 (and `failed` set) when memory ran out.
int bezel_buffer_reserve(bezel_byte_buffer *buffer, size_t extra);

typedef struct bezel_row_deflate bezel_row_deflate;

/// A zlib stream (RFC 1950 around RFC 1951) of rows fed `chunk` bytes at most at a time. `pixel` and
/// `row` are the distances to the byte one pixel to the left and the same byte one row above (the
/// filtered row's length, filter byte included): the first places a match is looked for. NULL when
/// memory ran out.
bezel_row_deflate *bezel_row_deflate_new(size_t chunk, uint32_t pixel, uint32_t row);

/// Starts a new stream with the same settings, as if just made: nothing of the last stream is kept.
void bezel_row_deflate_reset(bezel_row_deflate *state);

/// Where the next `chunk` bytes of input go (plus 16 bytes the caller may scribble on). Valid until the
/// next call of `bezel_row_deflate_compress`.
uint8_t *bezel_row_deflate_input(bezel_row_deflate *state);

/// Compresses the `count` bytes written at `bezel_row_deflate_input`, appending to `out`; `last` ends
/// the stream (final block and Adler-32). Returns 0, or BEZEL_PNG_NO_MEMORY.
int bezel_row_deflate_compress(bezel_row_deflate *state, size_t count, int last, bezel_byte_buffer *out);

void bezel_row_deflate_free(bezel_row_deflate *state);

#endif
