@testable import FileSystem
import Foundation
import Testing

/// Issue 18: the one file-opening function. Each test builds the hostile file system entry itself
/// (a named pipe, a link on the way, a loop, a file whose size lies) and checks the refusal by name.
@Suite struct FileReaderTests {
    let root: String

    init() throws {
        var template = Array("/tmp/bezel-filesystem-XXXXXX".utf8CString)
        root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        try FileManager.default.createDirectory(atPath: root + "/in/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
        try Data("inside".utf8).write(to: URL(fileURLWithPath: root + "/in/sub/file.txt"))
        try Data("secret".utf8).write(to: URL(fileURLWithPath: root + "/outside/file.txt"))
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    @Test func readsARegularFileBeneathItsFolderAndAsGiven() throws {
        defer { remove() }
        #expect(try FileReader.read("sub/file.txt", beneath: root + "/in", as: .template) == Array("inside".utf8))
        #expect(try FileReader.read(root + "/in/sub/file.txt", as: .template) == Array("inside".utf8))
    }

    /// A named pipe with no writer would block `open` without O_NONBLOCK and `read` after it; the
    /// test finishing at all is half the check.
    @Test func aNamedPipeIsRefusedWithoutBlocking() throws {
        defer { remove() }
        #expect(mkfifo(root + "/in/pipe.yml", 0o644) == 0)
        #expect(throws: FileError(path: root + "/in/pipe.yml", kind: .template, reason: .notRegular(.namedPipe))) {
            try FileReader.read(root + "/in/pipe.yml", as: .template)
        }
        #expect(throws: FileError(path: root + "/in/pipe.yml", kind: .template, reason: .notRegular(.namedPipe))) {
            try FileReader.read("pipe.yml", beneath: root + "/in", as: .template)
        }
        do {
            _ = try FileReader.read(root + "/in/pipe.yml", as: .font)
        } catch {
            #expect(error.message == "cannot read the font '\(root)/in/pipe.yml': it is a named pipe")
        }
    }

    @Test func aDeviceAndAFolderAreRefused() {
        defer { remove() }
        #expect(throws: FileError(path: "/dev/zero", kind: .png, reason: .notRegular(.characterDevice))) {
            try FileReader.read("/dev/zero", as: .png)
        }
        #expect(throws: FileError(path: root + "/in", kind: .png, reason: .notRegular(.folder))) {
            try FileReader.read(root + "/in", as: .png)
        }
    }

    /// The defect of issue 18, item 3: O_NOFOLLOW on the last component alone followed a link to a
    /// folder in the middle of the path.
    @Test func aLinkAnywhereBelowTheFolderIsNotFollowed() throws {
        defer { remove() }
        try FileManager.default.createSymbolicLink(atPath: root + "/in/escape", withDestinationPath: root + "/outside")
        try FileManager.default.createSymbolicLink(atPath: root + "/in/sub/last.txt", withDestinationPath: root + "/outside/file.txt")
        #expect(throws: FileError(path: root + "/in/escape/file.txt", kind: .output, reason: .link(component: "escape"))) {
            try FileReader.read("escape/file.txt", beneath: root + "/in", as: .output)
        }
        #expect(throws: FileError(path: root + "/in/sub/last.txt", kind: .output, reason: .link(component: "sub/last.txt"))) {
            try FileReader.read("sub/last.txt", beneath: root + "/in", as: .output)
        }
        for leaving in ["../outside/file.txt", "/etc/passwd", "sub/../sub/file.txt", "sub//file.txt", "./sub/file.txt"] {
            #expect(throws: FileError(path: root + "/in/" + leaving, kind: .output, reason: .outside)) {
                try FileReader.read(leaving, beneath: root + "/in", as: .output)
            }
        }
        // The folder itself may be a link the user chose.
        try FileManager.default.createSymbolicLink(atPath: root + "/chosen", withDestinationPath: root + "/in")
        #expect(try FileReader.read("sub/file.txt", beneath: root + "/chosen", as: .output) == Array("inside".utf8))
    }

    @Test func aLoopOfLinksSaysSo() throws {
        defer { remove() }
        try FileManager.default.createSymbolicLink(atPath: root + "/a", withDestinationPath: root + "/b")
        try FileManager.default.createSymbolicLink(atPath: root + "/b", withDestinationPath: root + "/a")
        do {
            _ = try FileReader.read(root + "/a", as: .config)
            Issue.record("a loop was read")
        } catch {
            #expect(error.message == "cannot read the config '\(root)/a': a loop of symbolic links")
        }
    }

    @Test func aFileOverItsLimitIsRefusedBeforeReadingAndNamesTheLimit() throws {
        defer { remove() }
        let path = root + "/in/big.otf"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 700 << 20) == 0)  // sparse: no disk used, st_size says 700 MiB
        do {
            _ = try FileReader.read(path, as: .font)
            Issue.record("a 700 MiB font was read")
        } catch {
            #expect(error.message == "the font '\(path)' is 700 MiB, over the limit of 64 MiB for fonts")
        }
    }

    /// /proc files report a size of 0 and hold more: the reader must stop at limit + 1 bytes whatever
    /// `st_size` said (a file that grows while it is read is the same case).
    @Test func aFileWhoseSizeLiesIsReadNoFurtherThanTheLimit() throws {
        defer { remove() }
        let small = FileKind("status", plural: "status files", limit: 16)
        #expect(throws: FileError(path: "/proc/self/status", kind: small, reason: .tooLarge(size: nil))) {
            try FileReader.read("/proc/self/status", as: small)
        }
        let whole = try FileReader.read("/proc/self/status", as: .config)
        #expect(String(decoding: whole, as: UTF8.self).hasPrefix("Name:"))
    }

    @Test func aWalkListsLinksWithoutEnteringThemAndReportsNamesThatAreNotUTF8() throws {
        defer { remove() }
        try FileManager.default.createSymbolicLink(atPath: root + "/in/loop", withDestinationPath: root + "/in")
        let entries = try FolderWalker.entries(under: root + "/in")
        #expect(entries == [FolderEntry(path: "loop", type: .link), FolderEntry(path: "sub", type: .folder),
                            FolderEntry(path: "sub/file.txt", type: .regular)])
        // A name with the Latin-1 byte 0xE9 (é), as an archive made on an old system leaves it.
        let path: [CChar] = (Array((root + "/in/sub/caf").utf8) + [0xE9] + Array(".png".utf8) + [0]).map { CChar(bitPattern: $0) }
        let created = open(path, O_CREAT | O_WRONLY | O_CLOEXEC, 0o644)
        #expect(created >= 0)
        close(created)
        #expect(throws: FileError(path: root + "/in/sub/caf\\xE9.png", kind: .folder, reason: .nameNotUTF8)) {
            try FolderWalker.entries(under: root + "/in")
        }
    }

    @Test(arguments: [(12, "12 bytes"), (64 << 10, "64 KiB"), (1_572_864, "1.5 MiB"), (512 << 20, "512 MiB"),
                      (Int.max, "8589934591.9 GiB")])
    func sizesAreSaidInBinaryUnits(bytes: Int, text: String) {
        defer { remove() }
        let error = FileError(path: "x", kind: FileKind("x", plural: "xs", limit: 1), reason: .tooLarge(size: bytes))
        #expect(error.description.hasPrefix("it is \(text),"))
    }
}
