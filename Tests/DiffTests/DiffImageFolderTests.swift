import Foundation
@testable import PNG
@testable import Raster
import Testing
@testable import Diff

/// `bezel diff A B --diff-image DIR` writes into a folder of the user's: it removes only the temporaries a
/// killed run left for the very images it writes, never another file in DIR, however much it looks like one
/// of Bezel's temporaries.
@Suite struct DiffImageFolderTests {
    /// A process id no process has: above the kernel's largest (`/proc/sys/kernel/pid_max` is at most 2^22).
    static let deadProcess = 99_999_999

    func scratch() throws -> String {
        var template = Array((NSTemporaryDirectory() + "/bezel-diff-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        return String(cString: made)
    }

    func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func onlyTheTemporariesOfTheImagesWrittenAreRemoved() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["/a/screen", "/b/screen"] { try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true) }
        try PNGFile.write(ImageDiffTests.solid(4, 4, RGBA(r: 0, g: 0, b: 0)), to: root + "/a/screen/x.png")
        try PNGFile.write(ImageDiffTests.solid(4, 4, RGBA(r: 255, g: 0, b: 0)), to: root + "/b/screen/x.png")
        let out = root + "/out"
        let own = out + "/screen/.x.png.bezel-\(Self.deadProcess)-1.tmp"
        let others = [
            out + "/.notes.txt.bezel-\(Self.deadProcess)-1.tmp",  // the user's folder, not an image diff writes
            out + "/screen/.y.png.bezel-\(Self.deadProcess)-3.tmp",  // beside it, of another name
            out + "/deep/.x.png.bezel-\(Self.deadProcess)-2.tmp",  // in a folder diff does not write into
        ]
        for path in [own] + others { try write([1, 2, 3], to: path) }
        let result = try DirectoryDiff.compare(root + "/a", root + "/b", options: .exact, diffImageFolder: out)
        #expect(result.files.count == 1 && !result.files[0].result.identical)
        #expect(FileManager.default.fileExists(atPath: out + "/screen/x.png"))
        #expect(!FileManager.default.fileExists(atPath: own))
        for path in others { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
    }
}
