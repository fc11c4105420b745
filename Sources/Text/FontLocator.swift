#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where to find the pinned font files: Debian's fixed folders, or one folder holding all of them
/// (for other systems, or for tests that want a broken chain).
struct FontLocator: Hashable, Sendable, Codable {
    /// The environment variable naming a folder that holds every pinned file, flat.
    static let environmentVariable = "BEZEL_FONT_DIR"

    /// nil: each file in its Debian folder.
    var directory: String?

    init(directory: String? = nil) { self.directory = directory }

    /// Debian's folders.
    static let debian = FontLocator()

    /// `BEZEL_FONT_DIR` when it is set and not empty, Debian's folders otherwise.
    static var environment: FontLocator {
        guard let value = getenv(environmentVariable) else { return .debian }
        let directory = String(cString: value)
        return directory.isEmpty ? .debian : FontLocator(directory: directory)
    }

    package func path(of font: PinnedFont) -> String {
        let folder = directory ?? font.debianDirectory
        return folder.hasSuffix("/") ? folder + font.fileName : folder + "/" + font.fileName
    }
}
