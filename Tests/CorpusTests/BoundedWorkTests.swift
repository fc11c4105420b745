import Foundation
import Testing

/// Inputs within every limit whose numbers are as large as the limits allow: each `render` must end with
/// a clean exit (0, or 1 for its findings) and stay far within 1 GB, however large its views, because
/// every stage walks only what the image can show (docs/robustness.md, "One set of limits, work bounded
/// by what is drawn"). The refusals of the same section are in `cases.tsv`.
@Suite struct BoundedWorkTests {
    static let memoryCeiling = 1 << 30

    /// Templates of `Tests/Corpus/templates`: one 100,000-point view, twenty of them, a 100,000-point
    /// font in a 100,000-point label, a stack of fifty 100,000-point items 100,000 points apart, 300
    /// overlapping siblings (tens of thousands of overlaps, capped per view and per screen; a thousand,
    /// the 'views' limit, render in under 5 s with the release build: Benchmarks/results.md).
    static let templates = [
        "limits-huge-view", "limits-twenty-huge-views", "limits-huge-font", "limits-stack-spacing", "limits-overlapping-views",
    ]

    @Test(arguments: templates)
    func largeNumbersWithinTheLimitsRenderCleanly(_ name: String) throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let outcome = try BezelProcess.run(
            ["render", CorpusManifest.root + "/templates/\(name).yml", "--device", "iphone-x", "--out", scratch.path + "/out", "--quiet"],
            measuringMemory: true)
        #expect(outcome.status == 0 || outcome.status == 1, "\(name): \(outcome.err.prefix(500))")
        let peak = try #require(outcome.peakMemory, "python3 reported no peak memory")
        #expect(peak < Self.memoryCeiling, "\(name): peak memory \(peak >> 20) MB")
        let svg = try #require(FileManager.default.contents(atPath: scratch.path + "/out/\(name)/iphone-x-portrait.svg"))
        // A few kilobytes per view and finding; 8 MB would mean overlays drawn per point of a view.
        #expect(svg.count < 8 << 20, "\(name): SVG of \(svg.count) bytes")
        if name == "limits-overlapping-views" {
            let svgText = String(decoding: svg, as: UTF8.self)
            #expect(outcome.err.isEmpty || !outcome.err.contains("Fatal error"))
            // At most 100 sibling-overlap findings are listed (and drawn); the rest are counted in one.
            let layout = try String(contentsOfFile: scratch.path + "/out/\(name)/iphone-x-portrait.layout.json", encoding: .utf8)
            #expect(!layout.isEmpty && !svgText.isEmpty)
        }
    }

    /// A 1024² PNG of noise (4 MB) in a 100×100 image view: the SVG embeds it at the size it is drawn
    /// (300² pixels at 3×), not whole — whole, its base64 alone would be over 5 MB.
    @Test func anImageIsEmbeddedInTheSVGAtTheSizeItIsDrawn() throws {
        let scratch = ScratchFolder()
        defer { scratch.remove() }
        let side = 1024
        var state: UInt32 = 12345
        var scanlines: [UInt8] = []
        scanlines.reserveCapacity(side * (side * 4 + 1))
        for _ in 0..<side {
            scanlines.append(0)
            for _ in 0..<side {
                for _ in 0..<3 {
                    state = state &* 1_103_515_245 &+ 12345
                    scanlines.append(UInt8(truncatingIfNeeded: state >> 16))
                }
                scanlines.append(255)
            }
        }
        let png = PNGBytes.signature + PNGBytes.chunk("IHDR", PNGBytes.header(width: UInt32(side), height: UInt32(side)))
            + PNGBytes.chunk("IDAT", PNGBytes.zlibStored(scanlines)) + PNGBytes.chunk("IEND", [])
        try Data(png).write(to: URL(fileURLWithPath: scratch.path + "/noise.png"))
        try Data("""
            screen: noise
            views:
              - id: photo
                kind: image
                image: noise.png
                pin: { top: safeArea, leading: margins }
                width: 100
                height: 100

            """.utf8).write(to: URL(fileURLWithPath: scratch.path + "/noise.yml"))
        let outcome = try BezelProcess.run(
            ["render", scratch.path + "/noise.yml", "--device", "iphone-x", "--out", scratch.path + "/out", "--quiet"], measuringMemory: true)
        #expect(outcome.status == 0 || outcome.status == 1, "\(outcome.err.prefix(500))")
        let svg = try #require(FileManager.default.contents(atPath: scratch.path + "/out/noise/iphone-x-portrait.svg"))
        #expect(svg.count < 1 << 20, "SVG of \(svg.count) bytes")
        #expect(svg.count > 200_000, "the noise is embedded (300² pixels of it)")
    }
}
