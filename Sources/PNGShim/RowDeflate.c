// Bezel's own DEFLATE encoder (RFC 1951, https://www.rfc-editor.org/rfc/rfc1951) in a zlib wrapper
// (RFC 1950, https://www.rfc-editor.org/rfc/rfc1950), made for filtered PNG rows of flat UI screens.
// igzip wrote files 10-14 % larger than zlib level 3 and no igzip setting reached zlib 3,
// whose own cost was 23-36 ms a screen (Benchmarks/README.md).
//
// What fits a screen of flat colours and repeated glyphs: a match is first looked for one pixel to the
// left and one row up (the runs and the repeated rows of a flat UI), then at the last position with the
// same 4 bytes (a small hash table: glyphs and icons drawn again elsewhere); matches are extended 8 bytes
// at a time and taken as found (greedy: lazy matching gained 0.1 % here, see the parse); each block of
// BLOCK_TOKENS symbols gets its own Huffman codes of at most 15 bits, or the fixed codes, or is stored,
// whichever is smallest. Plain C: no CPU dispatch and no floating point, so every machine writes the
// same bytes for the same rows. Only the checksum comes from ISA-L (isal_adler32).

#include "RowDeflate.h"
#include "PNGShim.h"

#include <isa-l/igzip_lib.h>
#include <stdlib.h>
#include <string.h>

#define WINDOW 32768u
#define MIN_MATCH 3u
#define MAX_MATCH 258u
// A match found at a position is extended up to MAX_MATCH bytes past it: the parse stops this far before
// the end of the input until the stream's last call, so no match is cut short by where a piece ended.
#define LOOKAHEAD MAX_MATCH
// Figures below: total bytes of the 26 PNGs of Benchmarks/bench.py's size case (every template at
// 1290×2796), measured while tuning. 8 K entries (32 KB, about a core's first-level data cache):
// 2,650,058 bytes, against 2,646,489 with 32 K entries (128 KB), whose cache misses cost more time.
#define HASH_BITS 13u
// Symbols a block: each block pays for its code lengths (60-100 bytes here), and a smaller block follows
// the image's changes more closely. With lazy matching and 32 K hash entries, 8 K symbols gave 2,643,645
// bytes, 4 K 2,636,316, 16 K 2,655,405, 32 K 2,684,353; 8 K is the size a block's symbol counts and
// code building stay a small part of the time at.
#define BLOCK_TOKENS 8192u
// A match of at least this many bytes one pixel left or one row up is taken as it is: the hash table
// is not asked (nor told about the position); the positions inside a shorter match are hashed. With
// lazy matching, a threshold of 5 gave 2,655,405 bytes (16 K symbols a block), 32 (zlib's "nice"
// length at its level 3) 2,675,537, with 10 % more instructions.
#define GOOD_MATCH 5u
// Length-3 matches further than this cost more bits than the three literals (zlib's TOO_FAR).
#define FAR_THREE 4096u

struct bezel_row_deflate {
    uint8_t *window;       // WINDOW bytes of history, then unparsed input, then room for a chunk
    size_t chunk;          // the most input one call brings
    size_t parsed;         // window index where the parse goes on
    size_t end;            // window index after the last byte of input
    uint64_t base;         // stream offset of window[0]
    uint64_t block_start;  // stream offset of the current block's first byte
    uint32_t pixel, row;   // candidate distances
    uint32_t *head;        // per 4-byte hash: the stream offset (mod 2^32) it was last seen at
    uint32_t *tokens;      // literal (< 256) or length | distance << 16
    size_t token_count;
    uint8_t length_code[MAX_MATCH + 1];  // length 3-258 → length code 0-28
    uint32_t litlen_counts[286];
    uint32_t dist_counts[30];
    uint64_t bits;         // bits not yet written, first bit lowest
    unsigned bit_count;
    uint32_t adler;
    int started;
};

// RFC 1951 §3.2.5: the lengths and distances each code starts at, and its extra bits.
static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t dist_base[30] = {1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,    65,    97,    129,
                                       193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t dist_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
// RFC 1951 §3.2.7: the order the code length code's lengths are sent in.
static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};


