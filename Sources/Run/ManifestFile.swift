import Checks
import Diagnostics
import FileSystem
import FoundationEssentials
import Output
import Project

/// One written file as the manifest records it.
package struct ManifestFile: Hashable, Sendable, Codable {
    /// Relative to the output folder.
    package var path: String
    /// SHA-256 (hex) of the file's bytes: what goldens and CI caches compare.
    package var sha256: String
    package var size: Int

    package init(path: String, sha256: String, size: Int) {
        self.path = path
        self.sha256 = sha256
        self.size = size
    }
}
