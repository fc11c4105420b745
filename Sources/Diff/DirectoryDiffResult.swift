import Diagnostics
import FileSystem
import PNG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Comparing two folders of PNG files by relative path.
package struct DirectoryDiffResult: Hashable, Sendable {
    /// Files present in both folders, sorted by path.
    package var files: [FileDiff]
    /// Files only in the first folder (expected, but not produced), sorted.
    package var missing: [String]
    /// Files only in the second folder (produced, but not expected), sorted.
    var extra: [String]

    init(files: [FileDiff], missing: [String], extra: [String]) {
        self.files = files
        self.missing = missing
        self.extra = extra
    }

    /// Every common file within `tolerance` and no file missing or extra.
    package func passes(_ tolerance: DiffTolerance) -> Bool {
        missing.isEmpty && extra.isEmpty && files.allSatisfy { tolerance.accepts($0.result) }
    }
}
