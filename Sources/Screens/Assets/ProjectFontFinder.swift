#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Finds the font files (`.ttf`, `.otf`, `.ttc`) of the project a document belongs to, in the order a name
/// is looked up in: the folders `--assets` or `bezel.yml` name (the whole tree below each), then the folder
/// of the document and each folder above it, nearest first (the files directly in each), and at the
/// project's root — the first folder on the way up that holds `.git` or a `*.xcodeproj`, as for asset
/// catalogues (`AssetCatalogueFinder`) — the whole tree below it.
///
/// Bounded: a tree is walked at most `maximumDepth` folders deep and over at most `maximumFolders` folders,
/// and at most `maximumFiles` font files are taken in all; names starting with `.` and symbolic links are
/// neither listed nor entered, and a folder that cannot be listed is skipped.
package enum ProjectFontFinder {
    package static let maximumDepth = 16
    package static let maximumFolders = 20_000
    package static let maximumFiles = 256

    /// The font files for the document at `path`, each once, in lookup order.
    package static func files(forDocument path: String, named folders: [String] = []) -> [String] {
        var found: [String] = []
        var budget = maximumFolders
        for folder in folders {
            let root = folder.hasSuffix(".xcassets") || folder.hasSuffix(".xcassets/") ? ImageFiles.folder(of: folder) : folder
            guard let resolved = realPath(root) else { continue }
            walk(resolved, depth: 0, budget: &budget, into: &found)
        }
        guard let start = realPath(ImageFiles.folder(of: path)) else { return unique(found) }
        var folder = start
        for _ in 0..<AssetCatalogueFinder.maximumLevels {
            guard let names = FolderListing.names(in: folder) else { break }
            let isRoot = names.contains(".git") || names.contains(where: { $0.hasSuffix(".xcodeproj") })
            if isRoot {
                found += projectTree(folder)
                break
            }
            for name in names where isFontFile(name) && FolderListing.isRegularFile(joined(folder, name)) { found.append(joined(folder, name)) }
            if folder == "/" { break }
            folder = folder.lastIndex(of: "/").map { $0 == folder.startIndex ? "/" : String(folder[..<$0]) } ?? "/"
        }
        return unique(found)
    }

    /// Whether `name` ends in `.ttf`, `.otf` or `.ttc`, in any case.
    package static func isFontFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc")
    }

    /// The font files below the project root `folder`, walked once per process: a batch's documents of one
    /// project share its root.
    private static func projectTree(_ folder: String) -> [String] {
        if let known = trees.withLock({ $0[folder] }) { return known }
        var budget = maximumFolders
        var found: [String] = []
        walk(folder, depth: 0, budget: &budget, into: &found)
        trees.withLock { $0[folder] = found }
        return found
    }

    private static let trees = Mutex<[String: [String]]>([:])

    /// The font files below `folder`, breadth first, in each folder by name.
    private static func walk(_ top: String, depth: Int, budget: inout Int, into found: inout [String]) {
        var level = [top]
        var depth = depth
        while !level.isEmpty, depth <= maximumDepth {
            var next: [String] = []
            for folder in level {
                guard budget > 0, found.count < maximumFiles else { return }
                budget -= 1
                guard let names = FolderListing.names(in: folder) else { continue }
                for name in names where !name.hasPrefix(".") {
                    let path = joined(folder, name)
                    var status = stat()
                    guard lstat(path, &status) == 0 else { continue }
                    switch status.st_mode & S_IFMT {
                    case S_IFDIR: next.append(path)
                    case S_IFREG where isFontFile(name) && found.count < maximumFiles: found.append(path)
                    default: break
                    }
                }
            }
            level = next
            depth += 1
        }
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
