import Diagnostics

/// A batch's records (its jobs, its manifest's entries) given one at a time, in order, as many times as they
/// are asked for: read back from the run's spool (`Batch/JobSpool`) or held in an array (a merge, a test). The
/// files that end a batch are written from these a record at a time, so that no step holds the whole matrix's
/// records at once. Reading from the spool can fail, so a pass can throw.
package struct RecordStream<Record>: Sendable {
    /// How many records a pass gives.
    package let count: Int
    private let read: @Sendable (Int) throws(InputError) -> Record

    /// The records that `read` gives for the positions `0..<count`, in that order.
    package init(count: Int, read: @escaping @Sendable (Int) throws(InputError) -> Record) {
        self.count = count
        self.read = read
    }

    /// `records`, as they are.
    package init(_ records: [Record]) where Record: Sendable {
        self.init(count: records.count) { records[$0] }
    }

    /// Gives `body` every record, in order.
    package func forEach(_ body: (Record) throws(InputError) -> Void) throws(InputError) {
        for index in 0..<count { try body(try read(index)) }
    }

    /// Every record, in order, in memory at once: for a small batch and for tests.
    package func array() throws(InputError) -> [Record] {
        var records: [Record] = []
        records.reserveCapacity(count)
        try forEach { records.append($0) }
        return records
    }
}
