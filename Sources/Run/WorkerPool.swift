#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Runs `count` tasks on `workers` threads. Each worker takes the next task index when it is free, so
/// at most `workers` tasks are in flight and memory stays proportional to the workers, never to the
/// number of tasks. `shouldStop` is asked before each task is taken: once it says yes, no task starts,
/// running ones finish. Returns how many tasks were started.
package enum WorkerPool {
    /// Stack size for worker threads: deep view trees recurse in layout and rendering.
    static let stackSize = 16 << 20

    package static func run(count: Int, workers: Int, shouldStop: @escaping @Sendable () -> Bool, task: @escaping @Sendable (Int) -> Void) -> Int {
        let next = Mutex(0)
        let take: @Sendable () -> Int? = {
            next.withLock { index in
                guard index < count, !shouldStop() else { return nil }
                defer { index += 1 }
                return index
            }
        }
        let work: @Sendable () -> Void = {
            while let index = take() { task(index) }
        }
        let threads = min(workers, count)
        if threads <= 1 {
            work()
        } else {
            let started = (0..<threads).map { _ in WorkerThread(stackSize: stackSize, body: work) }
            for thread in started { thread.join() }
        }
        return next.withLock { min($0, count) }
    }
}
