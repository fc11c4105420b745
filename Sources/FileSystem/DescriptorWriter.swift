#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one loop that writes a whole buffer to a file descriptor: `write(2)` may write fewer bytes than
/// asked (a pipe, a signal) or fail with EINTR before writing any, and both mean "go on"
/// (https://man7.org/linux/man-pages/man2/write.2.html). The output folder's files and the standard
/// streams are written with it.
package enum DescriptorWriter {
    /// Writes every byte of `bytes` to `descriptor`; returns 0, or the errno of the write that failed
    /// (what was written before it stays written).
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }
}
