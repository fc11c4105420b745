import Checks
import Diagnostics
import FileSystem
import FoundationEssentials
import Output
import Project

/// `manifest.json`: every output of the batch with its input hash and file hashes, sorted by job key.
///
/// It holds nothing that depends on when, where or in which shard a job ran (no times, no shard
/// numbers, no absolute paths), so merging the manifests of N shards gives, byte for byte, the manifest
/// of one unsharded run.
package struct Manifest: Hashable, Sendable, Codable {
    package static let fileName = "manifest.json"
    /// 3: findings in the one finding shape (`Checks/Finding+JSON.swift`, `docs/formats.md`); 2 kept
    /// `Checks.Finding` in its field names (`viewID`, `deviceID`, `location`), which is still read
    /// (`olderFormats`); 1 kept a reduced copy.
    package static let currentFormat = 3
    /// The formats read besides `currentFormat`: a run over an older folder reuses its unchanged images.
    package static let olderFormats = [2]

    package var format: Int
    /// The renderer version the entries were made with.
    package var renderer: String
    package var entries: [ManifestEntry]

    package init(renderer: String, entries: [ManifestEntry]) {
        format = Self.currentFormat
        self.renderer = renderer
        // In place: the whole matrix's 17,531 entries are not copied when the caller gives its array up.
        self.entries = entries
        self.entries.sort { $0.key < $1.key }
    }

    /// The manifest's bytes: sorted keys, two-space indentation, a final newline.
    func encoded() throws(InputError) -> [UInt8] { try BatchJSON.encode(self) }

    /// Reads `manifest.json` from `folder`: `nil` when absent; an error naming the file when it is not a manifest.
    package static func read(from folder: OutputFolder) throws(InputError) -> Manifest? {
        var entries: [ManifestEntry] = []
        guard var manifest = try read(from: folder, entries: { entries.append($0) }) else { return nil }
        manifest.entries = entries
        return manifest
    }

    /// Reads `manifest.json` from `folder` an entry at a time (`BatchJSON.decode(_:key:array:...)`), in the file's
    /// order, giving each to `entry` once the format is known to be this one; returns the manifest without its
    /// entries, `nil` when there is none. An error names the file, and the line of an entry that is not one.
    package static func read(
        from folder: OutputFolder, entries entry: (ManifestEntry) throws(InputError) -> Void
    ) throws(InputError) -> Manifest? {
        // An oversized manifest is an error, not skipped with a warning: the run would otherwise replace it with one
        // listing only this run's images (docs/robustness.md).
        try BatchJSON.read(fileName, in: folder, as: .manifest, noun: "manifest", key: "entries", array: \Manifest.entries,
                           format: \.format, currentFormat: currentFormat, olderFormats: olderFormats, element: entry)
    }
}
