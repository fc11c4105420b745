#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the asset catalogues of the project a document belongs to: every `*.xcassets` folder beside the
/// document, then beside each folder above it, nearest first, up to the project's root — the first folder
/// that holds `.git` or a `*.xcodeproj` — or the file system's root, at most `maximumLevels` folders up. A
/// folder that cannot be listed ends the walk (nothing beyond what the user can read is looked at); a
/// catalogue that is a symbolic link is not taken (only real folders, as `FolderWalker` lists them).
package enum AssetCatalogueFinder {
    package static let maximumLevels = 32

    /// The catalogues for the document at `path`, nearest first; in one folder, by name.
    package static func catalogues(forDocument path: String) -> [String] {
        let start = ImageFiles.folder(of: path)
        guard let resolved = realpath(start, nil) else { return [] }
        var folder = String(cString: resolved)
        free(resolved)
        var found: [String] = []
        for _ in 0..<maximumLevels {
            guard let names = listing(folder) else { break }
            let slash = folder.hasSuffix("/") ? folder : folder + "/"
            for name in names where name.hasSuffix(".xcassets") && isFolder(slash + name) { found.append(slash + name) }
            if names.contains(".git") || names.contains(where: { $0.hasSuffix(".xcodeproj") }) || folder == "/" { break }
            let parent = folder.lastIndex(of: "/").map { $0 == folder.startIndex ? "/" : String(folder[..<$0]) } ?? "/"
            folder = parent
        }
        return found
    }

    /// The `*.xcassets` folders directly inside `folder` (a folder `--assets` names), by name.
    package static func catalogues(inFolder folder: String) -> [String] {
        let slash = folder.hasSuffix("/") ? folder : folder + "/"
        return (listing(folder) ?? []).filter { $0.hasSuffix(".xcassets") && isFolder(slash + $0) }.map { slash + $0 }
    }

    /// The names in `folder`, sorted by their bytes; `nil` when it cannot be listed.
    private static func listing(_ folder: String) -> [String]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard let name = String(validating: bytes, as: UTF8.self), name != ".", name != ".." else { continue }
            names.append(name)
            if names.count > 100_000 { break }
        }
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Whether `path` is a folder itself, not a link to one.
    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
