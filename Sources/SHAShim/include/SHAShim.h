#ifndef BEZEL_SHASHIM_H
#define BEZEL_SHASHIM_H

// SHA-256's compression function on the x86 SHA extensions (SHA-NI), for `Hashing.SHA256`. The Swift
// implementation stays the reference and the path of every other CPU: the digest is defined by FIPS 180-4,
// so both give the same bytes, and Tests/HashingTests compares them on the same messages.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when this CPU has the SHA extensions and SSE4.1 (`bezel_sha256_blocks` may be called), else 0.
int bezel_sha256_hardware_available(void);

/// Runs the compression function over `blocks` 64-byte blocks at `data`, updating `state` (the eight
/// working words, H0 first). Call only when `bezel_sha256_hardware_available()` is 1.
void bezel_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

#ifdef __cplusplus
}
#endif

#endif
