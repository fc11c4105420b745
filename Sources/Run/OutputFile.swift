import Checks
import Project

/// One file a render produced, still in memory: where it goes (relative to the output folder) and its bytes.
package struct OutputFile: Hashable, Sendable {
    /// Relative to the output folder, `/`-separated, e.g. `comments/iphone-x-portrait.png`.
    /// Checked by `OutputPath` before anything is written.
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
