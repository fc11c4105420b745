#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Bytes put aside on disk while a process works and read back by where they went: a file in a folder that
/// is removed from the folder as soon as it is open, so nothing is left behind however the process ends,
/// and whose space comes back when the spool is released. A batch keeps each finished job's record in one
/// (`Batch/JobSpool`) instead of in memory: the whole matrix's records were about 30 MB, the one part of
/// the run's memory that grew with its number of images.
///
/// Appending and reading may happen on any thread.
package final class SpoolFile: Sendable {
    private let descriptor: Int32
    /// Where the next append goes: the file's length.
    private let end = Mutex(0)

    /// Creates the spool in `folder`, which must exist.
    package init(in folder: String) throws(FileIO.Failure) {
        let path = (folder.isEmpty ? "" : folder + "/") + FileIO.temporaryName(for: "spool")
        let opened = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard opened >= 0 else { throw FileIO.Failure(FileIO.errorText(errno)) }
        // Unnamed at once: the open descriptor keeps the file until `deinit` closes it.
        unlink(path)
        descriptor = opened
    }

    deinit {
        close(descriptor)
    }

    /// Appends `bytes` and returns where they are, for `read`.
    package func append(_ bytes: [UInt8]) throws(FileIO.Failure) -> Range<Int> {
        let result: Result<Range<Int>, FileIO.Failure> = end.withLock { end in
            // Appends are made under the lock, so the descriptor's offset is always the file's end.
            let failure = bytes.withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
            guard failure == 0 else {
                // A part written before the failure is never read: `end` stays where it was, and the next
                // append starts there.
                lseek(descriptor, off_t(end), SEEK_SET)
                return .failure(FileIO.Failure(FileIO.errorText(failure)))
            }
            defer { end += bytes.count }
            return .success(end..<(end + bytes.count))
        }
        return try result.get()
    }

    /// The bytes an `append` put at `range`.
    package func read(_ range: Range<Int>) throws(FileIO.Failure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileIO.Failure(FileIO.errorText(errno))
            }
            guard count > 0 else { throw FileIO.Failure("the spool ends before byte \(range.upperBound)") }
            done += count
        }
        return bytes
    }
}
