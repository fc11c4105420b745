#if canImport(Glibc)
import Glibc

// Swift's Glibc module leaves out <malloc.h>, as for `mallopt` in Sources/bezel/main.swift.
@_silgen_name("malloc_trim") private func mallocTrim(_ pad: Int) -> Int32
#endif

/// Hands the pages of freed memory back to the kernel, where the allocator would keep them.
///
/// `bezel` keeps freed memory for the next image (`mallopt` in Sources/bezel/main.swift), and glibc gives each
/// thread its own arena: what the main thread frees before the workers start, such as the previous run's
/// `manifest.json` read whole (26 MB for the whole matrix), no worker ever reuses, so it stayed in the process
/// to its end. A whole-matrix run over an earlier one's folder peaked at 175 MB instead of a fresh run's 128 MB.
/// `malloc_trim(0)` releases free pages in every arena:
/// https://man7.org/linux/man-pages/man3/malloc_trim.3.html. Elsewhere it does nothing.
package enum FreedMemory {
    package static func release() {
        #if canImport(Glibc)
        _ = mallocTrim(0)
        #endif
    }
}