static unsigned dist_symbol(unsigned dist) {
    // Codes 2k+2 and 2k+3 cover distances (2^k, 2^(k+1)] split in halves: the top bit's place and
    // the bit after it.
    if (dist <= 4) return dist - 1;
    unsigned d = dist - 1;
    unsigned top = 31u - (unsigned)__builtin_clz(d);
    return 2 * top + ((d >> (top - 1)) & 1);
}

int bezel_buffer_reserve(bezel_byte_buffer *buffer, size_t extra) {
    if (buffer->failed) return 0;
    if (buffer->count + extra <= buffer->capacity) return 1;
    size_t capacity = buffer->capacity ? buffer->capacity : 65536;
    while (capacity < buffer->count + extra) capacity *= 2;
    uint8_t *grown = (uint8_t *)realloc(buffer->bytes, capacity);
    if (grown == NULL) {
        buffer->failed = 1;
        return 0;
    }
    buffer->bytes = grown;
    buffer->capacity = capacity;
    return 1;
}

bezel_row_deflate *bezel_row_deflate_new(size_t chunk, uint32_t pixel, uint32_t row) {
    bezel_row_deflate *state = (bezel_row_deflate *)calloc(1, sizeof *state);
    if (state == NULL) return NULL;
    state->chunk = chunk;
    state->pixel = pixel;
    // A row longer than the window has no row above to match: that guess is then the pixel's again,
    // which find_match skips.
    state->row = row == 0 || row > WINDOW ? pixel : row;
    state->adler = 1;
    for (unsigned code = 0, length = MIN_MATCH; length <= MAX_MATCH; length++) {
        while (code < 28 && length_base[code + 1] <= length) code++;
        state->length_code[length] = (uint8_t)code;
    }
    // Zeroed, like every buffer here: no byte of the output may depend on what memory held before.
    state->window = (uint8_t *)calloc(WINDOW + LOOKAHEAD + chunk + 16, 1);
    state->head = (uint32_t *)calloc((size_t)1 << HASH_BITS, sizeof(uint32_t));
    state->tokens = (uint32_t *)calloc(BLOCK_TOKENS, sizeof(uint32_t));
    if (state->window == NULL || state->head == NULL || state->tokens == NULL) {
        bezel_row_deflate_free(state);
        return NULL;
    }
    return state;
}

void bezel_row_deflate_reset(bezel_row_deflate *state) {
    // The table is cleared (a stale entry would be another candidate, and maybe another match); the
    // window is not: the parse reads only bytes of this stream (a candidate at most as far back as the
    // stream's start, a match at most to the end of its input), so what an earlier stream left there is
    // never read.
    memset(state->head, 0, sizeof(uint32_t) << HASH_BITS);
    state->parsed = state->end = 0;
    state->base = state->block_start = 0;
    state->token_count = 0;
    memset(state->litlen_counts, 0, sizeof state->litlen_counts);
    memset(state->dist_counts, 0, sizeof state->dist_counts);
    state->bits = 0;
    state->bit_count = 0;
    state->adler = 1;
    state->started = 0;
}

void bezel_row_deflate_free(bezel_row_deflate *state) {
    if (state == NULL) return;
    free(state->window);
    free(state->head);
    free(state->tokens);
    free(state);
}

uint8_t *bezel_row_deflate_input(bezel_row_deflate *state) { return state->window + state->end; }

static uint64_t load64(const uint8_t *at) {
    uint64_t value;
    memcpy(&value, at, 8);
    return value;
}

// The first byte in memory order that differs between two 8-byte loads whose XOR is `x` (not 0): from
// the XOR's lowest set bit on little-endian machines, its highest on big-endian ones.
static inline unsigned first_differing_byte(uint64_t x) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    return (unsigned)__builtin_clzll(x) / 8;
#else
    return (unsigned)__builtin_ctzll(x) / 8;
#endif
}

