#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import FileSystem
import FoundationEssentials
import Output

/// Whether Bezel may write into an output folder: one that does not exist yet, an empty one, or one that
/// is Bezel's, marked by the lock file every run leaves (`OutputLock.fileName`) or by a manifest of Bezel's
/// own form (a folder uploaded as a CI artifact often loses its hidden files). Any other folder holds
/// someone else's files: a render would replace an `index.html`, a `report.json` or a `manifest.json` of
/// theirs, and `--out /` or `--out ~` would take over a whole tree. Such a folder is refused (exit 2)
/// unless the user says `--force-output`.
///
/// The test reads one entry of the folder, the lock file's type, and (only for a folder without the lock)
/// the manifest's top level: the cost does not grow with what else the folder holds.
package enum OutputOwnership {
    /// The flag that lets a run write into a folder that is not Bezel's.
    static let forceFlag = "--force-output"

    /// Throws unless `folder` may be written into (see above); `force` lets a folder that is not Bezel's
    /// through. Returns whether the folder is Bezel's or new: false only for a foreign folder let through by
    /// `force`, where nothing that looks like Bezel's (a temporary file) was written by Bezel.
    @discardableResult
    package static func check(_ folder: OutputFolder, force: Bool, writer: String = "render") throws(InputError) -> Bool {
        var status = stat()
        guard stat(folder.root, &status) == 0 else { return true }  // created by the run
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return true }  // the writer says why it cannot create it
        guard !isEmpty(folder.root) else { return true }
        var lock = stat()
        if lstat(folder.root + "/" + OutputLock.fileName, &lock) == 0, (lock.st_mode & S_IFMT) == S_IFREG { return true }
        if holdsBezelManifest(folder) { return true }
        if force { return false }
        let shown = TerminalText.oneLine(folder.root)
        throw InputError("refusing to \(writer) into '\(shown)': the folder holds files and is not a Bezel output folder (it has neither "
            + "\(OutputLock.fileName) nor a Bezel manifest.json); choose an empty or new folder, or pass \(forceFlag) to write into it anyway")
    }

    /// True when `path` lists nothing but `.` and `..`; false when it cannot be listed (the run says why).
    static func isEmpty(_ path: String) -> Bool {
        guard let stream = opendir(path) else { return false }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name != [0x2E] && name != [0x2E, 0x2E] { return false }
        }
        return true
    }

    /// True when the folder's `manifest.json` is a regular file whose top level is a Bezel manifest's (a
    /// format number, a renderer and an entries array), of any format; its entries are not decoded.
    static func holdsBezelManifest(_ folder: OutputFolder) -> Bool {
        guard let path = try? OutputPath(Manifest.fileName),
              let bytes = try? folder.read(path, as: .manifest),
              let split = JSONArrayScan(bytes, key: "entries") else { return false }
        let top = bytes[..<split.array.lowerBound] + Array("[]".utf8) + bytes[split.array.upperBound...]
        return (try? JSONDecoder().decode(Head.self, from: Data(top))) != nil
    }

    /// The top level every Bezel manifest has had.
    private struct Head: Decodable {
        var format: Int
        var renderer: String
        var entries: [Int]
    }
}
