@testable import FileSystem
import Foundation
import Testing

/// Issue 16: the spool a batch keeps its jobs' records in. It must give back exactly what was appended, from
/// any thread, and leave nothing in its folder at any moment after it is opened.
@Suite struct SpoolFileTests {
    let root: String

    init() throws {
        var template = Array("/tmp/bezel-spool-XXXXXX".utf8CString)
        root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    @Test func givesBackWhatWasAppendedAndLeavesNoFileBehind() throws {
        defer { remove() }
        let spool = try SpoolFile(in: root)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty, "unnamed as soon as it is open")
        let first = try spool.append(Array("first".utf8))
        let empty = try spool.append([])
        let large = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let second = try spool.append(large)
        #expect(first == 0..<5)
        #expect(empty == 5..<5)
        #expect(second == 5..<300_005)
        // Out of order, as a file's order reads them.
        #expect(try spool.read(second) == large)
        #expect(try spool.read(first) == Array("first".utf8))
        #expect(try spool.read(empty) == [])
        #expect(try spool.read(2..<4) == Array("rs".utf8))
    }

    @Test func aRangeBeyondTheEndIsAnErrorNotAShortRead() throws {
        defer { remove() }
        let spool = try SpoolFile(in: root)
        _ = try spool.append(Array("abc".utf8))
        #expect(throws: FileIO.Failure.self) { try spool.read(1..<10) }
    }

    /// Workers append as their jobs finish: every record comes back whole, none overlaps another.
    @Test func appendsFromManyThreadsStayWhole() throws {
        defer { remove() }
        let spool = try SpoolFile(in: root)
        let records = (0..<400).map { index in Array(repeating: UInt8(index % 251), count: 1 + index * 37 % 2000) }
        let places = UnsafeMutableBufferPointer<Range<Int>>.allocate(capacity: records.count)
        defer { places.deallocate() }
        nonisolated(unsafe) let shared = places
        DispatchQueue.concurrentPerform(iterations: records.count) { index in
            shared[index] = (try? spool.append(records[index])) ?? 0..<0
        }
        for (index, record) in records.enumerated() {
            #expect(places[index].count == record.count)
            #expect(try spool.read(places[index]) == record)
        }
        #expect(Set(places.map(\.lowerBound)).count == records.count)
        #expect(places.map(\.count).reduce(0, +) == records.map(\.count).reduce(0, +))
    }

    @Test func aFolderThatIsNotThereIsAnError() {
        #expect(throws: FileIO.Failure.self) { try SpoolFile(in: root + "/missing") }
        remove()
    }
}
