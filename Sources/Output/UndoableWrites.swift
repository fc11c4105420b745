#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import FileSystem

/// Writes into an output folder that can all be taken back: a merge that fails half-way leaves the
/// folder as it found it, not a mix of copied images without the manifest that lists them.
///
/// Before each write it notes what the write changes: the folders it creates (the output folder itself
/// included), whether the file is new, or the old file it replaces. A replaced file keeps a second
/// name, a hard link named like a temporary file (`FileIO.temporaryName`), so undoing is a rename
/// and a killed process leaves only a stale temporary the next run's cleanup removes; where links are
/// not possible the old bytes are kept in memory instead.
package struct UndoableWrites {
    let folder: OutputFolder

    /// What one write changed, in the order the writes happened.
    private enum Change {
        case createdFolder(String)
        case createdFile(String)
        /// `path` was replaced; its old content is the link `backup`.
        case replacedKeepingLink(path: String, backup: String)
        /// `path` was replaced; its old content is `bytes`.
        case replacedKeepingBytes(path: String, bytes: [UInt8])
    }

    private var changes: [Change] = []

    package init(_ folder: OutputFolder) {
        self.folder = folder
    }

    /// Writes `bytes` to `path` (atomically, as `OutputFolder.write` does), noting how to undo it.
    package mutating func write(_ bytes: [UInt8], to path: OutputPath) throws(InputError) {
        noteFolders(for: path)
        let target = folder.fileSystemPath(path)
        let replaced: Change?
        switch OutputFolder.fileKind(target) {
        case .none:
            replaced = nil
        case .some(S_IFREG):
            let directory = target.lastIndex(of: "/").map { String(target[..<$0]) } ?? "."
            let backup = directory + "/" + FileIO.temporaryName(for: path.components.last ?? "file")
            if link(target, backup) == 0 {
                replaced = .replacedKeepingLink(path: target, backup: backup)
            } else if let old = try? folder.read(path) {
                replaced = .replacedKeepingBytes(path: target, bytes: old)
            } else {
                throw InputError("cannot write '\(target)': its old content cannot be kept to undo a failed merge")
            }
        case .some:
            replaced = nil  // a link or a folder: `OutputFolder.write` refuses it
        }
        do {
            try folder.write(bytes, to: path)
        } catch {
            if case .replacedKeepingLink(_, let backup) = replaced { unlink(backup) }
            throw error
        }
        changes.append(replaced ?? .createdFile(target))
    }

    /// Notes every folder on the way to `path` that does not exist yet, outermost first.
    private mutating func noteFolders(for path: OutputPath) {
        var folders: [String] = []
        let absolute = folder.root.hasPrefix("/")
        var current = ""
        for part in folder.root.split(separator: "/") {
            current = current.isEmpty && !absolute ? String(part) : current + "/" + part
            folders.append(current)
        }
        current = folder.root
        for directory in path.directories {
            current += "/" + directory
            folders.append(current)
        }
        for candidate in folders where OutputFolder.fileKind(candidate) == nil {
            changes.append(.createdFolder(candidate))
        }
    }

    /// Keeps every write: drops the old contents kept for undoing.
    package mutating func commit() {
        for case .replacedKeepingLink(_, let backup) in changes { unlink(backup) }
        changes = []
    }

    /// Takes every write back, newest first: old files return, new files and new folders go.
    package mutating func undo() {
        for change in changes.reversed() {
            switch change {
            case .createdFolder(let path): rmdir(path)
            case .createdFile(let path): unlink(path)
            case let .replacedKeepingLink(path, backup): rename(backup, path)
            case let .replacedKeepingBytes(path, bytes):
                try? OutputFolder.writeAtomically(bytes, to: path)
            }
        }
        changes = []
    }
}
