/* The floor for an exact PNG diff: decode both files with libpng (simplified API, to RGBA8, the two
 * decodes on two threads as `bezel diff` does) and compare the pixel buffers; count differing pixels
 * only when memcmp says they differ. No diff image, no report. Exit 0 identical, 1 different, 2 error.
 * Build: cc -O2 -o decode_memcmp decode_memcmp.c -lpng -lpthread */
#include <png.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct decoded {
    const char *path;
    png_image image;
    uint8_t *pixels;
    int ok;
};

static void *decode(void *argument) {
    struct decoded *d = argument;
    memset(&d->image, 0, sizeof d->image);
    d->image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&d->image, d->path)) return NULL;
    d->image.format = PNG_FORMAT_RGBA;
    d->pixels = malloc(PNG_IMAGE_SIZE(d->image));
    if (d->pixels == NULL) return NULL;
    d->ok = png_image_finish_read(&d->image, NULL, d->pixels, 0, NULL) != 0;
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: decode_memcmp A.png B.png\n");
        return 2;
    }
    struct decoded a = {.path = argv[1]}, b = {.path = argv[2]};
    pthread_t thread;
    pthread_create(&thread, NULL, decode, &a);
    decode(&b);
    pthread_join(thread, NULL);
    if (!a.ok || !b.ok) {
        fprintf(stderr, "decode failed: %s\n", !a.ok ? a.image.message : b.image.message);
        return 2;
    }
    if (a.image.width != b.image.width || a.image.height != b.image.height) {
        printf("sizes differ\n");
        return 1;
    }
    size_t count = (size_t)a.image.width * a.image.height;
    size_t different = 0;
    if (memcmp(a.pixels, b.pixels, count * 4) != 0) {
        const uint32_t *pa = (const uint32_t *)a.pixels, *pb = (const uint32_t *)b.pixels;
        for (size_t i = 0; i < count; i++) different += pa[i] != pb[i];
    }
    printf("%zu different pixels of %zu\n", different, count);
    return different ? 1 : 0;
}
