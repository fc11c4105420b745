import Synchronization
import Testing
@testable import Run

/// The batch's threads (`WorkerPool`, on `WorkerThread`: POSIX threads since Foundation's `Thread` left the
/// binary, issue 16).
@Suite struct WorkerPoolTests {
    @Test(arguments: [1, 2, 5])
    func everyTaskRunsExactlyOnce(workers: Int) {
        let runs = Mutex([Int](repeating: 0, count: 1_000))
        let started = WorkerPool.run(count: 1_000, workers: workers, shouldStop: { false }) { index in
            runs.withLock { $0[index] += 1 }
        }
        #expect(started == 1_000)
        #expect(runs.withLock { $0 } == [Int](repeating: 1, count: 1_000))
    }

    @Test func noTaskStartsOnceTheRunShouldStop() {
        let done = Atomic(0)
        let started = WorkerPool.run(count: 1_000, workers: 3, shouldStop: { done.load(ordering: .relaxed) >= 10 }) { _ in
            done.add(1, ordering: .relaxed)
        }
        // Each of the three workers may have taken one task before it saw the tenth finish.
        #expect((10...12).contains(started))
        #expect(done.load(ordering: .relaxed) == started)
    }

    /// Layout and rendering recurse over deep view trees on the workers: their stacks are `stackSize`
    /// (16 MiB), not the 8 MiB a thread gets by default. Each level here keeps a 1 KiB array on the stack:
    /// about 10 MiB in all, which overflows a default stack.
    @Test func workersHaveTheLargerStack() {
        let sums = Mutex([Int]())
        _ = WorkerPool.run(count: 2, workers: 2, shouldStop: { false }) { _ in
            let sum = Self.descend(9_000)
            sums.withLock { $0.append(sum) }
        }
        #expect(sums.withLock { $0 } == [9_000, 9_000])
    }

    @inline(never) static func descend(_ depth: Int) -> Int {
        var frame = InlineArray<1024, UInt8>(repeating: UInt8(truncatingIfNeeded: depth))
        frame[depth % 1024] = 1
        return depth == 0 ? 0 : descend(depth - 1) + Int(frame[depth % 1024])
    }
}
