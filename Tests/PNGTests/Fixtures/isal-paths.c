// Forces one of ISA-L's code paths and encodes PNGs with Bezel's ISA-L encoder (Sources/PNGShim/ISALEncoder.c),
// so a test can compare the bytes each path writes (issue 16: are they the same on every machine?).
//
// ISA-L picks an implementation per function family once, by CPUID ("multibinary" dispatch: a family such as
// isal_deflate_icf_body_hash_hist has _base (C), _01 (SSE), _02 (AVX), _04 (AVX2) and sometimes _06 (AVX-512)
// variants; https://github.com/intel/isa-l/blob/master/include/multibinary.asm). The dispatchers reach the
// variants through the library's global offset table, so an executable that defines the same names takes
// their place. This program defines every variant name of every family the deflate path uses as a jump to
// the one variant asked for (the real one, found with dlsym(RTLD_NEXT)), and counts the calls so the caller
// can see that the forced code really ran. Bezel's own pins (Sources/PNGShim/ISALPin.c) hold on every path,
// as they do in Bezel: the match finders (body and finish) are always the plain-C ones, and the AVX-512 Huffman
// writer the AVX2 one.
//
//   cc -O1 isal-paths.c ISALEncoder.c -I<PNGShim/include> -lisal -ldl -rdynamic -o isal-paths
//   isal-paths PATH LEVEL FILTER WIDTH HEIGHT IN.rgba OUT.png     PATH: base, sse, avx, avx2 or avx512
// The counts of calls per family go to standard output as "family calls" lines.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "PNGShim.h"

enum { LEVEL_BASE, LEVEL_SSE, LEVEL_AVX, LEVEL_AVX2, LEVEL_AVX512, LEVELS };
enum {
    F_BODY, F_FINISH, F_ICF_BODY, F_ICF_FINISH, F_ENCODE_ICF, F_HISTOGRAM, F_SET_LONG, F_ICF_MAP, F_ADLER, F_CRC,
    FAMILIES
};

// Each family's variant per instruction-set level (NULL: none at that level). Names from
// `nm -D libisal.so.2` (Debian 12's libisal2 2.30.0).
static const char *const variants[FAMILIES][LEVELS] = {
    [F_BODY] = {"isal_deflate_body_base", "isal_deflate_body_01", "isal_deflate_body_02", "isal_deflate_body_04", NULL},
    [F_FINISH] = {"isal_deflate_finish_base", "isal_deflate_finish_01", NULL, NULL, NULL},
    [F_ICF_BODY] = {"isal_deflate_icf_body_hash_hist_base", "isal_deflate_icf_body_hash_hist_01",
                    "isal_deflate_icf_body_hash_hist_02", "isal_deflate_icf_body_hash_hist_04", NULL},
    [F_ICF_FINISH] = {"isal_deflate_icf_finish_hash_hist_base", "isal_deflate_icf_finish_hash_hist_01", NULL, NULL, NULL},
    [F_ENCODE_ICF] = {"encode_deflate_icf_base", NULL, NULL, "encode_deflate_icf_04", "encode_deflate_icf_06"},
    [F_HISTOGRAM] = {"isal_update_histogram_base", "isal_update_histogram_01", NULL, "isal_update_histogram_04", NULL},
    [F_SET_LONG] = {"set_long_icf_fg_base", NULL, NULL, "set_long_icf_fg_04", "set_long_icf_fg_06"},
    [F_ICF_MAP] = {"gen_icf_map_h1_base", NULL, NULL, "gen_icf_map_lh1_04", "gen_icf_map_lh1_06"},
    [F_ADLER] = {"adler32_base", "adler32_sse", NULL, "adler32_avx2_4", NULL},
    [F_CRC] = {"crc32_gzip_refl_base", "crc32_gzip_refl_by8", "crc32_gzip_refl_by8_02", NULL, "crc32_gzip_refl_by16_10"},
};

// Read by the trampolines below: where each family jumps, and how often it was called.
void *bezel_forced[FAMILIES];
uint64_t bezel_calls[FAMILIES];

#define STR(x) #x
#define XSTR(x) STR(x)
#define TRAMPOLINE(name, family)                                                                  \
    __asm__(".text\n.globl " #name "\n.type " #name ",@function\n" #name ":\n"                    \
            "    lock incq bezel_calls+8*" XSTR(family) "(%rip)\n"                               \
            "    jmp *bezel_forced+8*" XSTR(family) "(%rip)\n");