// The bytes `a` and `b` have in common from the start, at most `most`: 32, 16, 8 or 1 at a time.
// Not inlined: clang (SwiftPM's C compiler) inlined it into each candidate of the parse, and the
// single-screen encode took 11 % more instructions (51.6 M against 46.3 M in a harness that also
// copies the rows in).
__attribute__((noinline)) static unsigned common_length(const uint8_t *a, const uint8_t *b, unsigned most) {
    unsigned n = 0;
    // Four words a step while 32 bytes remain (runs of one colour and repeated rows are most of a
    // screen), then two, then one, then bytes.
    while (n + 32 <= most) {
        uint64_t w = load64(a + n) ^ load64(b + n), x = load64(a + n + 8) ^ load64(b + n + 8);
        uint64_t y = load64(a + n + 16) ^ load64(b + n + 16), z = load64(a + n + 24) ^ load64(b + n + 24);
        if (w | x | y | z) break;
        n += 32;
    }
    while (n + 16 <= most) {
        uint64_t x = load64(a + n) ^ load64(b + n), y = load64(a + n + 8) ^ load64(b + n + 8);
        if (x | y) {
            if (!x) {
                x = y;
                n += 8;
            }
            return n + first_differing_byte(x);
        }
        n += 16;
    }
    while (n + 8 <= most) {
        uint64_t x = load64(a + n) ^ load64(b + n);
        if (x) return n + first_differing_byte(x);
        n += 8;
    }
    while (n < most && a[n] == b[n]) n++;
    return n;
}

static uint32_t hash4(const uint8_t *at) {
    // Knuth's multiplicative hash of the 4 bytes (as one little-endian word on every machine).
    uint32_t word = (uint32_t)at[0] | (uint32_t)at[1] << 8 | (uint32_t)at[2] << 16 | (uint32_t)at[3] << 24;
    return (word * 2654435761u) >> (32 - HASH_BITS);
}

typedef struct {
    unsigned length, dist;
} match;

// The longest match for window index `at`, no longer than `most`: one pixel left and one row up first,
// then, unless one of them already gave GOOD_MATCH bytes, the hash table's last position with the same
// 4 bytes (which then records `at`; a run of one colour or a row repeated needs no table, and skipping it
// there saves most of the table's cache misses). Ties go to the earlier candidate.
static inline unsigned try_candidate(const uint8_t *here, unsigned dist, unsigned most, match *best) {
    const uint8_t *there = here - dist;
    // Only a candidate that agrees at the byte the best one stops at can beat it.
    if (best->length && (best->length >= most || there[best->length] != here[best->length])) return 0;
    unsigned length = common_length(here, there, most);
    if (length > best->length) {
        best->length = length;
        best->dist = dist;
    }
    return length;
}

static match find_match(bezel_row_deflate *state, size_t at, unsigned most) {
    match best = {0, 0};
    const uint8_t *here = state->window + at;
    uint64_t position = state->base + at;
    uint64_t reach = position < WINDOW ? position : WINDOW;
    if (state->pixel <= reach) try_candidate(here, state->pixel, most, &best);
    if (state->row <= reach && state->row != state->pixel) try_candidate(here, state->row, most, &best);
    if (best.length < GOOD_MATCH) {
        uint32_t slot = hash4(here);
        uint32_t dist = (uint32_t)position - state->head[slot];
        state->head[slot] = (uint32_t)position;
        if (dist != 0 && dist <= reach && dist != state->pixel && dist != state->row) try_candidate(here, dist, most, &best);
    }
    if (best.length < MIN_MATCH || (best.length == MIN_MATCH && best.dist > FAR_THREE)) best.length = 0;
    return best;
}

// Adds `count` (at most 56) bits to the bit buffer and stores its whole bytes: 8 bytes are always
// written (little-endian, on every machine), of which the whole bytes count; the rest are overwritten
// later. The caller reserved 8 bytes beyond what the block needs.
static inline void put_bits(bezel_row_deflate *state, bezel_byte_buffer *out, uint64_t value, unsigned count) {
    uint64_t bits = state->bits | value << state->bit_count;
    unsigned total = state->bit_count + count;
    uint8_t *at = out->bytes + out->count;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    uint64_t little = __builtin_bswap64(bits);
#else
    uint64_t little = bits;
#endif
    memcpy(at, &little, 8);
    out->count += total >> 3;
    state->bits = (total & ~7u) == 64 ? 0 : bits >> (total & ~7u);
    state->bit_count = total & 7u;
}

// Pads the last byte with zeros: the next bits start on a byte.
static void align_bits(bezel_row_deflate *state, bezel_byte_buffer *out) {
    if (state->bit_count > 0) out->bytes[out->count++] = (uint8_t)state->bits;
    state->bits = 0;
    state->bit_count = 0;
}

