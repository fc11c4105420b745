#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Atomic writes and temporary files with POSIX calls (no Foundation in the pipeline); reads go
/// through `FileReader` in Sources/FileSystem.
package enum FileIO {
    /// Why a file could not be read or written; the description follows the path in messages.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        package var description: String
        init(_ description: String) { self.description = description }
    }

    /// Writes `bytes` to a temporary file in the same folder, then renames it over `path`: a reader, or
    /// a run killed with SIGKILL at any moment, sees the old file, the new file or no file, never a part.
    /// The one atomic writer: the batch's `OutputFolder`, `bezel diff --diff-image` and `bezel sheet`
    /// all write through it, so every file Bezel writes follows one fsync policy.
    ///
    /// `fsync` is not called: a killed process loses nothing the kernel already has, and syncing
    /// thousands of images would cost more than re-rendering after a power cut (the manifest's hashes
    /// expose any such loss on the next run).
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) {
        let file = try AtomicFile(path)
        try file.write(bytes)
        try file.commit()
    }

    // MARK: - Temporary files

    /// The one naming convention for every temporary file Bezel writes (this type's atomic writes and the
    /// batch's `OutputFolder`): `.<name>.bezel-<pid>-<n>.tmp`. Hidden, so folder listings and diffs skip
    /// it; unique per process and call; and it names its writer, so a later run can tell the leftover of
    /// a killed process (`isStale`) from the file a running one is still writing.
    package static func temporaryName(for name: String, owner: pid_t = getpid()) -> String {
        ".\(name)\(temporaryMarker)\(owner)-\(nextSerial())\(temporarySuffix)"
    }

    /// The name of the file a temporary was to become (`name` in `.<name>.bezel-<pid>-<n>.tmp`), or `nil`
    /// when `name` does not follow the convention.
    static func temporaryTarget(_ name: String) -> String? {
        guard temporaryOwner(name) != nil else { return nil }
        let bytes = Array(name.utf8.dropLast(temporarySuffix.utf8.count))
        let marker = Array(temporaryMarker.utf8)
        guard let start = (1...(bytes.count - marker.count)).last(where: { bytes[$0..<$0 + marker.count].elementsEqual(marker) }) else { return nil }
        return String(decoding: bytes[1..<start], as: UTF8.self)
    }

    /// The process id in a temporary file's name, or `nil` when `name` does not follow the convention.
    static func temporaryOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(temporarySuffix) else { return nil }
        let bytes = Array(name.utf8.dropLast(temporarySuffix.utf8.count))
        let marker = Array(temporaryMarker.utf8)
        guard bytes.count > marker.count,
              let start = (0...(bytes.count - marker.count)).last(where: { bytes[$0..<$0 + marker.count].elementsEqual(marker) })
        else { return nil }
        let tail = String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
        let parts = tail.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, Int(parts[1]) != nil else { return nil }
        return pid
    }

    /// Whether `name` is a temporary file left by a process that no longer runs (a run killed before it
    /// could rename it). A temporary of this process or of any running one is not stale: two runs may
    /// write into one folder.
    package static func isStaleTemporary(_ name: String) -> Bool {
        guard let owner = temporaryOwner(name), owner != getpid() else { return false }
        return kill(owner, 0) != 0 && errno != EPERM
    }

    /// Removes the stale temporary files directly in `folder` (not below it); with `target`, only those
    /// of that file name. Returns how many were removed. A command that writes one file calls it for that
    /// file, so an interrupted earlier run of it leaves nothing behind for long.
    /// `writes`, when given, says which file names Bezel writes in that folder: a temporary of any other
    /// name is kept, whoever left it.
    @discardableResult
    package static func removeStaleTemporaries(in folder: String, of target: String? = nil, writes: ((String) -> Bool)? = nil) -> Int {
        guard let stream = opendir(folder.isEmpty ? "." : folder) else { return 0 }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let target, !name.hasPrefix("." + target + temporaryMarker) { continue }
            if let writes, !(temporaryTarget(name).map(writes) ?? false) { continue }
            if isStaleTemporary(name) { names.append(name) }
        }
        closedir(stream)
        var removed = 0
        for name in names.sorted() {
            let path = (folder.isEmpty ? "" : folder + "/") + name
            var info = stat()
            // A regular file of this user: a temporary Bezel wrote runs as the user running it.
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == geteuid() else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }

    /// Removes the stale temporary files of the file at `path` (see `removeStaleTemporaries(in:of:)`).
    @discardableResult
    package static func removeStaleTemporaries(of path: String) -> Int {
        let (folder, name) = split(path)
        return removeStaleTemporaries(in: folder, of: name)
    }

    /// The folder (`.` when the path has none; empty for a file at the root) and the file name of `path`.
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    private static let temporaryMarker = ".bezel-"
    private static let temporarySuffix = ".tmp"

    /// The C library's words for `code` (`No space left on device`): one wording for every writer.
    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Distinguishes temporary files written concurrently by one process.
    private static func nextSerial() -> Int {
        serialLock.withLock { counter in
            counter += 1
            return counter
        }
    }

    private static let serialLock = SerialCounter()
}
