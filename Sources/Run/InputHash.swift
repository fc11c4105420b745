import Devices
import Diagnostics
import Hashing
import Project

/// The cache key of one job: SHA-256 over everything its outputs depend on.
///
/// Hashed, each as a length-prefixed field so that no two different inputs can run together:
/// a format tag, the renderer version (bumped whenever drawing changes, fonts included), the render
/// options that change outputs (formats, scale, theme…, as one canonical string the caller builds), the
/// template bytes' digest, and the profile as sorted-key JSON (every resolved device number, so a
/// corrected catalogue value re-renders exactly the profiles it touches).
package enum InputHash {
    package static func of(_ job: RenderJob, rendererVersion: String, options: String) throws(InputError) -> String {
        var hasher = SHA256()
        func field(_ bytes: [UInt8]) {
            var length = UInt64(bytes.count)
            var prefix: [UInt8] = []
            for _ in 0..<8 {
                prefix.append(UInt8(truncatingIfNeeded: length))
                length >>= 8
            }
            hasher.update(prefix)
            hasher.update(bytes)
        }
        field(Array("bezel-input-1".utf8))
        field(Array(rendererVersion.utf8))
        field(Array(options.utf8))
        field(Array(job.screen.templateHash.utf8))
        field(try BatchJSON.encode(job.profile))
        return hasher.finalize().hex
    }
}
