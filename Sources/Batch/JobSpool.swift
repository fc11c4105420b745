import Diagnostics
import FileSystem
import FoundationEssentials
import Output
import Run
import Synchronization

/// Where a run keeps its finished jobs' records (`JobReport`, `ManifestEntry`) until the files that end it are
/// written, and the previous run's manifest entries: an unnamed file in the output folder (`SpoolFile`), each
/// record as JSON. What stays in memory per job is its place in the spool and what the summary needs
/// (`BatchRunner.Finished`, `BatchRunner.PreviousEntry`), so the run's memory does not grow with its number of
/// images; the whole matrix's records were about 30 MB in memory. The files are written from the
/// records read back one at a time, in the order each file lists them.
final class JobSpool: Sendable {
    private let file: SpoolFile
    private let folder: String
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    init(in folder: OutputFolder) throws(InputError) {
        self.folder = folder.root
        do {
            file = try SpoolFile(in: folder.root)
        } catch {
            throw InputError("\(folder.root): cannot keep the run's records: \(error)")
        }
    }

    /// The first error that kept a record out of the spool (a full disk, say): the run then writes no
    /// manifest or report, and says why.
    var failure: InputError? { firstFailure.withLock { $0 } }
    private let firstFailure = Mutex<InputError?>(nil)

    /// Keeps `record`; returns where it is, for `record(_:at:)`. A record that cannot be kept gets an empty
    /// place (reading it back fails) and its error becomes `failure`, unless one came first.
    func keep<Record: Encodable>(_ record: Record) -> Range<Int> {
        do throws(InputError) {
            let bytes: [UInt8]
            do {
                bytes = Array(try encoder.encode(record))
            } catch {
                throw InputError("cannot encode a job's record: \(error)")
            }
            do {
                return try file.append(bytes)
            } catch {
                throw InputError("\(folder): cannot keep the run's records: \(error)")
            }
        } catch {
            firstFailure.withLock { $0 = $0 ?? error }
            return 0..<0
        }
    }

    /// The record `keep` put at `range`.
    func record<Record: Decodable>(_ type: Record.Type, at range: Range<Int>) throws(InputError) -> Record {
        do {
            return try decoder.decode(type, from: Data(try file.read(range)))
        } catch let error as FileIO.Failure {
            throw InputError("\(folder): cannot read the run's records back: \(error)")
        } catch {
            throw InputError("cannot decode a job's record: \(error)")
        }
    }

    /// The records at `ranges`, in that order.
    func stream<Record: Decodable & Sendable>(of type: Record.Type, at ranges: [Range<Int>]) -> RecordStream<Record> {
        RecordStream(count: ranges.count) { [self] (index) throws(InputError) in try record(type, at: ranges[index]) }
    }
}