typedef struct {
    uint32_t count;
    uint16_t symbol;
} weighted;

static int by_count(const void *x, const void *y) {
    const weighted *a = (const weighted *)x, *b = (const weighted *)y;
    if (a->count != b->count) return a->count < b->count ? -1 : 1;
    return a->symbol < b->symbol ? -1 : (a->symbol > b->symbol);
}

// Code lengths of at most `limit` bits for `n` symbols with `counts` (RFC 1951 §3.2.2 needs a complete
// prefix code: at least two used symbols, so one or none get a partner of count 1). Optimal lengths by
// Moffat and Katajainen's in-place method ("In-Place Calculation of Minimum-Redundancy Codes", 1995),
// then any longer than `limit` are folded in by the Kraft sum, as miniz's tdefl_optimize_huffman_table
// does (https://github.com/richgel999/miniz/blob/master/miniz_tdef.c). Ties in count are ordered by
// symbol, so the lengths depend on the counts alone.
static void code_lengths(const uint32_t *counts, int n, unsigned limit, uint8_t *lengths) {
    weighted list[288];
    int used = 0;
    for (int i = 0; i < n; i++) {
        lengths[i] = 0;
        if (counts[i]) list[used++] = (weighted){counts[i], (uint16_t)i};
    }
    for (int i = 0; used < 2 && i < n; i++) {
        if (!counts[i]) list[used++] = (weighted){1, (uint16_t)i};
    }
    qsort(list, (size_t)used, sizeof list[0], by_count);
    // Moffat-Katajainen: list[].count becomes parent links, then depths, then code lengths.
    uint32_t key[288] = {0};
    for (int i = 0; i < used; i++) key[i] = list[i].count;
    int root = 0, leaf = 2, next;
    key[0] += key[1];
    for (next = 1; next < used - 1; next++) {
        if (leaf >= used || key[root] < key[leaf]) {
            key[next] = key[root];
            key[root++] = (uint32_t)next;
        } else {
            key[next] = key[leaf++];
        }
        if (leaf >= used || (root < next && key[root] < key[leaf])) {
            key[next] += key[root];
            key[root++] = (uint32_t)next;
        } else {
            key[next] += key[leaf++];
        }
    }
    key[used - 2] = 0;
    for (next = used - 3; next >= 0; next--) key[next] = key[key[next]] + 1;
    int available = 1, taken = 0, depth = 0;
    root = used - 2;
    next = used - 1;
    while (available > 0) {
        while (root >= 0 && (int)key[root] == depth) {
            taken++;
            root--;
        }
        while (available > taken) {
            key[next--] = (uint32_t)depth;
            available--;
        }
        available = 2 * taken;
        depth++;
        taken = 0;
    }
    // How many codes of each length; longer than `limit` become `limit`, then shorter codes are split
    // until the Kraft sum is exactly 1 again.
    uint32_t per_length[33] = {0};
    for (int i = 0; i < used; i++) per_length[key[i] > 32 ? 32 : key[i]]++;
    for (unsigned l = limit + 1; l <= 32; l++) {
        per_length[limit] += per_length[l];
        per_length[l] = 0;
    }
    uint32_t total = 0;
    for (unsigned l = limit; l > 0; l--) total += per_length[l] << (limit - l);
    while (total != (1u << limit)) {
        per_length[limit]--;
        for (unsigned l = limit - 1; l > 0; l--) {
            if (per_length[l]) {
                per_length[l]--;
                per_length[l + 1] += 2;
                break;
            }
        }
        total--;
    }
    // The rarest symbols (first in the list) get the longest codes.
    int i = 0;
    for (unsigned l = limit; l > 0; l--) {
        for (uint32_t k = per_length[l]; k > 0; k--) lengths[list[i++].symbol] = (uint8_t)l;
    }
}

// Canonical codes for `lengths` (RFC 1951 §3.2.2), bit-reversed: DEFLATE sends a code's first bit
// first, and the bit buffer fills from its lowest bit.
static void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    uint16_t per_length[16] = {0}, next_code[16] = {0};
    for (int i = 0; i < n; i++) per_length[lengths[i]]++;
    per_length[0] = 0;
    uint16_t code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (uint16_t)((code + per_length[bits - 1]) << 1);
        next_code[bits] = code;
    }
    for (int i = 0; i < n; i++) {
        unsigned length = lengths[i];
        if (length == 0) {
            codes[i] = 0;
            continue;
        }
        unsigned value = next_code[length]++, reversed = 0;
        for (unsigned b = 0; b < length; b++) reversed |= ((value >> b) & 1u) << (length - 1 - b);
        codes[i] = (uint16_t)reversed;
    }
}

