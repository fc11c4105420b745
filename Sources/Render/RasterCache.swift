#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Raster

/// What one worker thread keeps between images: the coverage of the device, housing, status bar and home
/// indicator (`CoverageCache`), and the clip masks of the display's shape, so that a profile's hardware is
/// rasterised once per worker and reused for every screen drawn on it (issue 16). Every entry is keyed by
/// all of its inputs, so the pixels are exactly those of drawing again (RenderTests.RasterCacheTests).
///
/// Not thread-safe: `current` gives each thread its own. Memory is bounded (`coverage.limit` spans, and
/// `maskBytesLimit` bytes of masks); once full, new entries are not kept.
public final class RasterCache {
    public let coverage: CoverageCache
    /// The most bytes of clip masks kept (a 1506×3096 display mask is 4.7 MB). With the coverage limit
    /// (2^18 spans, about 6 MB) a worker keeps at most about 22 MB: the whole matrix at `--jobs 2` stays
    /// under its 300 MB goal (Benchmarks/results.md, memory).
    public let maskBytesLimit: Int
    private var masks: [MaskKey: Mask] = [:]
    private var maskBytes = 0
    public private(set) var maskHits = 0

    struct MaskKey: Hashable {
        var width: Int
        var height: Int
        var path: Path
        var transform: AffineTransform
        var rule: FillRule
    }

    public init(coverageLimit: Int = 1 << 18, maskBytesLimit: Int = 16 << 20) {
        coverage = CoverageCache(limit: coverageLimit)
        self.maskBytesLimit = maskBytesLimit
    }

    /// The coverage mask of `path` on a `width`×`height` canvas, made once.
    func mask(width: Int, height: Int, filling path: Path, transform: AffineTransform, rule: FillRule) -> Mask {
        let key = MaskKey(width: width, height: height, path: path, transform: transform, rule: rule)
        if let mask = masks[key] {
            maskHits += 1
            return mask
        }
        let mask = Mask(width: width, height: height, filling: path, transform: transform, rule: rule)
        if maskBytes + width * height <= maskBytesLimit {
            maskBytes += width * height
            masks[key] = mask
        }
        return mask
    }

    /// This thread's cache, made on first use and released when the thread ends.
    public static var current: RasterCache {
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
