#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// What one worker thread keeps between images: the coverage of the device, housing, status bar and home
/// indicator (`CoverageCache`), so that a profile's hardware is rasterised once per worker and reused for
/// every screen drawn on it. Every entry is keyed by all of its inputs, so the pixels are exactly
/// those of drawing again (RenderTests.RasterCacheTests).
///
/// The display's clip mask is not kept: a cache of whole-canvas masks (4.7 MB for an iPhone 15 Pro Max
/// with its frame, 9 MB for an iPad) raised the peak memory of 193 images of the whole matrix at `--jobs 2`
/// from 165 MB to 252-265 MB (long-lived large blocks among the freed ones of each image), against a
/// 300 MB goal (Benchmarks/README.md).
///
/// Not thread-safe: `current` gives each thread its own. Bounded by `coverage.byteLimit`; once full, new
/// entries are not kept.
package final class RasterCache {
    package let coverage: CoverageCache

    package init(coverageBytesLimit: Int = 6 << 20) {
        coverage = CoverageCache(byteLimit: coverageBytesLimit)
    }

    /// This thread's cache, made on first use and released when the thread ends.
    package static var current: RasterCache {
        if let existing = pthread_getspecific(threadKey) {
            return Unmanaged<RasterCache>.fromOpaque(existing).takeUnretainedValue()
        }
        let cache = RasterCache()
        pthread_setspecific(threadKey, Unmanaged.passRetained(cache).toOpaque())
        return cache
    }

    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            #if canImport(Glibc)
            guard let pointer else { return }
            #endif
            Unmanaged<RasterCache>.fromOpaque(pointer).release()
        }
        return key
    }()
}
