#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way Bezel reads a file: templates, documents, `bezel.yml`, PNGs, fonts,
/// manifests, reports, goldens and the files a manifest lists all come through here.
///
/// Every read opens with `O_NONBLOCK`, so a named pipe cannot block the open, then checks with `fstat`
/// that the file is a regular file (a pipe, socket or device is refused by name: "it is a named pipe"),
/// refuses a file over its kind's limit before reading (`FileKind`), and reads at most limit + 1 bytes
/// whatever `st_size` said, so a file that grows while it is read cannot use up memory either.
///
/// Two kinds of path:
/// - `read(_:as:)`: a path the user typed or configured. Links in it are followed (the user chose
///   them, as `cat` would); the file it ends at must be a regular file. A loop of links says so.
/// - `read(_:beneath:as:)`: a path found *inside* a folder Bezel reads (a folder walk, a file a
///   manifest lists, a golden). The folder is opened as given, then each component with `openat` and
///   `O_NOFOLLOW`, so no symbolic link anywhere below the folder is followed and `..` cannot leave it.
///   `openat2(RESOLVE_NO_SYMLINKS | RESOLVE_BENEATH)` would do the same in one call where the kernel
///   has it (Linux 5.6), but the walk works on every kernel and names the component that is a link.
///   See openat(2) and path_resolution(7): https://man7.org/linux/man-pages/man2/openat.2.html
package enum FileReader {
    /// The bytes of the file at `path`, a path the user gave; links in it are followed.
    package static func read(_ path: String, as kind: FileKind) throws(FileError) -> [UInt8] {
        let descriptor = try openTyped(path, kind: kind)
        defer { close(descriptor) }
        return try read(descriptor: descriptor, path: path, kind: kind)
    }

    /// Opens the file at `path` (a path the user gave) as `read(_:as:)` does and checks it is a regular
    /// file within the kind's limit, without reading it: for a library that opens the file itself
    /// (FreeType, through `/proc/self/fd/<descriptor>`). Returns the descriptor, which the caller
    /// closes, and the file's size.
    package static func openRegularFile(_ path: String, as kind: FileKind) throws(FileError) -> (descriptor: Int32, size: Int) {
        let descriptor = try openTyped(path, kind: kind)
        do {
            return (descriptor, try checkedSize(descriptor: descriptor, path: path, kind: kind))
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// The bytes of the file at `relative` inside `folder`, following no link below `folder`.
    /// `relative` is slash-separated and may not be absolute or hold `.`, `..` or empty parts.
    package static func read(_ relative: String, beneath folder: String, as kind: FileKind) throws(FileError) -> [UInt8] {
        let path = joined(folder, relative)
        let descriptor = try openBeneath(relative, in: folder, kind: kind, flags: O_RDONLY | O_NONBLOCK | O_NOCTTY)
        defer { close(descriptor) }
        return try read(descriptor: descriptor, path: path, kind: kind)
    }

    /// The first `count` bytes (fewer when the file is shorter) of the regular file at `relative` inside
    /// `folder`, following no link below `folder`, whatever the file's size: for deciding what a file found by a
    /// folder search is before it is read whole (`TemplateFinder`).
    package static func head(_ relative: String, beneath folder: String, count: Int) throws(FileError) -> [UInt8] {
        let path = joined(folder, relative)
        let descriptor = try openBeneath(relative, in: folder, kind: .template, flags: O_RDONLY | O_NONBLOCK | O_NOCTTY)
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileError(path: path, kind: .template, reason: reason(errno)) }
        let type = FileType(mode: status.st_mode)
        guard type == .regular else { throw FileError(path: path, kind: .template, reason: .notRegular(type)) }
        // Room for what `st_size` says, one byte more to see the end; a file that grows is read no further.
        let room = min(count, max(0, Int(status.st_size)) + 1)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: room, alignment: 16)
        defer { buffer.deallocate() }
        let filled: Int
        switch fill(buffer, from: 0, descriptor: descriptor) {
        case .success(let count): filled = count
        case .failure(let code): throw FileError(path: path, kind: .template, reason: reason(code.code))
        }
        return [UInt8](UnsafeRawBufferPointer(rebasing: buffer[0..<filled]))
    }

    /// Opens a path the user gave for reading. Its type is looked at first, so a device is refused
    /// without being opened (opening some has effects of its own); `fstat` on the descriptor checks
    /// again, since the path may change in between.
    static func openTyped(_ path: String, kind: FileKind) throws(FileError) -> Int32 {
        var status = stat()
        if stat(path, &status) == 0, FileType(mode: status.st_mode) != .regular {
            throw FileError(path: path, kind: kind, reason: .notRegular(FileType(mode: status.st_mode)))
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw FileError(path: path, kind: kind, reason: reason(errno)) }
        return descriptor
    }

    /// Opens `relative` beneath `folder` with `flags` (plus `O_NOFOLLOW | O_CLOEXEC`) and returns the
    /// descriptor, which the caller closes. Every folder on the way is opened with `O_NOFOLLOW`.
    static func openBeneath(_ relative: String, in folder: String, kind: FileKind, flags: Int32) throws(FileError) -> Int32 {
        let path = joined(folder, relative)
        let parts = try components(relative, path: path, kind: kind)
        guard let last = parts.last else { throw FileError(path: path, kind: kind, reason: .outside) }
        let parent = try openFolder(parts.dropLast(), in: folder, kind: kind, whole: path)
        defer { close(parent) }
        // As for a typed path: a link or a device is refused before it is opened; `fstat` checks again.
        var status = stat()
        if fstatat(parent, last, &status, AT_SYMLINK_NOFOLLOW) == 0 {
            let type = FileType(mode: status.st_mode)
            if type == .link { throw FileError(path: path, kind: kind, reason: .link(component: relative)) }
            if type != .regular { throw FileError(path: path, kind: kind, reason: .notRegular(type)) }
        }
        let descriptor = openat(parent, last, flags | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw FileError(path: path, kind: kind, reason: failure(errno, at: parent, name: last, shown: relative))
        }
        return descriptor
    }

    /// `folder` itself (as given; the user may have chosen a link), then each of `parts` below it with
    /// `O_NOFOLLOW | O_DIRECTORY`.
    static func openFolder(_ parts: ArraySlice<String>, in folder: String, kind: FileKind, whole: String) throws(FileError) -> Int32 {
        var current = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else {
            let code = errno
            throw FileError(path: whole, kind: kind, reason: code == ENOTDIR ? .notRegular(.regular) : reason(code))
        }
        var walked: [String] = []
        for part in parts {
            walked.append(part)
            let next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else {
                let problem = failure(errno, at: current, name: part, shown: walked.joined(separator: "/"))
                close(current)
                // A file where a folder should be means the path names nothing.
                if case .notRegular = problem { throw FileError(path: whole, kind: kind, reason: .missing) }
                throw FileError(path: whole, kind: kind, reason: problem)
            }
            close(current)
            current = next
        }
        return current
    }

    /// The components of a relative path inside a folder; refuses any that could leave it.
    static func components(_ relative: String, path: String, kind: FileKind) throws(FileError) -> [String] {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !relative.hasPrefix("/"), !relative.utf8.contains(0),
              parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw FileError(path: path, kind: kind, reason: .outside)
        }
        return parts
    }

    /// Why `openat(parent, name, O_NOFOLLOW…)` failed: ELOOP there means `name` is a link.
    static func failure(_ code: Int32, at parent: Int32, name: String, shown: String) -> FileError.Reason {
        var status = stat()
        if fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
            let type = FileType(mode: status.st_mode)
            if type == .link { return .link(component: shown) }
            if code == ENOTDIR { return .notRegular(type) }
        }
        return reason(code)
    }

    /// Reads an open descriptor whole after checking its type and size.
    static func read(descriptor: Int32, path: String, kind: FileKind) throws(FileError) -> [UInt8] {
        let buffer = try readAllocated(descriptor: descriptor, path: path, kind: kind)
        defer { buffer.deallocate() }
        return [UInt8](buffer)
    }

    /// The loop every read goes through. The buffer is allocated, not zero-filled: `read(2)` writes each byte
    /// before anything reads it (a font opened from memory was filled with zeros, read, then copied again:
    /// two fresh 270 KB allocations per Inter face).
    static func readAllocated(descriptor: Int32, path: String, kind: FileKind) throws(FileError) -> UnsafeMutableRawBufferPointer {
        let size = try checkedSize(descriptor: descriptor, path: path, kind: kind)
        // One byte more than `st_size` says, so a single pass also sees the end; a file that grew (or a
        // file system that reports 0, as /proc does) gets more room, up to limit + 1 bytes at most.
        var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: min(size, kind.limit) + 1, alignment: 16)
        var filled = 0
        while true {
            switch fill(buffer, from: filled, descriptor: descriptor) {
            case .success(let count): filled = count
            case .failure(let code):
                buffer.deallocate()
                throw FileError(path: path, kind: kind, reason: reason(code.code))
            }
            // Not filled: the file ended.
            guard filled == buffer.count else { break }
            guard buffer.count <= kind.limit else {
                buffer.deallocate()
                throw FileError(path: path, kind: kind, reason: .tooLarge(size: nil))
            }
            let grown = UnsafeMutableRawBufferPointer.allocate(
                byteCount: buffer.count + min(max(buffer.count, 1 << 16), kind.limit + 1 - buffer.count), alignment: 16)
            grown.copyMemory(from: UnsafeRawBufferPointer(buffer))
            buffer.deallocate()
            buffer = grown
        }
        guard filled <= kind.limit else {
            buffer.deallocate()
            throw FileError(path: path, kind: kind, reason: .tooLarge(size: nil))
        }
        return UnsafeMutableRawBufferPointer(rebasing: buffer[0..<filled])
    }

    /// Reads from `descriptor` into `buffer` from byte `filled` on, until the buffer is full or the file ends
    /// (`read(2)` may return fewer bytes than asked before the end, and is retried when a signal interrupts it).
    /// The count of bytes in the buffer, or the `errno` of the read that failed.
    static func fill(_ buffer: UnsafeMutableRawBufferPointer, from filled: Int, descriptor: Int32) -> Result<Int, ReadFailure> {
        var filled = filled
        while filled < buffer.count {
            let count = Glibc.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(ReadFailure(code: errno))
            }
            if count == 0 { break }
            filled += count
        }
        return .success(filled)
    }

    /// The `errno` of a `read(2)` that failed.
    struct ReadFailure: Error {
        let code: Int32
    }

    /// The size `fstat` gives for an open regular file within the kind's limit; anything else throws.
    static func checkedSize(descriptor: Int32, path: String, kind: FileKind) throws(FileError) -> Int {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileError(path: path, kind: kind, reason: reason(errno)) }
        let type = FileType(mode: status.st_mode)
        guard type == .regular else { throw FileError(path: path, kind: kind, reason: .notRegular(type)) }
        let size = Int(status.st_size)
        guard size <= kind.limit else { throw FileError(path: path, kind: kind, reason: .tooLarge(size: size)) }
        return size
    }

    /// The reason for an `errno` of `open` or `read`.
    static func reason(_ code: Int32) -> FileError.Reason {
        switch code {
        case ENOENT, ENOTDIR: .missing
        case ELOOP: .loop
        case EISDIR: .notRegular(.folder)
        case EACCES: .system("permission denied")
        default: .system(String(cString: strerror(code)))
        }
    }

    static func joined(_ folder: String, _ relative: String) -> String {
        folder.isEmpty ? relative : folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
