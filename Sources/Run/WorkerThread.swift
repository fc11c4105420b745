#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A POSIX thread with a stack of a chosen size that runs one closure; `join` waits for it. Foundation's
/// `Thread` did this before, and was the one reason the `bezel` binary linked all of Foundation (its ICU
/// data and conformance records: a larger binary to map and every first protocol-conformance lookup of
/// a run scans every record).
final class WorkerThread {
    private var thread = pthread_t()
    /// False when `pthread_create` failed and `body` ran on the caller's thread.
    private var started = true

    /// Starts `body` on a new thread with a stack of `stackSize` bytes. A thread that cannot start runs
    /// `body` on the caller's thread instead, so the work is done either way.
    init(stackSize: Int, body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        let status = pthread_create(&thread, &attributes, { context in
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            box.body()
            return nil
        }, context)
        if status != 0 {
            Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body()
            started = false
        }
    }

    /// Waits until the thread's closure has returned.
    func join() {
        if started { pthread_join(thread, nil) }
    }

    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
