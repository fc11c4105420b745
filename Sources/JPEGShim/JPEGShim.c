#include "JPEGShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// libjpeg's error manager, extended with the jump back into `bezel_jpeg_decode` and the result that
// receives the message. Lives in the caller's frame; read back through memory after the jump.
typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    bezel_jpeg_result *result;
} shim_error;

static void on_error(j_common_ptr info) {
    shim_error *error = (shim_error *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    strncpy(error->result->message, text, sizeof error->result->message - 1);
    error->result->message[sizeof error->result->message - 1] = '\0';
    longjmp(error->jump, 1);
}

// Warnings (corrupt data libjpeg can skip, extraneous bytes) are not errors: the decoder goes on.
static void on_message(j_common_ptr info) { (void)info; }

// CMYK samples to opaque RGB in place, each channel (1 − ink) × (1 − black), the uncalibrated conversion
// libjpeg-turbo's own tests use (its `cmyk.h`: "quick & dirty ... requires a color management system" to be exact;
// https://github.com/libjpeg-turbo/libjpeg-turbo/blob/main/src/cmyk.h). Files with Adobe's APP14 marker (Photoshop's,
// and most CMYK JPEGs) store the inks inverted, 255 for none (libjpeg's `saw_Adobe_marker`,
// https://github.com/libjpeg-turbo/libjpeg-turbo/blob/main/doc/libjpeg.txt, "Special color spaces").
static void cmyk_to_rgba(uint8_t *pixels, size_t count, int inverted) {
    for (size_t i = 0; i < count; i++) {
        uint8_t *p = pixels + 4 * i;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        p[0] = (uint8_t)((c * k + 127) / 255);
        p[1] = (uint8_t)((m * k + 127) / 255);
        p[2] = (uint8_t)((y * k + 127) / 255);
        p[3] = 255;
    }
}

bezel_jpeg_result bezel_jpeg_decode(const uint8_t *bytes, size_t count, uint32_t max_side, uint64_t max_pixels) {
    bezel_jpeg_result result;
    memset(&result, 0, sizeof result);
    struct jpeg_decompress_struct info;
    shim_error error;
    // volatile: changed after setjmp and read after the jump.
    uint8_t *volatile pixels = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = on_error;
    error.manager.output_message = on_message;
    error.result = &result;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(pixels);
        result.status = BEZEL_JPEG_ERROR;
        result.pixels = NULL;
        return result;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, (unsigned long)count);
    jpeg_read_header(&info, TRUE);
    if (info.image_width > max_side || info.image_height > max_side
        || (uint64_t)info.image_width * (uint64_t)info.image_height > max_pixels) {
        result.status = BEZEL_JPEG_TOO_LARGE;
        result.width = info.image_width;
        result.height = info.image_height;
        jpeg_destroy_decompress(&info);
        return result;
    }
    // CMYK and YCCK (Adobe's transform of CMYK) come out as CMYK, made RGB below; the others as RGBA directly.
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    pixels = malloc(stride * info.output_height);
    if (pixels == NULL) {
        jpeg_destroy_decompress(&info);
        result.status = BEZEL_JPEG_NO_MEMORY;
        return result;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    if (cmyk) cmyk_to_rgba(pixels, (size_t)info.output_width * info.output_height, info.saw_Adobe_marker);
    jpeg_finish_decompress(&info);
    result.width = info.output_width;
    result.height = info.output_height;
    jpeg_destroy_decompress(&info);
    result.status = BEZEL_JPEG_OK;
    result.pixels = pixels;
    return result;
}

void bezel_jpeg_free(uint8_t *pixels) { free(pixels); }
