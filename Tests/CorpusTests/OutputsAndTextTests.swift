@testable import BezelCLI
@testable import Diagnostics
import Foundation
@testable import Output
@testable import PNG
@testable import Raster
@testable import Run
import Testing

/// What the corpus format cannot say about outputs and text (docs/robustness.md, "Outputs and text that
/// cannot take over"): reports on standard output, targets made by the test (a socket, a device), runs that
/// succeed, and the duplicate-key rule on its own.
@Suite struct OutputsAndTextTests {
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    /// A label whose text forges a GitHub workflow command and a compiler-style problem line.
    static let forgedTemplate = """
        screen: forged
        views:
          - id: title
            kind: label
            text: "A very long title that cannot fit\\n::error file=README.md,line=1::forged\\r\\nREADME.md:1:1: error[unsafe-overlap]: forged"
            pin: {top: safeArea, leading: superview}
            width: 40
            height: 20

        """

    /// `bezel check`'s text report quotes the label's text in its `text-truncated` finding: every line it prints
    /// is one of Bezel's (a problem at the template, its fix, the summary), none is the template's; in the
    /// GitHub format every workflow command names the template.
    @Test func aTextCannotForgeALineOfTheCheckReports() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let template = scratch.path + "/forged.yml"
        try Self.forgedTemplate.write(toFile: template, atomically: true, encoding: .utf8)

