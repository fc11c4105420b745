import Diagnostics
import FileSystem
import PNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file compared in directory mode.
package struct FileDiff: Hashable, Sendable {
    /// Path relative to both folders, `/`-separated.
    var relativePath: String
    var result: DiffResult

    init(relativePath: String, result: DiffResult) {
        self.relativePath = relativePath
        self.result = result
    }
}
