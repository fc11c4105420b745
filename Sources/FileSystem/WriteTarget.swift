#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one rule every writer follows before it puts a file in place: what is at the target must be
/// nothing or a regular file. A writer renames a temporary file over its target (`AtomicFile`), and a
/// rename replaces whatever the name held: a named pipe another program reads, a socket, a device
/// (`bezel sheet --out /dev/null` run as root replaced `/dev/null` with an image), a symbolic link the
/// user made (the link went, the file it pointed to stayed as it was), or it fails on a folder with a
/// message about the temporary. So each of these is refused, naming what it is, before anything is
/// written, and checked again just before the rename.
package enum WriteTarget {
    /// Why `path` cannot be replaced by a writer, or `nil` when nothing is there or a regular file is.
    /// The final component is not followed (`lstat`): a link is refused, not written through.
    package static func problem(_ path: String) -> FileType? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        let type = FileType(mode: status.st_mode)
        return type == .regular ? nil : type
    }

    /// Throws when `path` holds anything but a regular file (`problem`).
    package static func check(_ path: String) throws(FileIO.Failure) {
        guard let type = problem(path) else { return }
        throw FileIO.Failure(refusal(type))
    }

    /// The reason a writer gives: "it is a named pipe; Bezel replaces only regular files".
    package static func refusal(_ type: FileType) -> String {
        "it is \(type.phrase); Bezel replaces only regular files"
    }
}