        let text = run(["check", template, "--devices", "iphone-x"])
        #expect(text.status == 1)
        #expect(text.out.contains("text 'A very long title that cannot fit\\n::error file=README.md,line=1::forged\\r\\nREADME.md"), "\(text.out)")
        for line in text.out.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            #expect(line.hasPrefix(template + ":") || line.hasPrefix("    ") || line.hasPrefix("checked "), "forged line: \(line)")
        }
        #expect(!text.out.contains("\r"))

        let github = run(["check", template, "--devices", "iphone-x", "--format", "github"])
        #expect(github.status == 1)
        let commands = github.out.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(commands.count == 3, "\(github.out)")
        for command in commands {
            #expect(command.contains(" file=\(template.replacingOccurrences(of: ":", with: "%3A")),"), "\(command)")
        }
    }

    /// A document whose one constraint names `bxo-1`, one letter from its view `box-1`: written for these tests.
    static let unknownItemDocument = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-1">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc-1">
                    <objects>
                        <viewController id="vc-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root-1">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-1">
                                        <rect key="frame" x="20" y="100" width="100" height="50"/>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe-1"/>
                                <constraints>
                                    <constraint firstItem="box-1" firstAttribute="leading" secondItem="bxo-1" secondAttribute="leading" constant="20" id="c-1"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """#

    /// `unknownItemDocument` written to `scratch` as `name`, its constraint's second item replaced by `item` as written.
    static func writeUnknownItemDocument(in scratch: ScratchFolder, named name: String, item: String = "bxo-1") throws -> String {
        let path = scratch.path + "/" + name
        try unknownItemDocument.replacingOccurrences(of: #"secondItem="bxo-1""#, with: "secondItem=\"\(item)\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A document's constraint naming an object the document does not hold is left out and named at its item, with the
    /// id nearest it, as ibtool compiles such a document (Expo's splash screen template keeps two constraints of an image
    /// view it removed): the scene lays out (exit 1, not 2), `check` reports it as a `constraint-conflict` finding, and an
    /// id forging a workflow command stays one escaped annotation.
    @Test func aConstraintNamingNoObjectIsLeftOutAndNamed() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let document = try Self.writeUnknownItemDocument(in: scratch, named: "unknown-item.storyboard")
        let layout = run(["layout", document, "--device", "saved"])
        #expect(layout.status == 1, "\(layout.err)")
        #expect(layout.out.contains("  box-1 [view] "), "\(layout.out)")
        #expect(layout.err.contains("unknown-item.storyboard:18:84: error: constraint 'c-1' is left out: 'secondItem' names 'bxo-1', "
            + "which no object in the document has; did you mean 'box-1'?"), "\(layout.err)")

        let forged = try Self.writeUnknownItemDocument(
            in: scratch, named: "forged.storyboard", item: "bxo&#10;::error file=README.md,line=1::forged")
        let github = run(["check", forged, "--devices", "iphone-x", "--format", "github"])
        #expect(github.status == 1, "\(github.err)")
        let commands = github.out.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(commands.count == 1, "\(github.out)")
        #expect(commands.first?.contains("title=bezel constraint-conflict::constraint 'c-1' is left out: 'secondItem' names "
            + "'bxo%0A::error file=README.md,line=1::forged'") == true, "\(github.out)")

        let render = run(["render", document, "--device", "iphone-x", "--out", scratch.path + "/out", "--format", "svg"])
        #expect(render.status == 1, "\(render.err)")
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/out/unknown-item/vc-1/iphone-x-portrait.svg"))
    }

    /// Many constraints naming no object (a hostile document may hold thousands; each named one costs an edit distance
    /// to every id): the first 50 are named one by one, the rest counted in one more error at the scene.
    @Test func leftOutConstraintsAreNamedUpToALimit() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let ghosts = (0..<60).map { #"<constraint firstItem="ghost-\#($0)" firstAttribute="top" secondItem="root-1" secondAttribute="top" id="g-\#($0)"/>"# }
        let path = scratch.path + "/ghosts.storyboard"
        try Self.unknownItemDocument.replacingOccurrences(of: "<constraints>", with: "<constraints>" + ghosts.joined())
            .write(toFile: path, atomically: true, encoding: .utf8)
        let layout = run(["layout", path, "--device", "saved"])
        #expect(layout.status == 1, "\(layout.err)")
        let lines = layout.err.split(separator: "\n")
        #expect(lines.filter { $0.contains(" is left out: ") }.count == 50, "\(layout.err)")
        #expect(lines.last?.hasSuffix("error: 11 more constraints of the scene are left out: they name objects the document does not hold") == true,
                "\(layout.err)")
    }

    /// `bezel layout`'s tree shows a document's view ids on their own line, whatever they hold.
    @Test func aDocumentsIdCannotForgeALineOfTheLayoutTree() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let document = scratch.path + "/lf.storyboard"
        try Self.unknownItemDocument.replacingOccurrences(of: "secondItem=\"bxo-1\"", with: "secondItem=\"safe-1\"")
            .replacingOccurrences(of: "\"box-1\"", with: "\"box&#10;::error file=README.md,line=1::forged\"")
            .write(toFile: document, atomically: true, encoding: .utf8)
        let result = run(["layout", document, "--device", "iphone-x"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("  box\\n::error file=README.md,line=1::forged [view] "), "\(result.out)")
        #expect(!result.out.split(separator: "\n").contains { $0.hasPrefix("::") })
    }

    /// A target that is not a regular file, made here in every kind the corpus cannot hold: each writer
    /// refuses it with exit status 2 and leaves it as it was.
    @Test(arguments: ["fifo", "socket", "folder", "link", "device"])
    func everyWriterRefusesATargetThatIsNotARegularFile(kind: String) throws {
        let good = CorpusManifest.root + "/good/screen.yml"
        let commands: [(String) -> [String]] = [
            { ["sheet", good, "--devices", "iphone-x", "--out", $0] },
            { ["init", "--force", "--path", $0] },
        ]
        for command in commands {
            let scratch = ScratchFolder()
            defer { scratch.remove() }
            let target = scratch.path + "/target.png"
            guard try Self.make(kind, at: target) else { continue }
            let before = Self.type(of: target)
            let result = run(command(target))
            #expect(result.status == 2, "\(command(target)): \(result.err)")
            #expect(result.err.contains("Bezel replaces only regular files"), "\(result.err)")
            #expect(Self.type(of: target) == before)
            // Nothing else is left beside it: no temporary file.
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["target.png"])
        }
        // `diff --diff-image` over two equal PNGs made here.
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let image = Pixmap(width: 2, height: 2)
        try PNGFile.write(image, to: scratch.path + "/a.png")
        try PNGFile.write(image, to: scratch.path + "/b.png")
        let target = scratch.path + "/diff.png"
        guard try Self.make(kind, at: target) else { return }
        let before = Self.type(of: target)
        let result = run(["diff", scratch.path + "/a.png", scratch.path + "/b.png", "--diff-image", target])
        #expect(result.status == 2, "\(result.err)")
        #expect(Self.type(of: target) == before)
    }

    /// `--force-output` writes into a folder that is not Bezel's, and keeps what was there: the user's own
    /// files, and a file that only looks like a temporary Bezel left. Without the flag the same run is refused.
    @Test func forceOutputWritesBesideTheFilesOfAForeignFolder() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let folder = scratch.path + "/mine"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "mine\n".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let lookalike = folder + "/.index.html.bezel-2147483646-1.tmp"
        try "not Bezel's\n".write(toFile: lookalike, atomically: true, encoding: .utf8)
        let arguments = ["render", CorpusManifest.root + "/good/screen.yml", "--devices", "iphone-x", "--orientation", "portrait",
                         "--format", "svg", "--out", folder, "--quiet"]

        let refused = run(arguments)
        #expect(refused.status == 2)
        #expect(refused.err.hasPrefix("error: refusing to render into '\(folder)'"), "\(refused.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [".index.html.bezel-2147483646-1.tmp", "notes.txt"])

        let forced = run(arguments + ["--force-output"])
        #expect(forced.status == 0, "\(forced.err)")
        #expect(FileManager.default.fileExists(atPath: folder + "/index.html"))
        #expect(FileManager.default.fileExists(atPath: folder + "/manifest.json"))
        #expect((try? String(contentsOfFile: folder + "/notes.txt", encoding: .utf8)) == "mine\n")
        #expect(FileManager.default.fileExists(atPath: lookalike))

        // Bezel's now (its lock and manifest): the next run needs no flag.
        #expect(run(arguments).status == 0)
    }

    /// A folder Bezel wrote and that lost its hidden lock file (an uploaded artifact) is still Bezel's, by its
    /// manifest; a manifest of another form is not.
    @Test func aFolderIsBezelsByItsLockOrByItsManifest() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let folder = scratch.path + "/out"
        let arguments = ["render", CorpusManifest.root + "/good/screen.yml", "--devices", "iphone-x", "--orientation", "portrait",
                         "--format", "svg", "--out", folder, "--quiet"]
        #expect(run(arguments).status == 0)
        try FileManager.default.removeItem(atPath: folder + "/.bezel.lock")
        #expect(run(arguments).status == 0)
        try FileManager.default.removeItem(atPath: folder + "/.bezel.lock")
        try "{\"format\": 2, \"entries\": {}}\n".write(toFile: folder + "/manifest.json", atomically: true, encoding: .utf8)
        #expect(run(arguments).status == 2)
        #expect(throws: InputError.self) { try OutputOwnership.check(OutputFolder("/"), force: false) }
        #expect(try OutputOwnership.check(OutputFolder(scratch.path + "/none"), force: false))
    }

    /// A key written twice in one object is refused wherever it is and however it is spelt; the same key in
    /// two objects, or inside a string, is not a repeat.
    @Test(arguments: [
        (#"{"a": 1, "a": 2}"#, "duplicate key 'a' (first at line 1, column 2)"),
        (#"{"a": 1, "\u0061": 2}"#, "duplicate key 'a' (first at line 1, column 2)"),
        (#"{"x": [{"k": 1}, {"k": 2, "b": {"\ud83d\ude00": 1, "😀": 2}}]}"#, "duplicate key '😀' (first at line 1, column 33)"),
        (#"{"a": "\"a\": 1", "b": {"a": 1}, "c": [{"a": 1}, {"a": 2}]}"#, nil),
        ("{\"t\": \"\\\\\", \"u\": {\n\"t\": 1,\n  \"t\": 2}}", "duplicate key 't' (first at line 2, column 1)"),
    ] as [(String, String?)])
    func aKeyWrittenTwiceIsRefused(json: String, message: String?) {
        struct Anything: Decodable { init(from decoder: any Decoder) throws {} }
        do {
            let _: Anything = try BatchJSON.decode(Array(json.utf8), file: "f.json", what: "a test document")
            #expect(message == nil, "not refused: \(json)")
        } catch {
            #expect(message.map { error.description.hasSuffix($0) } == true, "\(json): \(error.description)")
        }
    }

    /// Makes an entry of `kind` at `path`; false when this system cannot (a device node needs CAP_MKNOD).
    static func make(_ kind: String, at path: String) throws -> Bool {
        switch kind {
        case "fifo": return mkfifo(path, 0o644) == 0
        case "folder": return mkdir(path, 0o755) == 0
        case "link": return symlink(path + ".elsewhere", path) == 0
        case "device":
            // The same device as /dev/null (1, 3), made here: were it replaced, only this copy would go.
            return mknod(path, S_IFCHR | 0o644, (1 << 8) | 3) == 0  // makedev(1, 3) in Linux's encoding of small numbers
        case "socket":
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { return false }
            defer { close(descriptor) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
            withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            } == 0
        default: return false
        }
    }

    /// The file type bits of what is at `path` (not following a link), or nil.
    static func type(of path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }
}
