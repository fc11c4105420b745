#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists what lies below a folder without following any link: each folder is opened from its parent's
/// descriptor with `O_NOFOLLOW | O_DIRECTORY`, so a link (to a folder or to itself) is listed as a link and
/// never entered, and nothing outside the folder is reached. A name that is not UTF-8 is an error naming
/// it (`caf\xE9.png`), never a silent skip: a walk that lost a file would give a wrong result.
package enum FolderWalker {
    /// Every entry below `folder` (not the folder itself), sorted by their paths' bytes. With
    /// `includeHidden` false, names starting with `.` are neither listed nor entered. Folders deeper than
    /// `maximumDepth` are listed but not entered.
    package static func entries(under folder: String, includeHidden: Bool = true, maximumDepth: Int = 64) throws(FileError) -> [FolderEntry] {
        let root = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard root >= 0 else { throw FileError(path: folder, kind: .folder, reason: FileReader.reason(errno)) }
        var found: [FolderEntry] = []
        try walk(root, prefix: "", folder: folder, includeHidden: includeHidden, depth: 0, maximumDepth: maximumDepth, into: &found)
        return found.sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
    }

    /// Lists the folder open as `descriptor` (taken over and closed) into `found`.
    static func walk(_ descriptor: Int32, prefix: String, folder: String, includeHidden: Bool, depth: Int, maximumDepth: Int,
                     into found: inout [FolderEntry]) throws(FileError) {
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            throw FileError(path: FileReader.joined(folder, prefix), kind: .folder, reason: FileReader.reason(errno))
        }
        defer { closedir(stream) }
        var folders: [String] = []
        while let entry = readdir(stream) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            if !includeHidden, bytes.first == 0x2E { continue }
            guard let name = FileName.decoded(bytes) else {
                throw FileError(path: FileReader.joined(folder, prefix + FileName.escaped(bytes)), kind: .folder, reason: .nameNotUTF8)
            }
            var status = stat()
            guard fstatat(dirfd(stream), name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }  // removed meanwhile
            let type = FileType(mode: status.st_mode)
            found.append(FolderEntry(path: prefix + name, type: type))
            if type == .folder { folders.append(name) }
        }
        guard depth < maximumDepth else { return }
        for name in folders {
            let child = openat(dirfd(stream), name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard child >= 0 else { continue }  // replaced by a link or removed since it was listed
            try walk(child, prefix: prefix + name + "/", folder: folder, includeHidden: includeHidden, depth: depth + 1,
                     maximumDepth: maximumDepth, into: &found)
        }
    }
}
