#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FileSystem
import Synchronization

/// One of the process's standard streams, written whole with `write(2)`, which remembers the first
/// failed write. Bezel writes standard output unbuffered, so every failure (ENOSPC on `/dev/full` or a
/// full disk, EIO, EPIPE) is seen at the call that fails; the command then exits 2 with the reason
/// (`BezelCommandLine.run`, docs/robustness.md "Escaping and standard output").
///
/// EPIPE is a failure like the others: with SIGPIPE at its default the kernel ends the process before
/// the write returns (as for any Unix filter behind `| head`); when the parent ignores SIGPIPE, the
/// write fails with EPIPE and the run says so and exits 2 instead of reporting success for output that
/// nobody read.
final class StandardStream: Sendable {
    let descriptor: Int32
    private let failure = Mutex<Int32?>(nil)

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// The first failure's errno as text (`strerror`), or nil while every write succeeded.
    var failureReason: String? {
        failure.withLock { code in code.map { String(cString: strerror($0)) } }
    }

    /// Writes all of `text`, retrying short writes and interruptions. After a failure, later writes to
    /// the stream are skipped: their bytes could only land after a gap.
    func write(_ text: String) {
        guard failure.withLock({ $0 == nil }) else { return }
        var text = text
        let code = text.withUTF8 { DescriptorWriter.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
        if code != 0 { failure.withLock { if $0 == nil { $0 = code } } }
    }
}
