// Pins some of ISA-L's code paths so that the PNG bytes depend on nothing but the pixels (issue 16).
//
// ISA-L chooses an implementation of each function family once, by CPUID ("multibinary" dispatch,
// https://github.com/intel/isa-l/blob/master/include/multibinary.asm). Its dispatchers find the variants
// through the library's global offset table (`readelf -r libisal.so.2`: GLOB_DAT relocations), so a
// definition of the same name in the executable is the one they take. Bezel defines two sets of names:
//
// - The match finder `isal_deflate_icf_body_hash_hist` and its end-of-stream form
//   `isal_deflate_icf_finish_hash_hist` run ISA-L's plain-C variants (`_base`). The SIMD variants of the
//   first (`_01`, `_02`, `_04`: SSE, AVX, AVX2) now and then pick another, equally valid match for the
//   same input: one encode in a few hundred
//   of a 2286×2832 screen wrote a distance of 13,002 where every other wrote 13,004, with every buffer
//   Bezel owns zeroed, padded and at a fixed alignment, the stack below the call scrubbed and the vector
//   registers cleared (`bash .ci/isal-determinism`; the plain-C variant wrote the same bytes in 4,000 of
//   4,000 encodes where the SSE and AVX2 ones differed in about 5 of 1,000). The SSE variant of the second
//   (`_01`) hashes the stream's tail differently from the C one. With both pinned every CPU, SSE4.2 or
//   not, runs the same match finder, which depends only on its input: the same bytes on every x86-64 CPU.
//   Its cost, 1-10 ms of a 1290×2796 screen: Benchmarks/README.md, "Determinism, paid for".
// - The AVX-512 Huffman writer `encode_deflate_icf_06`, never compared with the others when it was
//   pinned: it jumps to the AVX2 writer `encode_deflate_icf_04` (every AVX-512 CPU has AVX2).
//
// Tests/PNGTests/ISALPathTests forces every path this machine can run through the same rows and checks
// that each name resolves to this file's definition.
#if defined(__x86_64__) && defined(__ELF__)
#define BEZEL_ISAL_PIN(name, target)                                                              \
    __asm__(".text\n.globl " #name "\n.type " #name ", @function\n" #name ":\n"                   \
            "    jmp " #target "@PLT\n.size " #name ", . - " #name "\n");

BEZEL_ISAL_PIN(isal_deflate_icf_body_hash_hist_01, isal_deflate_icf_body_hash_hist_base)
BEZEL_ISAL_PIN(isal_deflate_icf_body_hash_hist_02, isal_deflate_icf_body_hash_hist_base)
BEZEL_ISAL_PIN(isal_deflate_icf_body_hash_hist_04, isal_deflate_icf_body_hash_hist_base)
BEZEL_ISAL_PIN(isal_deflate_icf_finish_hash_hist_01, isal_deflate_icf_finish_hash_hist_base)
BEZEL_ISAL_PIN(encode_deflate_icf_06, encode_deflate_icf_04)
#endif