// The code length sequence of §3.2.7: each entry a symbol 0-18 in the low 5 bits and its repeat
// count's extra bits above. Returns how many.
static int run_lengths(const uint8_t *lengths, int n, uint16_t *runs) {
    int count = 0;
    for (int i = 0; i < n;) {
        uint8_t value = lengths[i];
        int run = 1;
        while (i + run < n && lengths[i + run] == value) run++;
        i += run;
        if (value == 0) {
            while (run >= 11) {
                int take = run > 138 ? 138 : run;
                runs[count++] = (uint16_t)(18 | (take - 11) << 5);
                run -= take;
            }
            if (run >= 3) {
                runs[count++] = (uint16_t)(17 | (run - 3) << 5);
                run = 0;
            }
        } else {
            runs[count++] = value;
            run--;
            while (run >= 3) {
                int take = run > 6 ? 6 : run;
                runs[count++] = (uint16_t)(16 | (take - 3) << 5);
                run -= take;
            }
        }
        while (run-- > 0) runs[count++] = value;
    }
    return count;
}

static const uint8_t run_extra_bits[19] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 7};

// The fixed codes' lengths (RFC 1951 §3.2.6).
static void fixed_lengths(uint8_t *litlen, uint8_t *dist) {
    for (int i = 0; i < 288; i++) litlen[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
    for (int i = 0; i < 30; i++) dist[i] = 5;
}

static void write_tokens(bezel_row_deflate *state, bezel_byte_buffer *out, const uint8_t *litlen_lengths,
                         const uint16_t *litlen_codes, const uint8_t *dist_lengths, const uint16_t *dist_codes) {
    for (size_t i = 0; i < state->token_count; i++) {
        uint32_t token = state->tokens[i];
        unsigned dist = token >> 16;
        if (dist == 0) {
            put_bits(state, out, litlen_codes[token], litlen_lengths[token]);
            continue;
        }
        unsigned length = token & 0xffffu;
        unsigned ls = state->length_code[length], ds = dist_symbol(dist);
        // Length code, its extra bits, distance code, its extra bits: at most 15 + 5 + 15 + 13 bits.
        unsigned length_bits = litlen_lengths[257 + ls] + length_extra[ls];
        uint64_t value = litlen_codes[257 + ls] | (uint64_t)(length - length_base[ls]) << litlen_lengths[257 + ls];
        value |= (uint64_t)(dist_codes[ds] | (uint64_t)(dist - dist_base[ds]) << dist_lengths[ds]) << length_bits;
        put_bits(state, out, value, length_bits + dist_lengths[ds] + dist_extra[ds]);
    }
    put_bits(state, out, litlen_codes[256], litlen_lengths[256]);
}

// Writes the tokens since the last block as one block — dynamic codes, fixed codes or stored, whichever
// is fewest bits — covering the input up to stream offset `block_end`. Returns 0 or BEZEL_PNG_NO_MEMORY.
static int write_block(bezel_row_deflate *state, bezel_byte_buffer *out, uint64_t block_end, int last) {
    uint32_t *litlen_counts = state->litlen_counts, *dist_counts = state->dist_counts;
    litlen_counts[256] = 1;
    uint8_t litlen_lengths[288], dist_lengths[30];
    code_lengths(litlen_counts, 286, 15, litlen_lengths);
    code_lengths(dist_counts, 30, 15, dist_lengths);
    int hlit = 286, hdist = 30;
    while (hlit > 257 && litlen_lengths[hlit - 1] == 0) hlit--;
    while (hdist > 1 && dist_lengths[hdist - 1] == 0) hdist--;
    uint8_t both[316];
    memcpy(both, litlen_lengths, (size_t)hlit);
    memcpy(both + hlit, dist_lengths, (size_t)hdist);
    uint16_t runs[316];
    int run_count = run_lengths(both, hlit + hdist, runs);
    uint32_t run_counts[19] = {0};
    for (int i = 0; i < run_count; i++) run_counts[runs[i] & 31]++;
    uint8_t run_lengths_[19];
    code_lengths(run_counts, 19, 7, run_lengths_);
    int hclen = 19;
    while (hclen > 4 && run_lengths_[code_length_order[hclen - 1]] == 0) hclen--;

    uint8_t fixed_litlen[288], fixed_dist[30];
    fixed_lengths(fixed_litlen, fixed_dist);
    uint64_t extra = 0, dynamic = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen, fixed = 3;
    for (int i = 0; i < 19; i++) dynamic += (uint64_t)run_counts[i] * (run_lengths_[i] + run_extra_bits[i]);
    for (int i = 0; i < 286; i++) {
        dynamic += (uint64_t)litlen_counts[i] * litlen_lengths[i];
        fixed += (uint64_t)litlen_counts[i] * fixed_litlen[i];
        if (i >= 257) extra += (uint64_t)litlen_counts[i] * length_extra[i - 257];
    }
    for (int i = 0; i < 30; i++) {
        dynamic += (uint64_t)dist_counts[i] * dist_lengths[i];
        fixed += (uint64_t)dist_counts[i] * fixed_dist[i];
        extra += (uint64_t)dist_counts[i] * dist_extra[i];
    }
    dynamic += extra;
    fixed += extra;
    // Stored: for a block of at most WINDOW bytes, which are then always still in the window (the
    // window keeps WINDOW bytes before the parse), so the choice does not depend on how the input was
    // cut into pieces. Each piece of up to 65,535 bytes costs its 3 header bits, the padding to a byte
    // (at most 7) and 4 bytes of length; incompressible rows (noise) make blocks of 8 K literals.
    uint64_t input = block_end - state->block_start;
    uint64_t pieces = input == 0 ? 1 : (input + 65534) / 65535;
    uint64_t stored = input <= WINDOW ? 8 * input + pieces * (3 + 7 + 32) : UINT64_MAX;

    uint64_t best = dynamic < fixed ? dynamic : fixed;
    if (!bezel_buffer_reserve(out, (size_t)((stored < best ? stored : best) / 8) + 64)) return BEZEL_PNG_NO_MEMORY;
    if (stored < best) {
        const uint8_t *from = state->window + (state->block_start - state->base);
        do {
            size_t piece = input > 65535 ? 65535 : (size_t)input;
            input -= piece;
            put_bits(state, out, (last && input == 0) ? 1 : 0, 3);
            align_bits(state, out);
            uint8_t *at = out->bytes + out->count;
            at[0] = (uint8_t)piece;
            at[1] = (uint8_t)(piece >> 8);
            at[2] = (uint8_t)~piece;
            at[3] = (uint8_t)(~piece >> 8);
            memcpy(at + 4, from, piece);
            out->count += 4 + piece;
            from += piece;
        } while (input > 0);
    } else if (fixed <= dynamic) {
        uint16_t litlen_codes[288], dist_codes[30];
        canonical_codes(fixed_litlen, 288, litlen_codes);
        canonical_codes(fixed_dist, 30, dist_codes);
        put_bits(state, out, (last ? 1u : 0u) | 1u << 1, 3);
        write_tokens(state, out, fixed_litlen, litlen_codes, fixed_dist, dist_codes);
    } else {
        uint16_t litlen_codes[286], dist_codes[30], run_codes[19];
        canonical_codes(litlen_lengths, 286, litlen_codes);
        canonical_codes(dist_lengths, 30, dist_codes);
        canonical_codes(run_lengths_, 19, run_codes);
        put_bits(state, out, (last ? 1u : 0u) | 2u << 1, 3);
        put_bits(state, out, (uint32_t)(hlit - 257) | (uint32_t)(hdist - 1) << 5 | (uint32_t)(hclen - 4) << 10, 14);
        for (int i = 0; i < hclen; i++) put_bits(state, out, run_lengths_[code_length_order[i]], 3);
        for (int i = 0; i < run_count; i++) {
            unsigned symbol = runs[i] & 31u;
            put_bits(state, out, run_codes[symbol] | (uint32_t)(runs[i] >> 5) << run_lengths_[symbol],
                     run_lengths_[symbol] + run_extra_bits[symbol]);
        }
        write_tokens(state, out, litlen_lengths, litlen_codes, dist_lengths, dist_codes);
    }
    state->token_count = 0;
    memset(state->litlen_counts, 0, sizeof state->litlen_counts);
    memset(state->dist_counts, 0, sizeof state->dist_counts);
    state->block_start = block_end;
    return 0;
}

// Appends a token; a full block is written out. `at` is the window index after the token's bytes.
static inline int add_token(bezel_row_deflate *state, bezel_byte_buffer *out, uint32_t token, size_t at) {
    state->tokens[state->token_count++] = token;
    if (token >> 16) {
        state->litlen_counts[257 + state->length_code[token & 0xffffu]]++;
        state->dist_counts[dist_symbol(token >> 16)]++;
    } else {
        state->litlen_counts[token]++;
    }
    if (state->token_count == BLOCK_TOKENS) return write_block(state, out, state->base + at, 0);
    return 0;
}

int bezel_row_deflate_compress(bezel_row_deflate *state, size_t count, int last, bezel_byte_buffer *out) {
    uint8_t *window = state->window;
    if (!state->started) {
        // CMF 0x78: deflate, 32 K window; FLG 0x5E: "fast" level, check bits (RFC 1950 §2.2).
        if (!bezel_buffer_reserve(out, 2)) return BEZEL_PNG_NO_MEMORY;
        out->bytes[out->count++] = 0x78;
        out->bytes[out->count++] = 0x5e;
        state->started = 1;
    }
    state->adler = isal_adler32(state->adler, window + state->end, count);
    state->end += count;
    size_t end = state->end;
    // The parse stops where a match could need bytes not yet here, unless this is the end.
    size_t stop = last ? end : (end > LOOKAHEAD ? end - LOOKAHEAD : 0);
    size_t at = state->parsed;
    while (at < stop) {
        size_t left = end - at;
        if (left < 4) {
            // Too few bytes to hash: literals.
            if (add_token(state, out, window[at], at + 1)) return BEZEL_PNG_NO_MEMORY;
            at++;
            continue;
        }
        unsigned most = left > MAX_MATCH ? MAX_MATCH : (unsigned)left;
        // Greedy: the match found is taken. One step of lazy matching (zlib's levels 4-9: a literal here
        // when the next position has a longer match) made the 26 screens of the size case 0.1 % smaller
        // (2,647,150 against 2,650,058 bytes) for 6 % more instructions: the pixel and row guesses
        // already find the long matches a flat screen has, which zlib level 3's greedy hash chains miss.
        match found = find_match(state, at, most);
        if (found.length == 0) {
            if (add_token(state, out, window[at], at + 1)) return BEZEL_PNG_NO_MEMORY;
            at++;
            continue;
        }
        if (add_token(state, out, found.length | (uint32_t)found.dist << 16, at + found.length)) return BEZEL_PNG_NO_MEMORY;
        if (found.length < GOOD_MATCH) {
            // Positions inside a short match are remembered, for repeated glyphs.
            for (size_t p = at + 1; p < at + found.length && end - p >= 4; p++)
                state->head[hash4(window + p)] = (uint32_t)(state->base + p);
        }
        at += found.length;
    }
    state->parsed = at;
    if (last) {
        if (write_block(state, out, state->base + at, 1)) return BEZEL_PNG_NO_MEMORY;
        if (!bezel_buffer_reserve(out, 16)) return BEZEL_PNG_NO_MEMORY;
        align_bits(state, out);
        uint32_t adler = state->adler;
        uint8_t *tail = out->bytes + out->count;
        tail[0] = (uint8_t)(adler >> 24);
        tail[1] = (uint8_t)(adler >> 16);
        tail[2] = (uint8_t)(adler >> 8);
        tail[3] = (uint8_t)adler;
        out->count += 4;
        return 0;
    }
    // Keep the last WINDOW parsed bytes and the unparsed ones; the next input follows them.
    size_t keep_from = at > WINDOW ? at - WINDOW : 0;
    if (keep_from > 0) {
        memmove(window, window + keep_from, end - keep_from);
        state->base += keep_from;
        state->parsed -= keep_from;
        state->end -= keep_from;
    }
    return 0;
}
