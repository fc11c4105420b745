#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import FileSystem

/// The folder a batch writes into, and the only way the batch modules write files.
///
/// Every file is written to a hidden temporary file in its own folder and renamed over the target, so a
/// reader (or a run killed with SIGKILL at any moment) sees the old file, the new file or no file, never a
/// part. Folders on the way are created as needed; a symbolic link on the way is refused, so nothing
/// is written outside the folder through a link someone placed inside it. The writing itself is the one
/// atomic writer's, `FileIO.writeAtomically` (Sources/FileSystem), with its fsync policy.
package struct OutputFolder: Hashable, Sendable {
    /// The folder as given (relative or absolute); the folder itself may be a link the user chose.
    package let root: String

    package init(_ root: String) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    }

    /// The file system path of a checked output path.
    package func fileSystemPath(_ path: OutputPath) -> String { root + "/" + path.description }

    /// Creates the folder itself if needed.
    package func create() throws(InputError) {
        try Self.makeDirectory(root, allowExistingLink: true)
    }

    /// Writes `bytes` to `path` atomically, creating folders on the way.
    package func write(_ bytes: [UInt8], to path: OutputPath) throws(InputError) {
        try write(to: path) { (file) throws(InputError) in try file.write(bytes) }
    }

    /// Writes the file at `path` a piece at a time, atomically: `body` appends the pieces
    /// (`OutputFolder.File.write`); the file is in place once it returns, and not at all when it throws.
    package func write(to path: OutputPath, _ body: (File) throws(InputError) -> Void) throws(InputError) {
        var folder = root
        try Self.makeDirectory(folder, allowExistingLink: true)
        for directory in path.directories {
            folder += "/" + directory
            try Self.makeDirectory(folder, allowExistingLink: false)
        }
        let target = fileSystemPath(path)
        if let type = WriteTarget.problem(target) {
            throw InputError("refusing to replace '\(TerminalText.oneLine(target))': \(WriteTarget.refusal(type))")
        }
        do {
            let file = try AtomicFile(target)
            try body(File(file: file))
            try file.commit()
        } catch let failure as FileIO.Failure {
            throw InputError("cannot write '\(target)': \(failure)")
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError("cannot write '\(target)': \(error)")
        }
    }

    /// A file of the folder being written (`write(to:_:)`).
    package struct File {
        let file: AtomicFile

        package func write(_ bytes: some Collection<UInt8>) throws(InputError) {
            do {
                try file.write(bytes)
            } catch {
                throw InputError("cannot write '\(file.path)': \(error)")
            }
        }
    }

    /// Writes text as UTF-8 to `path` atomically.
    package func write(_ text: String, to path: OutputPath) throws(InputError) {
        try write(Array(text.utf8), to: path)
    }

    /// The bytes of a regular file inside the folder, read without following any link below the
    /// folder (`FileReader.read(_:beneath:as:)`); a link, a named pipe, a file over the kind's limit or a
    /// missing file throws, naming it.
    package func read(_ path: OutputPath, as kind: FileKind = .output) throws(FileError) -> [UInt8] {
        try FileReader.read(path.description, beneath: root, as: kind)
    }

    /// Like `read`, but `nil` when nothing is at `path`.
    package func readIfPresent(_ path: OutputPath, as kind: FileKind = .output) throws(FileError) -> [UInt8]? {
        do {
            return try read(path, as: kind)
        } catch {
            if error.reason == .missing { return nil }
            throw error
        }
    }

    /// True when `path` is a regular file (not a link) inside the folder.
    package func containsFile(_ path: OutputPath) -> Bool {
        var status = stat()
        return lstat(fileSystemPath(path), &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// The size of a regular file inside the folder, or `nil` when it is absent or not a regular file.
    func fileSize(_ path: OutputPath) -> Int? { fileStatus(path)?.size }

    /// The size and the last modification (nanoseconds since 1970) of a regular file inside the folder,
    /// or `nil` when it is absent or not a regular file.
    package func fileStatus(_ path: OutputPath) -> (size: Int, modified: Int)? {
        var status = stat()
        guard lstat(fileSystemPath(path), &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return (Int(status.st_size), Int(status.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(status.st_mtim.tv_nsec))
    }

    /// Removes the temporary files that runs killed before they could rename them left directly in
    /// `folders` (paths relative to the root, `""` for the root itself), each entered only when it is a
    /// folder reached without a link, and only the temporaries of files a run writes there (`writes`: the
    /// folder and the file name). Only the folders a run writes into are listed, never the whole tree: an
    /// output folder may hold other files (`--force-output`), and `--out /` must not walk `/proc`.
    /// Returns how many were removed.
    @discardableResult
    package func removeStaleTemporaries(in folders: Set<String>, writes: @escaping (String, String) -> Bool) -> Int {
        var removed = 0
        for relative in folders.sorted() {
            var path = root
            var reachable = true
            for part in relative.split(separator: "/") {
                path += "/" + part
                guard part != "..", part != ".", Self.fileKind(path) == S_IFDIR else {
                    reachable = false
                    break
                }
            }
            if reachable { removed += FileIO.removeStaleTemporaries(in: path, writes: { writes(relative, $0) }) }
        }
        return removed
    }

    /// Removes temporary files left by runs that were killed before they could rename them, anywhere in
    /// the folder (links are not followed). Files of a process that still runs are kept: two runs may
    /// share a folder. Returns how many were removed.
    @discardableResult
    package func removeStaleTemporaries() -> Int {
        var removed = 0
        // Temporaries have UTF-8 names; a folder holding a name that is not UTF-8 is left for the
        // run's own reads to report.
        try? Self.walk(root) { directory, name in
            guard FileIO.isStaleTemporary(name) else { return }
            if unlink(directory + "/" + name) == 0 { removed += 1 }
        }
        return removed
    }

    // MARK: - File system helpers

    static func writeAtomically(_ bytes: [UInt8], to target: String) throws(InputError) {
        do {
            try FileIO.writeAtomically(bytes, to: target)
        } catch {
            throw InputError("cannot write '\(target)': \(error)")
        }
    }

    static func makeDirectory(_ path: String, allowExistingLink: Bool) throws(InputError) {
        var status = stat()
        if lstat(path, &status) == 0 {
            let kind = status.st_mode & S_IFMT
            if kind == S_IFDIR { return }
            if kind == S_IFLNK {
                guard allowExistingLink, stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
                    throw InputError("refusing to write through '\(path)': it is a symbolic link")
                }
                return
            }
            throw InputError("cannot create the folder '\(path)': a file is in the way")
        }
        if allowExistingLink, let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            try makeDirectory(String(path[..<slash]), allowExistingLink: true)
        }
        if mkdir(path, 0o755) != 0, errno != EEXIST {
            throw InputError("cannot create the folder '\(path)': \(errorText())")
        }
    }

    /// Calls `visit(folder, name)` for every regular file under `directory`, without following links
    /// (`FolderWalker`). A name that is not UTF-8 is thrown, not skipped.
    package static func walk(_ directory: String, _ visit: (String, String) throws(InputError) -> Void) throws(InputError) {
        let entries: [FolderEntry]
        do {
            entries = try FolderWalker.entries(under: directory)
        } catch {
            throw InputError(error.reason == .nameNotUTF8 ? error.message : "\(directory): cannot read the folder: \(error)")
        }
        for entry in entries where entry.type == .regular {
            let slash = entry.path.lastIndex(of: "/")
            let folder = slash.map { directory + "/" + entry.path[..<$0] } ?? directory
            let name = slash.map { String(entry.path[entry.path.index(after: $0)...]) } ?? entry.path
            try visit(folder, name)
        }
    }

    /// True when anything (file, folder, link) is at `path`.
    package static func exists(_ path: String) -> Bool { fileKind(path) != nil }

    /// `S_IFMT` bits of `path` without following a final link, or `nil` when nothing is there.
    package static func fileKind(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    package static func errorText() -> String { String(cString: strerror(errno)) }
}
