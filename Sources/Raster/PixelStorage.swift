#if canImport(Glibc)
import Glibc
#endif

/// Allocates the pixel arrays of canvases: one pass that writes each byte once, and large arrays
/// advised onto transparent huge pages.
///
/// A device-framed image is a 30 MB canvas, touched for the first time when it is cleared: in 4 KiB
/// pages that was 7,300 page faults, a fifth of a single image's whole-process CPU time (measured
/// with `perf stat -e page-faults`). `MADV_HUGEPAGE` lets the kernel back the aligned middle
/// of the array with 2 MiB pages when it has them (Linux's `transparent_hugepage` "madvise" mode,
/// https://docs.kernel.org/admin-guide/mm/transhuge.html); the advice changes where the bytes live,
/// never their values, so the output stays byte-identical.
enum PixelStorage {
    /// Arrays below this size are left to the allocator as they are.
    static let hugePageThreshold = 4 << 20
    static let hugePageSize = 2 << 20

    /// `count` bytes (a multiple of 4) holding `word` (little-endian RGBA) in every pixel.
    ///
    /// A large array gets one huge page more of capacity than it holds (never touched, never counted):
    /// the 2 MiB page its last bytes fall in then lies wholly inside the allocation and can be a huge page
    /// too, instead of up to 512 small ones that each fault and are zeroed apart (500-600 of a
    /// device-framed image's 2,700 page faults were the canvas's two ends, `perf record -e page-faults`).
    static func bytes(count: Int, repeating word: UInt32) -> [UInt8] {
        let slack = count >= hugePageThreshold ? hugePageSize : 0
        return [UInt8](unsafeUninitializedCapacity: count + slack) { buffer, initialized in
            if let base = buffer.baseAddress, count > 0 {
                adviseHugePages(UnsafeMutableRawPointer(base), count: count)
                UnsafeMutableRawPointer(base).withMemoryRebound(to: UInt32.self, capacity: count / 4) { words in
                    words.update(repeating: word.littleEndian, count: count / 4)
                }
            }
            initialized = count
        }
    }

    private static func adviseHugePages(_ base: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
        guard count >= hugePageThreshold else { return }
        let address = UInt(bitPattern: base)
        let mask = UInt(hugePageSize - 1)
        let start = (address + mask) & ~mask
        // The end rounded up: `bytes` allocated a huge page of slack beyond the pixels.
        let end = (address + UInt(count) + mask) & ~mask
        guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
        // Advice only: a kernel without transparent huge pages answers EINVAL and nothing changes.
        _ = madvise(aligned, Int(end - start), MADV_HUGEPAGE)
        #endif
    }
}
