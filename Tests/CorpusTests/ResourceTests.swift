@testable import Devices
@testable import Diagnostics
import Foundation
@testable import Render
@testable import Screens
import Testing
@testable import Text

/// Issue 9: hostile sizes are refused before they cost memory. Each input runs through the built
/// `bezel` in a child process, whose peak resident memory (`ru_maxrss`) must stay far below what the
/// input claims; a plain run of `bezel diff` on two small PNGs peaks at about 20 MB.
@Suite struct ResourceTests {
    /// 512 MB: well above any run's baseline, even under AddressSanitizer, and a quarter of the 2 GB the
    /// text-chunk case would take if its claimed length were allocated.
    static let memoryCeiling = 512 << 20

    static let cases: [(name: String, arguments: [String], firstLine: String)] = [
        ("text-chunk-huge.png", ["diff", "$GEN/good.png", "$GEN/text-chunk-huge.png"], "error: $GEN/text-chunk-huge.png: truncated"),
        ("huge-maximum.png", ["diff", "$GEN/good.png", "$GEN/huge-maximum.png"],
         "error: $GEN/huge-maximum.png: image is 2147483647×2147483647 pixels, over the limit of 20000 per side and 100000000 pixels in all"),
        ("chunk-length-huge.png", ["diff", "$GEN/good.png", "$GEN/chunk-length-huge.png"], "error: $GEN/chunk-length-huge.png: truncated"),
        ("limit-depth-hostile.yml", ["layout", "$GEN/limit-depth-hostile.yml", "--device", "iphone-x"],
         "$GEN/limit-depth-hostile.yml:2:71: error: the template nests lists and mappings more than 64 levels deep"),
        ("limit-file-size.yml", ["layout", "$GEN/limit-file-size.yml", "--device", "iphone-x"],
         "$GEN/limit-file-size.yml:1:1: error: the template is larger than 1048576 bytes, the limit"),
    ]

    /// The generated inputs these tests use, for `CorpusTests.everyInputIsUsed`.
    static var generatedNames: [String] { cases.map(\.name) + ["good.png"] }

    @Test(arguments: 0..<cases.count)
    func hostileSizeIsRefusedWithoutTheMemory(index: Int) throws {
        let (name, arguments, firstLine) = Self.cases[index]
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        for file in Set([name, "good.png"]) {
            let bytes = try #require(GeneratedInputs.files[file])
            try Data(bytes).write(to: URL(fileURLWithPath: scratch.path + "/" + file))
        }
        let outcome = try BezelProcess.run(arguments.map { $0.replacingOccurrences(of: "$GEN", with: scratch.path) }, measuringMemory: true)
        #expect(outcome.status == 2)
        #expect(outcome.err.split(separator: "\n").first.map(String.init) == firstLine.replacingOccurrences(of: "$GEN", with: scratch.path))
        let peak = try #require(outcome.peakMemory, "python3 reported no peak memory")
        #expect(peak < Self.memoryCeiling, "\(name): peak memory \(peak >> 20) MB")
    }

