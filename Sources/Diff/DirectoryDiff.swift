import Diagnostics
import PNG

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file compared in directory mode.
public struct FileDiff: Hashable, Sendable {
    /// Path relative to both folders, `/`-separated.
    public var relativePath: String
    public var result: DiffResult

    public init(relativePath: String, result: DiffResult) {
        self.relativePath = relativePath
        self.result = result
    }
}

/// Comparing two folders of PNG files by relative path.
public struct DirectoryDiffResult: Hashable, Sendable {
    /// Files present in both folders, sorted by path.
    public var files: [FileDiff]
    /// Files only in the first folder (expected, but not produced), sorted.
    public var missing: [String]
    /// Files only in the second folder (produced, but not expected), sorted.
    public var extra: [String]

    public init(files: [FileDiff], missing: [String], extra: [String]) {
        self.files = files
        self.missing = missing
        self.extra = extra
    }

    /// Every common file within `tolerance` and no file missing or extra.
    public func passes(_ tolerance: DiffTolerance) -> Bool {
        missing.isEmpty && extra.isEmpty && files.allSatisfy { tolerance.accepts($0.result) }
    }
}

/// Compares every `*.png` under two folders that share a relative path, and lists the others.
public enum DirectoryDiff {
    /// Compares the folders; with `diffImageFolder`, writes each differing file's diff image
    /// there under the same relative path (side by side with both inputs if `sideBySide`).
    public static func compare(_ first: String, _ second: String, options: DiffOptions,
                               diffImageFolder: String? = nil, sideBySide: Bool = false) throws(InputError) -> DirectoryDiffResult {
        let firstFiles = try pngFiles(in: first)
        let secondFiles = try pngFiles(in: second)
        let secondSet = Set(secondFiles)
        let firstSet = Set(firstFiles)
        var files: [FileDiff] = []
        for path in firstFiles where secondSet.contains(path) {
            var (result, image) = try FileComparison.compare(first + "/" + path, second + "/" + path, options: options,
                                                             diffImage: diffImageFolder != nil, sideBySide: sideBySide)
            if let diffImageFolder, let image, !result.identical {
                let target = diffImageFolder + "/" + path
                try makeFolders(for: target)
                try PNGFile.write(image, to: target)
            }
            result.image = nil  // keep memory flat over many files
            files.append(FileDiff(relativePath: path, result: result))
        }
        return DirectoryDiffResult(files: files,
                                   missing: firstFiles.filter { !secondSet.contains($0) },
                                   extra: secondFiles.filter { !firstSet.contains($0) })
    }

    /// Relative paths of the `.png` files under `folder`, sorted. Hidden entries (temporary files)
    /// are skipped and symbolic links to folders are not followed (no loops, no escaping).
    public static func pngFiles(in folder: String) throws(InputError) -> [String] {
        var found: [String] = []
        try collect(folder, prefix: "", into: &found, depth: 0)
        return found.sorted()
    }

    private static func collect(_ folder: String, prefix: String, into found: inout [String], depth: Int) throws(InputError) {
        guard depth < 64 else { throw InputError("\(folder): folders nested more than 64 deep") }
        guard let stream = opendir(folder) else { throw InputError("\(folder): cannot read folder: \(String(cString: strerror(errno)))") }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            names.append(name)
        }
        for name in names.sorted() {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                try collect(path, prefix: prefix + name + "/", into: &found, depth: depth + 1)
            case S_IFREG, S_IFLNK:
                if name.lowercased().hasSuffix(".png") { found.append(prefix + name) }
            default:
                continue
            }
        }
    }

    /// Creates the folders above `path` that do not exist yet.
    static func makeFolders(for path: String) throws(InputError) {
        var components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var current = path.hasPrefix("/") ? "" : "."
        if path.hasPrefix("/") { components = components.dropFirst() }
        for component in components where !component.isEmpty {
            current += "/" + component
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw InputError("\(current): cannot create folder: \(String(cString: strerror(errno)))")
            }
        }
    }
}
