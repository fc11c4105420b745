#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import FileSystem
import Hashing
import Output
import Run

/// Goldens that no screen × profile renders any more, found and (with `--prune`) removed.
///
/// Which goldens are candidates is the caller's decision (`GoldenOrphanScope`): a run narrowed to some
/// templates, `--only` keys or devices must not call the rest of the goldens orphaned.
package enum GoldenOrphans {
    /// One orphaned screen × profile and its golden files (paths in the file system, sorted).
    package struct Orphan: Hashable, Sendable {
        package var key: String
        package var files: [String]
    }

    /// The goldens in `directory` whose key is not in `keys`, looking only under the screen folders in
    /// `screens` (`nil`: every screen folder), sorted by key. A missing folder holds no goldens; a
    /// file where the folder should be is bad input.
    package static func find(in directory: String, screens: Set<String>?, keys: Set<String>) throws(InputError) -> [Orphan] {
        guard let kind = OutputFolder.fileKind(directory) else { return [] }
        if kind == S_IFLNK {
            var status = stat()
            guard stat(directory, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
                throw InputError("\(directory): the goldens folder is a link to something that is not a folder")
            }
        } else if kind != S_IFDIR {
            throw InputError("\(directory): the goldens folder is a file, not a folder")
        }
        let root = OutputFolder(directory).root
        var found: [String: [String]] = [:]
        try OutputFolder.walk(root) { folder, name in
            guard folder.count > root.count + 1, folder.hasPrefix(root + "/") else { return }
            let screen = String(folder.dropFirst(root.count + 1))
            guard !screen.contains("/"), screens?.contains(screen) ?? true,
                  let (key, _) = GoldenFiles.parse(screen: screen, name: name), !keys.contains(key) else { return }
            found[key, default: []].append(folder + "/" + name)
        }
        return found.keys.sorted().map { Orphan(key: $0, files: (found[$0] ?? []).sorted()) }
    }

    /// The record, inside `orphaned-goldens/`, of the copies the last run made there: their paths in the
    /// output folder and SHA-256 (`{"format": 1, "copies": {path: sha256}}`). At the top of the folder,
    /// where no copy goes (copies are `<screen>/<profile>.<suffix>`), and not a PNG, so `bezel diff` of
    /// two output folders does not compare it.
    package static let copiesRecordName = "bezel-copies.json"

    private struct CopiesRecord: Codable {
        var format = 1
        var copies: [String: String]
    }

    /// Copies each orphan's image (else its SVG, else its layout) into `output/orphaned-goldens/`
    /// for the review page, after removing the copies of earlier runs. Returns what the report lists.
    ///
    /// Only files Bezel put there are removed: those the folder's record (`copiesRecordName`) lists, with
    /// the bytes it recorded. Any other file in the folder (a file of the user's, a copy changed since, or
    /// every file when the record is missing or unreadable) is left where it is and named in a warning to
    /// `log`; a copy this run would write over such a file is refused (exit 2), never replaced.
    package static func listForReview(
        _ orphans: [Orphan], output: OutputFolder, log: (String) -> Void = { _ in }
    ) throws(InputError) -> [OrphanedGolden] {
        let folder = output.root + "/" + GoldenFiles.orphanFolder
        let recordPath = try OutputPath(GoldenFiles.orphanFolder + "/" + copiesRecordName)
        var recorded: [String: String] = [:]
        var foreign: [String] = []
        if OutputFolder.fileKind(folder) == S_IFDIR {
            var unreadable = false
            do {
                if let bytes = try output.readIfPresent(recordPath, as: .manifest) {
                    let record: CopiesRecord = try BatchJSON.decode(bytes, file: output.fileSystemPath(recordPath), what: "a record of Bezel's copies")
                    recorded = record.copies
                }
            } catch {
                unreadable = true
            }
            if unreadable { log("bezel: warning: \(output.fileSystemPath(recordPath)) cannot be read; no earlier copy in it is removed\n") }
            try OutputFolder.walk(folder) { (directory, name) throws(InputError) in
                let relative = GoldenFiles.orphanFolder + String(directory.dropFirst(folder.count)) + "/" + name
                guard relative != recordPath.description else { return }
                if let hash = recorded[relative], let bytes = try? FileReader.read(relative, beneath: output.root, as: .output),
                   SHA256.hash(bytes).hex == hash {
                    if unlink(directory + "/" + name) != 0 && errno != ENOENT {
                        throw InputError("\(directory)/\(name): cannot remove the earlier copy: \(OutputFolder.errorText())")
                    }
                } else {
                    foreign.append(relative)
                }
            }
        }
        foreign.sort()
        if !foreign.isEmpty {
            log("bezel: warning: left \(foreign.count) file\(foreign.count == 1 ? "" : "s") in \(GoldenFiles.orphanFolder)/ that Bezel did not copy there: "
                + foreign.prefix(5).map { TerminalText.oneLine($0) }.joined(separator: ", ") + (foreign.count > 5 ? ", …" : "") + "\n")
        }
        let left = Set(foreign)
        var copies: [String: String] = [:]
        var listed: [OrphanedGolden] = []
        for orphan in orphans {
            let preferred = [GoldenFiles.imageSuffix, GoldenFiles.vectorSuffix, GoldenFiles.layoutSuffix]
            guard let file = preferred.lazy.compactMap({ suffix in orphan.files.first { $0.hasSuffix(suffix) }.map { ($0, suffix) } }).first else {
                throw InputError("\(orphan.files.first ?? orphan.key): cannot read the orphaned golden")
            }
            let bytes: [UInt8]
            do {
                // `find` met it as <goldens>/<screen>/<name>: read beneath the goldens folder again, so a
                // screen folder swapped for a link since then is not followed.
                let parts = file.0.split(separator: "/", omittingEmptySubsequences: false)
                let relative = parts.suffix(2).joined(separator: "/")
                bytes = try FileReader.read(relative, beneath: parts.dropLast(2).joined(separator: "/"), as: .output)
            } catch {
                throw InputError("\(file.0): cannot read the orphaned golden: \(error)")
            }
            let path = try OutputPath(GoldenFiles.orphanFolder + "/" + orphan.key + file.1)
            guard !left.contains(path.description) else {
                throw InputError("\(output.fileSystemPath(path)): refusing to replace a file Bezel did not copy there; move it away and run again")
            }
            try output.write(bytes, to: path)
            let hash = SHA256.hash(bytes).hex
            copies[path.description] = hash
            listed.append(OrphanedGolden(key: orphan.key, goldenPath: path.description, sha256: hash))
        }
        if !copies.isEmpty || OutputFolder.fileKind(folder) == S_IFDIR {
            try output.write(try BatchJSON.encode(CopiesRecord(copies: copies)), to: recordPath)
        }
        return listed
    }

    /// Deletes the orphans' files that `ledger` records with their current bytes, then their screen
    /// folders when that leaves them empty; a file Bezel never recorded as a golden (or that changed since)
    /// is kept and listed, never deleted. A file that cannot be removed is bad input.
    package static func prune(_ orphans: [Orphan], in directory: String, ledger: GoldenLedger) throws(InputError) -> (removed: Int, kept: [String]) {
        let root = OutputFolder(directory).root
        var removed = 0
        var kept: [String] = []
        var folders: Set<String> = []
        for orphan in orphans {
            for file in orphan.files {
                guard file.hasPrefix(root + "/") else { continue }
                let relative = String(file.dropFirst(root.count + 1))
                guard let bytes = try? FileReader.read(relative, beneath: root, as: .output), ledger.recorded(relative, bytes) else {
                    kept.append(file)
                    continue
                }
                if unlink(file) == 0 {
                    removed += 1
                    ledger.forget(relative)
                } else if errno != ENOENT {
                    throw InputError("\(file): cannot remove the orphaned golden: \(OutputFolder.errorText())")
                }
                if let slash = file.lastIndex(of: "/") { folders.insert(String(file[..<slash])) }
            }
        }
        for folder in folders.sorted() { rmdir(folder) }
        return (removed, kept)
    }
}
