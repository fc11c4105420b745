import BezelCLI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
// Keep freed memory for the next image instead of handing it back to the kernel. glibc serves a block
// above its mmap threshold (dynamic, at most 32 MB) with a fresh mapping and trims a heap's free top, so
// each image's canvas (14 MB for a 1290×2796 screen, 38 MB for Apple TV) and the encoder's buffers came
// back as new pages the kernel had to zero: a tenth of a batch's CPU time in `clear_page_erms` (`perf
// record` of `bezel render Templates --devices iphone-x --jobs 1`; 5.7 % with these settings).
// https://man7.org/linux/man-pages/man3/mallopt.3.html. Only where blocks live changes, never a value.
// Swift's Glibc module leaves out <malloc.h>: the function is declared here, the option numbers are
// glibc's (/usr/include/malloc.h: M_TRIM_THRESHOLD -1, M_MMAP_THRESHOLD -3).
@_silgen_name("mallopt") func mallopt(_ option: Int32, _ value: Int32) -> Int32
_ = mallopt(-3, 256 << 20)
_ = mallopt(-1, 512 << 20)
#endif

// Everything lives in BezelCLI so that tests run the same code in-process.
exit(BezelCommandLine.main(Array(CommandLine.arguments.dropFirst())))
