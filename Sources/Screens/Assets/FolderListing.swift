#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One folder's names as the project searches (`AssetCatalogueFinder`, `ProjectFontFinder`) read them:
/// sorted by their bytes, so every machine walks them in the same order, and a link is never taken for
/// the folder or file it points at (`lstat`).
enum FolderListing {
    /// The names in `folder`, sorted by their bytes (names that are not UTF-8 left out: no catalogue or
    /// font of a project is named so), at most 100,000; `nil` when it cannot be listed.
    static func names(in folder: String) -> [String]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self), name != ".", name != ".." else { continue }
            names.append(name)
            if names.count > 100_000 { break }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether `path` is a folder itself, not a link to one.
    static func isFolder(_ path: String) -> Bool { type(of: path) == S_IFDIR }

    /// Whether `path` is a regular file itself, not a link to one.
    static func isRegularFile(_ path: String) -> Bool { type(of: path) == S_IFREG }

    private static func type(of path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }
}
