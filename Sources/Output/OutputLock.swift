#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import Screens

/// An output folder held by one run at a time: two runs writing into one folder at once each
/// read the old `manifest.json` and each wrote back only their own images, so half the run vanished
/// from the manifest and the review page.
///
/// The lock is `flock(2)` on `.bezel.lock` inside the folder, held from before the first write until the
/// reports are written; the kernel releases it when the process ends, however it ends, so a killed run
/// never leaves the folder locked. The file itself stays: removing it while another process waits on it
/// would let a third process lock a new file of the same name while the second holds the old one.
package final class OutputLock: @unchecked Sendable {
    /// The lock file's name inside the output folder; hidden, so folder listings and diffs skip it.
    package static let fileName = TemplateFinder.outputFolderMarker

    private let descriptor: Int32

    /// How often a held lock is tried again, and how many tries a run without `--wait` makes (half a second)
    /// before it refuses.
    private static let pollMicroseconds: useconds_t = 100_000
    private static let gracePolls = 5

    /// Takes the lock on `folder` (created if missing). When another run holds it: with `wait`, tells
    /// `waiting` once and waits (a Ctrl-C while waiting stops the run); without, exit status 2 naming
    /// the folder and `--wait`.
    package init(_ folder: OutputFolder, wait: Bool, waiting: (String) -> Void) throws(InputError) {
        try folder.create()
        let path = folder.root + "/" + Self.fileName
        // O_NOFOLLOW: a link planted under the lock's name must not make us create or lock a file elsewhere.
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else {
            throw InputError("cannot lock the output folder '\(folder.root)': \(path): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw InputError("cannot lock the output folder '\(folder.root)': \(path) is not a regular file")
        }
        var told = false
        var polls = 0
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK else {
                close(descriptor)
                throw InputError("cannot lock the output folder '\(folder.root)': \(String(cString: strerror(code)))")
            }
            // A lock belongs to the open file, and a process that forks (a vector drawing's child,
            // Sources/VectorShim/VectorShim.c) hands its children a copy of every descriptor until they close
            // them: a run in another thread of this process that has just finished can hold its folder for
            // that moment. A short grace before refusing lets that copy go; a real second run holds it longer.
            if !wait && polls < Self.gracePolls {
                polls += 1
                usleep(Self.pollMicroseconds)
                continue
            }
            guard wait else {
                close(descriptor)
                throw InputError("another bezel run is writing into '\(folder.root)'; let it finish, or pass --wait to wait for it")
            }
            if !told {
                waiting("bezel: waiting for another bezel run to finish writing into '\(TerminalText.oneLine(folder.root))'…\n")
                told = true
            }
            if InterruptFlag.isRequested {
                close(descriptor)
                throw InputError("interrupted while waiting for another bezel run to finish writing into '\(folder.root)'")
            }
            // Polling rather than a blocking flock, so Ctrl-C is seen within a tenth of a second.
            usleep(Self.pollMicroseconds)
        }
        self.descriptor = descriptor
    }

    deinit {
        // Closing the last descriptor of the open file releases the lock.
        close(descriptor)
    }
}
