#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import FileSystem
import Hashing
import Output

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

    /// Copies each orphan's image (else its SVG, else its layout) into `output/orphaned-goldens/`
    /// for the review page, after removing the copies of earlier runs. Returns what the report lists.
    package static func listForReview(_ orphans: [Orphan], output: OutputFolder) throws(InputError) -> [OrphanedGolden] {
        let copies = output.root + "/" + GoldenFiles.orphanFolder
        if OutputFolder.fileKind(copies) == S_IFDIR {
            try OutputFolder.walk(copies) { folder, name in unlink(folder + "/" + name) }
        }
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
            try output.write(bytes, to: path)
            listed.append(OrphanedGolden(key: orphan.key, goldenPath: path.description, sha256: SHA256.hash(bytes).hex))
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
