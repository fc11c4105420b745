// Pins one of ISA-L's code paths so that the PNG bytes do not depend on the CPU (issue 16).
//
// ISA-L chooses an implementation of each function family once, by CPUID. Tests/PNGTests/ISALPathTests
// forces every path this development machine can run through the same rows: the SSE, AVX and AVX2 paths of
// igzip levels 1 and 2 write identical bytes. One family has a variant no machine here can run: the
// AVX-512 Huffman writer `encode_deflate_icf_06`, so its bytes were never compared. Every CPU with
// AVX-512 also has AVX2, so Bezel defines that name itself as a jump to the AVX2 writer,
// `encode_deflate_icf_04`: ISA-L's dispatcher finds its variants through the global offset table
// (`readelf -r libisal.so.2`: GLOB_DAT relocations), so the executable's definition is the one it takes.
// The plain-C path of CPUs without SSE4.2 hashes differently and cannot be pinned (the SSE code would not
// run there): README.md, "Determinism".
#if defined(__x86_64__) && defined(__ELF__)
__asm__(".text\n"
        ".globl encode_deflate_icf_06\n"
        ".type encode_deflate_icf_06, @function\n"
        "encode_deflate_icf_06:\n"
        "    jmp encode_deflate_icf_04@PLT\n"
        ".size encode_deflate_icf_06, . - encode_deflate_icf_06\n");
#endif