TRAMPOLINE(isal_deflate_body_base, 0)
TRAMPOLINE(isal_deflate_body_01, 0)
TRAMPOLINE(isal_deflate_body_02, 0)
TRAMPOLINE(isal_deflate_body_04, 0)
TRAMPOLINE(isal_deflate_finish_base, 1)
TRAMPOLINE(isal_deflate_finish_01, 1)
TRAMPOLINE(isal_deflate_icf_body_hash_hist_base, 2)
TRAMPOLINE(isal_deflate_icf_body_hash_hist_01, 2)
TRAMPOLINE(isal_deflate_icf_body_hash_hist_02, 2)
TRAMPOLINE(isal_deflate_icf_body_hash_hist_04, 2)
TRAMPOLINE(isal_deflate_icf_finish_hash_hist_base, 3)
TRAMPOLINE(isal_deflate_icf_finish_hash_hist_01, 3)
TRAMPOLINE(encode_deflate_icf_base, 4)
TRAMPOLINE(encode_deflate_icf_04, 4)
TRAMPOLINE(encode_deflate_icf_06, 4)
TRAMPOLINE(isal_update_histogram_base, 5)
TRAMPOLINE(isal_update_histogram_01, 5)
TRAMPOLINE(isal_update_histogram_04, 5)
TRAMPOLINE(set_long_icf_fg_base, 6)
TRAMPOLINE(set_long_icf_fg_04, 6)
TRAMPOLINE(set_long_icf_fg_06, 6)
TRAMPOLINE(gen_icf_map_h1_base, 7)
TRAMPOLINE(gen_icf_map_lh1_04, 7)
TRAMPOLINE(gen_icf_map_lh1_06, 7)
TRAMPOLINE(adler32_base, 8)
TRAMPOLINE(adler32_sse, 8)
TRAMPOLINE(adler32_avx2_4, 8)
TRAMPOLINE(crc32_gzip_refl_base, 9)
TRAMPOLINE(crc32_gzip_refl_by8, 9)
TRAMPOLINE(crc32_gzip_refl_by8_02, 9)
TRAMPOLINE(crc32_gzip_refl_by16_10, 9)

static const char *const family_names[FAMILIES] = {
    "deflate_body", "deflate_finish", "icf_body_hash_hist", "icf_finish_hash_hist", "encode_deflate_icf",
    "update_histogram", "set_long_icf_fg", "gen_icf_map", "adler32", "crc32_gzip_refl",
};

int main(int argc, char **argv) {
    if (argc != 8) {
        fprintf(stderr, "usage: %s base|sse|avx|avx2|avx512 LEVEL FILTER WIDTH HEIGHT IN.rgba OUT.png\n", argv[0]);
        return 2;
    }
    const char *path = argv[1];
    int level = -1;
    if (strcmp(path, "base") == 0) level = LEVEL_BASE;
    else if (strcmp(path, "sse") == 0) level = LEVEL_SSE;
    else if (strcmp(path, "avx") == 0) level = LEVEL_AVX;
    else if (strcmp(path, "avx2") == 0) level = LEVEL_AVX2;
    else if (strcmp(path, "avx512") == 0) level = LEVEL_AVX512;
    if (level < 0) {
        fprintf(stderr, "unknown path %s\n", path);
        return 2;
    }
    for (int family = 0; family < FAMILIES; family++) {
        // The family's variant at the level asked for, else the nearest below it (encode_deflate_icf has no
        // SSE or AVX variant: ISA-L runs the C one there too).
        void *target = NULL;
        int from = level;
        if (family == F_ICF_BODY || family == F_ICF_FINISH) from = LEVEL_BASE; // Bezel's pin
        if (family == F_ENCODE_ICF && from == LEVEL_AVX512) from = LEVEL_AVX2; // Bezel's pin
        for (int l = from; l >= 0 && target == NULL; l--) {
            if (variants[family][l] != NULL) target = dlsym(RTLD_NEXT, variants[family][l]);
        }
        if (target == NULL) {
            fprintf(stderr, "no variant of %s\n", family_names[family]);
            return 3;
        }
        bezel_forced[family] = target;
    }
    int png_level = atoi(argv[2]), filter = atoi(argv[3]);
    uint32_t width = (uint32_t)strtoul(argv[4], NULL, 10), height = (uint32_t)strtoul(argv[5], NULL, 10);
    size_t count = (size_t)width * height * 4;
    uint8_t *pixels = malloc(count ? count : 1);
    FILE *in = fopen(argv[6], "rb");
    if (pixels == NULL || in == NULL || fread(pixels, 1, count, in) != count) {
        fprintf(stderr, "expected %zu bytes of RGBA in %s\n", count, argv[6]);
        return 2;
    }
    fclose(in);
    bezel_png_result result = bezel_png_encode_isal(pixels, width, height, (size_t)width * 4, BEZEL_PNG_LAYOUT_RGBX,
                                                    filter, png_level);
    if (result.status != 0) {
        fprintf(stderr, "encode failed: %s\n", result.message);
        return 1;
    }
    FILE *out = fopen(argv[7], "wb");
    if (out == NULL || fwrite(result.bytes, 1, result.count, out) != result.count || fclose(out) != 0) {
        fprintf(stderr, "cannot write %s\n", argv[7]);
        return 2;
    }
    for (int family = 0; family < FAMILIES; family++) {
        printf("%s %llu\n", family_names[family], (unsigned long long)bezel_calls[family]);
    }
    free(result.bytes);
    free(pixels);
    return 0;
}