    /// The pixel budget: a canvas over the PNG reader's limits (20,000 pixels a side, 100 Mpx) is refused
    /// before it is allocated. The command line caps `--scale` at 4, so this asks the library for 100×:
    /// iPhone X's device art at 100× would be over 4 Gpx (16 GB), so returning at all shows nothing was
    /// allocated.
    @Test func hundredfoldScaleIsRefusedBeforeAllocating() throws {
        let screen = try ScreenLoader.load(path: CorpusManifest.root + "/good/screen.yml")
        let profile = try Catalogue.device(named: "iphone-x").profile(ios: 16, orientation: .portrait, window: .full)
        let pipeline = ImagePipeline(typesetter: try Typesetter.standard(), options: RenderOptions(formats: [.png], scale: 100))
        #expect {
            _ = try pipeline.render(screen: screen, profile: profile)
        } throws: { error in
            let message = (error as? InputError)?.diagnostics.first?.message ?? ""
            return message.hasPrefix("the PNG of good on iphone-x-portrait would be ")
                && message.hasSuffix("pixels, over the limit of 20000 per side and 100000000 pixels in all")
        }
        // 4×, the largest scale the command line accepts, stays within the budget.
        let fourfold = ImagePipeline(typesetter: try Typesetter.standard(), options: RenderOptions(formats: [.png], scale: 4))
        #expect(throws: Never.self) { _ = try fourfold.render(screen: screen, profile: profile) }
    }

    /// Issue 18: work scales with what is drawn, not with what is described. Each template is under 1 KB
    /// and describes millions of rows or items (four tables of 100,000 rows of 0.008 pt took 3.7 GB and
    /// 82 s before rows were clipped to the visible ones); drawn at 3× as PNG and SVG, each must stay
    /// under 1 GB (the budget). A run now peaks near 70 MB.
    static let tinyTemplates: [(name: String, text: String)] = {
        let pin = "pin: {top: superview, bottom: superview, leading: superview, trailing: superview}"
        func four(_ view: String) -> String {
            "screen: tiny\nviews:\n" + ["a", "b", "c", "d"].map { "  - {id: \($0), kind: \(view)}\n" }.joined()
        }
        return [
            ("rows", four("table, \(pin), rows: 100000, rowHeight: 0.008")),
            ("sections", four("table, \(pin), rows: 100000, sections: 100000, rowHeight: 0.008")),
            ("rows-scrolled", "screen: tiny\nviews:\n  - {id: a, kind: table, \(pin), rows: 100000, sections: 100000, rowHeight: 1, contentInset: {top: -99999}}\n"),
            ("grid", four("grid, \(pin), standardWidth: 1, standardColumns: 1000, items: 100000, gap: 0, margin: 0, itemAspect: 0.01")),
        ]
    }()

    @Test(arguments: 0..<tinyTemplates.count)
    func aTinyTemplateDescribingMillionsOfThingsStaysWithinTheBudget(index: Int) throws {
        let (name, text) = Self.tinyTemplates[index]
        #expect(text.utf8.count < 1024, "\(name) is \(text.utf8.count) bytes")
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let template = scratch.path + "/\(name).yml"
        try text.write(toFile: template, atomically: true, encoding: .utf8)
        let outcome = try BezelProcess.run(["render", template, "--device", "iphone-x", "--format", "png,svg", "--fail-on", "never",
                                            "--out", scratch.path + "/out", "--quiet"], measuringMemory: true)
        #expect(outcome.status == 0, "\(name): \(outcome.err)")
        let peak = try #require(outcome.peakMemory, "python3 reported no peak memory")
        #expect(peak < 1 << 30, "\(name): peak memory \(peak >> 20) MB")
    }

    /// Writes a 1-bit grayscale PNG of `width`×`height` white pixels, compressed by zlib at level 9: a
    /// 10,000×10,000 one is about 12 KB and decodes to 400 MB of RGBA. Python's zlib, because the test
    /// needs a real deflate stream (the corpus's own PNGs use stored blocks).
    static func writeSparsePNG(_ path: String, width: Int, height: Int) throws {
        let script = """
            import struct, sys, zlib
            path, w, h = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
            def chunk(kind, data):
                return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
            row = b"\\x00" + b"\\xff" * ((w + 7) // 8)
            data = zlib.compressobj(9)
            body = b"".join(data.compress(row) for _ in range(h)) + data.flush()
            png = b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 1, 0, 0, 0, 0)) + chunk(b"IDAT", body) + chunk(b"IEND", b"")
            open(path, "wb").write(png)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, path, String(width), String(height)]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// Issue 18: a pair of PNGs under 100 KB never costs more than 500 MB. Sizes are read from the headers
    /// before decoding: a size mismatch is a difference without decoding, and a comparison over
    /// `DiffBudget` is refused before it allocates (two 10,000×10,000 images took 1.6 GB before).
    @Test(arguments: [
        // (expected side, actual side, extra arguments, status, first line of stderr or "")
        (10_000, 10_000, ["--diff-image", "$OUT/diff.png"], Int32(2),
         "error: comparing $GEN/a.png (10000×10000) with $GEN/b.png (10000×10000) would hold 300000000 pixels at once (both images and the diff image), over the budget of 96000000 pixels for one comparison"),
        (10_000, 10_000, [], 2,
         "error: comparing $GEN/a.png (10000×10000) with $GEN/b.png (10000×10000) would hold 200000000 pixels at once (both images), over the budget of 96000000 pixels for one comparison"),
        (10_000, 9_999, [], 1, ""),
        (10_000, 9_999, ["--diff-image", "$OUT/diff.png"], 2,
         "error: comparing $GEN/a.png (10000×10000) with $GEN/b.png (9999×9999) would hold 399970001 pixels at once (both images and the diff image), over the budget of 96000000 pixels for one comparison"),
        (5_000, 5_000, ["--diff-image", "$OUT/diff.png"], 0, ""),
    ])
    func aPairOfSmallPNGsStaysWithinTheBudget(sides: (Int, Int, [String], Int32, String)) throws {
        let (expectedSide, actualSide, extra, status, firstLine) = sides
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let (a, b) = (scratch.path + "/a.png", scratch.path + "/b.png")
        try Self.writeSparsePNG(a, width: expectedSide, height: expectedSide)
        try Self.writeSparsePNG(b, width: actualSide, height: actualSide)
        for file in [a, b] {
            let size = try #require(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
            #expect(size < 100_000, "\(file) is \(size) bytes")
        }
        let substitute = { (text: String) in text.replacingOccurrences(of: "$GEN", with: scratch.path).replacingOccurrences(of: "$OUT", with: scratch.path) }
        let outcome = try BezelProcess.run(["diff", a, b] + extra.map(substitute), measuringMemory: true)
        #expect(outcome.status == status, "\(outcome.err)")
        if !firstLine.isEmpty { #expect(outcome.err.split(separator: "\n").first.map(String.init) == substitute(firstLine)) }
        let peak = try #require(outcome.peakMemory, "python3 reported no peak memory")
        #expect(peak < 500 << 20, "peak memory \(peak >> 20) MB")
    }
}
