#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written a piece at a time and put in place whole (`FileIO.writeAtomically` is one piece): the
/// pieces go to a temporary file in the same folder (`FileIO.temporaryName`), about a megabyte at a time,
/// and `commit` renames it over the path. A file given up before `commit` (an error on the way, a thrown
/// encoder) is removed. A reader, or a run killed at any moment, sees the old file, the new file or no file,
/// never a part; and a document of tens of megabytes (the whole matrix's `manifest.json`) never has to be
/// in memory whole.
package final class AtomicFile {
    package let path: String
    private let temporary: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    /// Pieces are gathered up to this many bytes before a `write(2)`.
    static let bufferBytes = 1 << 20

    /// Creates the temporary file for `path`; the folder must exist, and `path` must be absent or a
    /// regular file (`WriteTarget`).
    package init(_ path: String) throws(FileIO.Failure) {
        let (folder, name) = FileIO.split(path)
        guard !name.isEmpty else { throw FileIO.Failure("no file name") }
        try WriteTarget.check(path)
        temporary = (folder.isEmpty ? "" : folder + "/") + FileIO.temporaryName(for: name)
        descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileIO.Failure(FileIO.errorText(errno)) }
        self.path = path
    }

    deinit {
        if descriptor >= 0 { abandon() }
    }

    /// Appends `bytes` to the file.
    package func write(_ bytes: some Collection<UInt8>) throws(FileIO.Failure) {
        guard descriptor >= 0 else { throw FileIO.Failure("the file was finished already") }
        if buffer.count + bytes.count > Self.bufferBytes { try flush() }
        // A piece as large as the buffer goes out as it is, not copied first.
        if bytes.count >= Self.bufferBytes,
           let failure = bytes.withContiguousStorageIfAvailable({ DescriptorWriter.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }) {
            try check(failure)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    /// Writes what is left, closes the file and renames it over `path`.
    package func commit() throws(FileIO.Failure) {
        try flush()
        let closing = descriptor
        descriptor = -1
        var failure: Int32 = 0
        if close(closing) != 0 { failure = errno }
        // Checked again: something other than a regular file may have taken the name while the pieces
        // were written.
        if failure == 0, let type = WriteTarget.problem(path) {
            unlink(temporary)
            throw FileIO.Failure(WriteTarget.refusal(type))
        }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw FileIO.Failure(FileIO.errorText(failure))
        }
    }

    private func flush() throws(FileIO.Failure) {
        guard !buffer.isEmpty else { return }
        let failure = buffer.withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
        buffer.removeAll(keepingCapacity: true)
        try check(failure)
    }

    /// Gives the file up on a failed write: what was written is removed with it.
    private func check(_ failure: Int32) throws(FileIO.Failure) {
        guard failure != 0 else { return }
        abandon()
        throw FileIO.Failure(FileIO.errorText(failure))
    }

    private func abandon() {
        close(descriptor)
        descriptor = -1
        unlink(temporary)
    }
}
