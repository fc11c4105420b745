import Foundation

/// Everything under a folder — files with their bytes, folders, links with their targets — so a test
/// can tell exactly what a command created, changed or removed. Links are recorded, not followed.
struct TreeSnapshot: Equatable {
    enum Entry: Equatable {
        case file([UInt8])
        case folder
        case link(String)
        case other
    }

    /// Relative path → entry, for every entry under the root (the root itself is not listed).
    var entries: [String: Entry] = [:]

    init(_ root: String, skipping skipped: Set<String> = []) {
        walk(root, relative: "", skipped: skipped)
    }

    private mutating func walk(_ folder: String, relative: String, skipped: Set<String>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() {
            let path = folder + "/" + name
            let key = relative.isEmpty ? name : relative + "/" + name
            if skipped.contains(key) { continue }
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                entries[key] = .folder
                walk(path, relative: key, skipped: skipped)
            case S_IFLNK:
                entries[key] = .link((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "")
            case S_IFREG:
                entries[key] = .file(FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [])
            default:
                entries[key] = .other
            }
        }
    }

    /// The paths added, removed or changed from `self` to `other`, sorted.
    func differences(to other: TreeSnapshot) -> [String] {
        Set(entries.keys).union(other.entries.keys).filter { entries[$0] != other.entries[$0] }.sorted()
    }

    /// Paths of regular files.
    var files: [String] {
        entries.compactMap { key, entry in
            if case .file = entry { return key }
            return nil
        }.sorted()
    }
}

/// A fresh folder under /tmp for one case, removed by `remove()`.
struct ScratchFolder {
    let path: String

    init() {
        var template = Array("/tmp/bezel-corpus-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        path = made.map { String(cString: $0) } ?? "/tmp/bezel-corpus-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
