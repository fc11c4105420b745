// The floor for one image (issue 16): the same pixels written the fastest way this machine allows.
// A fresh canvas (allocated and cleared, as every renderer starts), the pixels put in it (read from a raw
// RGBA file Benchmarks/bench.py decoded beforehand: drawing costs nothing here), then filtered,
// compressed with the compressor Bezel chose (its own deflate, the filter Bezel's file used) and written.
// It calls Bezel's own encoder core (Sources/PNGShim/PNGRowEncoder.c and RowDeflate.c) so the bytes are
// Bezel's; bench.py checks that they are. No Swift runtime, no fonts, no templates, no scene.
//
//   cc -O2 -o encode_floor encode_floor.c ../../Sources/PNGShim/PNGRowEncoder.c ../../Sources/PNGShim/RowDeflate.c \
//      -I../../Sources/PNGShim/include -lisal
//   encode_floor IN.rgba WIDTH HEIGHT FILTER OUT.png
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "PNGShim.h"

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: %s IN.rgba WIDTH HEIGHT FILTER OUT.png\n", argv[0]);
        return 2;
    }
    uint32_t width = (uint32_t)strtoul(argv[2], NULL, 10), height = (uint32_t)strtoul(argv[3], NULL, 10);
    int filter = atoi(argv[4]);
    size_t count = (size_t)width * height * 4;
    uint8_t *canvas = calloc(count ? count : 1, 1);  // the cleared canvas
    FILE *in = fopen(argv[1], "rb");
    if (canvas == NULL || in == NULL || fread(canvas, 1, count, in) != count) {
        fprintf(stderr, "cannot read %zu bytes of RGBA from %s\n", count, argv[1]);
        return 2;
    }
    fclose(in);
    bezel_png_result result = bezel_png_encode_rows(canvas, width, height, (size_t)width * 4, BEZEL_PNG_LAYOUT_RGBX, filter);
    if (result.status != 0) {
        fprintf(stderr, "encode failed: %s\n", result.message);
        return 1;
    }
    FILE *out = fopen(argv[5], "wb");
    if (out == NULL || fwrite(result.bytes, 1, result.count, out) != result.count || fclose(out) != 0) {
        fprintf(stderr, "cannot write %s\n", argv[5]);
        return 1;
    }
    free(result.bytes);
    free(canvas);
    return 0;
}
