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
        var entries: [(bytes: [UInt8], name: String)] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self), name != ".", name != ".." else { continue }
            entries.append((bytes, name))
            if entries.count > 100_000 { break }
        }
        // The bytes are compared with `memcmp`: comparing two strings' UTF-8 views through the generic
        // `lexicographicallyPrecedes` took about 2,000 instructions a comparison, which made listing a
        // folder of a thousand names (a shared `/tmp`) cost more than laying a screen out.
        entries.sort { precedes($0.bytes, $1.bytes) }
        return entries.map(\.name)
    }

    /// Byte order: the first differing byte decides, else the shorter name comes first.
    private static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                let common = min(a.count, b.count)
                if common > 0, let x = a.baseAddress, let y = b.baseAddress {
                    let order = memcmp(x, y, common)
                    if order != 0 { return order < 0 }
                }
                return a.count < b.count
            }
        }
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
