import Diagnostics
import FileSystem
import Hashing
import Output
import Run
import Synchronization

/// The goldens Bezel itself wrote or confirmed, kept in `bezel-goldens.json` at the top of the goldens
/// folder: each golden's path and SHA-256. `--prune` deletes only files listed here whose bytes still
/// match (`--golden docs --prune` deleted screenshots that were never goldens, because any
/// PNG at `<screen>/<profile>.png` looked like one).
///
/// A golden enters the ledger when a run writes it (`--record`) or finds it byte-equal to what it
/// rendered, so goldens recorded before the ledger existed join it on their next matching run. Workers
/// note files concurrently; the ledger is written once, atomically, when the run ends.
package final class GoldenLedger: Sendable {
    /// The ledger's file name in the goldens folder (no screen folder can take it: screen names have no dot).
    package static let fileName = "bezel-goldens.json"

    private let folder: String
    private let state: Mutex<(entries: [String: String], changed: Bool)>

    /// The file's form: `{"format": 1, "goldens": {path: sha256}}`.
    private struct Document: Codable {
        var format = 1
        var goldens: [String: String]
    }

    /// The ledger of `folder`, empty when it has none yet. A ledger that cannot be read or parsed is
    /// bad input: pruning must never guess.
    init(folder: String) throws(InputError) {
        self.folder = folder
        var entries: [String: String] = [:]
        do {
            let bytes = try FileReader.read(Self.fileName, beneath: folder, as: .manifest)
            let document: Document = try BatchJSON.decode(bytes, file: folder + "/" + Self.fileName, what: "a Bezel goldens ledger")
            entries = document.goldens
        } catch let error as FileError where error.reason == .missing {
            // No ledger yet.
        } catch let error as FileError {
            throw InputError("\(error)")
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError("\(error)")
        }
        state = Mutex((entries, false))
    }

    /// Records that the golden at `path` (relative to the goldens folder) now holds `bytes`.
    func note(_ path: String, _ bytes: [UInt8]) {
        let hash = SHA256.hash(bytes).hex
        state.withLock { state in
            if state.entries[path] != hash {
                state.entries[path] = hash
                state.changed = true
            }
        }
    }

    /// Whether `bytes` are what Bezel recorded for the golden at `path`.
    func recorded(_ path: String, _ bytes: [UInt8]) -> Bool {
        let hash = SHA256.hash(bytes).hex
        return state.withLock { $0.entries[path] == hash }
    }

    /// Drops the golden at `path` (pruned).
    func forget(_ path: String) {
        state.withLock { state in
            if state.entries.removeValue(forKey: path) != nil { state.changed = true }
        }
    }

    /// Writes the ledger when anything changed (keys sorted, so the file diffs well in a repository).
    func save() throws(InputError) {
        let (entries, changed) = state.withLock { ($0.entries, $0.changed) }
        guard changed else { return }
        try OutputFolder(folder).write(try BatchJSON.encode(Document(goldens: entries)), to: try OutputPath(Self.fileName))
        state.withLock { $0.changed = false }
    }
}
