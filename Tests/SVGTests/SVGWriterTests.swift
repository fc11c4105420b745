import Foundation
import Geometry
import Drawing
import Testing
import TestSupport
@testable import SVG

@Suite struct SVGNumberTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.0004, "0"), (1e-7, "0"), (2.0, "2"), (-2.5, "-2.5"),
        (47.333333333, "47.333"), (0.1 + 0.2, "0.3"), (1e21, "1000000000000"), (-1e300, "-1000000000000"),
        (123.0005, "123.001"), (0.05, "0.05"), (-0.0006, "-0.001"), (Double.nan, "0"),
    ])
    func formatsWithoutExponentsOrNegativeZero(value: Double, expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }

    @Test func everyAlphaSurvivesTheOpacityRoundTrip() {
        for alpha in 0...255 {
            let text = SVGNumber.format(Double(alpha) / 255)
            let back = (Double(text)! * 255).rounded()
            #expect(Int(back) == alpha, "alpha \(alpha) printed as \(text)")
        }
    }
}

@Suite struct SVGWriterTests {
    private func sampleDisplayList() -> DisplayList {
        var island = Path()
        island.move(to: Point(x: 10, y: 2))
        island.line(to: Point(x: 20, y: 2))
        island.line(to: Point(x: 20, y: 6))
        island.close()
        var screen = Path(rect: Rect(x: 0, y: 0, width: 30, height: 60))
        screen.append(island)
        let view = Group(
            id: "view-list", className: "view table", title: "list (0, 0, 30, 60)",
            clip: Path(rect: Rect(x: 0, y: 0, width: 30, height: 60)),
            nodes: [.shape(Shape(path: Path(rect: Rect(x: 1, y: 1, width: 5, height: 5)), fill: Color(hex: 0x34C759, alpha: 128)))])
        return DisplayList(
            size: Size(width: 30, height: 60),
            layers: [
                Layer(id: .device, nodes: [.shape(Shape(path: screen, fill: Color(hex: 0x111111), fillRule: .evenOdd))]),
                Layer(id: .screen, nodes: [.group(view)]),
                Layer(id: .frames, nodes: [
                    .shape(Shape(path: Path(rect: Rect(x: 0.5, y: 0.5, width: 29, height: 59)),
                                 stroke: Stroke(color: Color(hex: 0xFF3B30), width: 1, dash: [4, 2]))),
                    .text(TextRun(string: "a<b & \"c\"", origin: Point(x: 2, y: 10), fontSize: 12,
                                  fontFamily: "Inter, Droid Sans Fallback", color: .init(hex: 0), outline: Path(), width: 20)),
                ]),
            ],
            metadata: [MetadataEntry("device", "iphone-x")])
    }

    @Test func layersAreGroupsWithStableIdsInOrder() {
        let svg = SVGWriter().write(sampleDisplayList())
        let device = svg.range(of: "<g id=\"device\" class=\"layer\">")
        let screen = svg.range(of: "<g id=\"screen\" class=\"layer\">")
        let frames = svg.range(of: "<g id=\"frames\" class=\"layer overlay\">")
        #expect(device != nil && screen != nil && frames != nil)
        if let device, let screen, let frames {
            #expect(device.lowerBound < screen.lowerBound && screen.lowerBound < frames.lowerBound)
        }
    }

    @Test func attributesCarryPaintRulesAndEscapes() {
        let svg = SVGWriter().write(sampleDisplayList())
        #expect(svg.contains("fill=\"#111111\" fill-rule=\"evenodd\""))
        #expect(svg.contains("fill=\"#34c759\" fill-opacity=\"0.502\""))
        #expect(svg.contains("stroke=\"#ff3b30\" stroke-width=\"1\" stroke-dasharray=\"4 2\""))
        #expect(svg.contains(">a&lt;b &amp; &quot;c&quot;</text>"))
        #expect(svg.contains("<title>list (0, 0, 30, 60)</title>"))
        #expect(svg.contains("<clipPath id=\"clip1\">"))
        #expect(svg.contains("d=\"M0 0L30 0L30 60L0 60ZM10 2L20 2L20 6Z\""))
    }

    /// Issue 18: noncharacters (U+FDD0–U+FDEF, U+nFFFE, U+nFFFF) and the controls XML 1.0 cannot carry
    /// in a label, a title or metadata gave an SVG that resvg and rsvg-convert refused. They are dropped;
    /// both renderers read the file.
    @Test func noncharactersAndIllegalScalarsAreDroppedSoRenderersReadTheFile() throws {
        let n = { (value: UInt32) in String(Unicode.Scalar(value)!) }
        let hostile = "in" + n(0xFDD0) + "box" + n(0xFFFE) + n(0xFFFF) + n(0x10FFFF) + n(0x1FFFE) + "\u{1}\u{1B}\u{0600}<script>"
        let displayList = DisplayList(
            size: Size(width: 30, height: 60),
            layers: [Layer(id: .frames, nodes: [
                .group(Group(id: "g", title: hostile, nodes: [
                    .text(TextRun(string: hostile, origin: Point(x: 2, y: 10), fontSize: 12, fontFamily: "Inter",
                                  color: .init(hex: 0), outline: Path(), width: 20)),
                ])),
            ])],
            metadata: [MetadataEntry("label", hostile)])
        let svg = SVGWriter().write(displayList)
        #expect(svg.contains(">inbox\u{0600}&lt;script&gt;</text>"))
        #expect(!svg.unicodeScalars.contains { ($0.value & 0xFFFE) == 0xFFFE || (0xFDD0...0xFDEF).contains($0.value) || $0.value == 1 || $0.value == 0x1B })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-svg-nonchar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("label.svg").path
        try Data(svg.utf8).write(to: URL(fileURLWithPath: file))
        for renderer in [["resvg", file, folder.path + "/a.png"], ["rsvg-convert", "-o", folder.path + "/b.png", file]] {
            guard Subprocess.which(renderer[0]) != nil else {
                Issue.record("\(renderer[0]) is needed: run .ci/setup --test")
                continue
            }
            let run = try Subprocess.run(renderer)
            #expect(run.status == 0, "\(renderer[0]): \(run.everything)")
        }
    }

    @Test func hiddenLayersAreLeftOut() {
        let svg = SVGWriter(options: .init(hiddenLayers: [.frames])).write(sampleDisplayList())
        #expect(!svg.contains("id=\"frames\""))
        #expect(svg.contains("id=\"screen\""))
    }

    /// A drawing whose size is not whole pixels at the scale (a legend's text lines) declares the PNG's pixel size,
    /// rounded up as `DisplayListRasterizer.pixelSize` rounds it, and a viewBox of those pixels: an SVG renderer then
    /// draws a picture of the PNG's size (resvg drew 1,831 rows where the PNG has 1,832).
    @Test func aFractionalSizeTakesThePNGsWholePixels() {
        let svg = SVGWriter(options: .init(scale: 2)).write(DisplayList(size: Size(width: 30.25, height: 60.4)))
        #expect(svg.contains("width=\"61\" height=\"121\" viewBox=\"0 0 30.5 60.5\""), "\(svg.prefix(300))")
    }

    @Test func scaleSetsThePixelSizeButNotTheViewBox() {
        let svg = SVGWriter(options: .init(scale: 3)).write(sampleDisplayList())
        #expect(svg.contains("width=\"90\" height=\"180\" viewBox=\"0 0 30 60\""))
    }

    @Test func sameDisplayListGivesTheSameBytes() {
        #expect(SVGWriter().write(sampleDisplayList()) == SVGWriter().write(sampleDisplayList()))
    }

    @Test func outputIsWellFormedXML() throws {
        let svg = SVGWriter().write(sampleDisplayList())
        let result = try XMLCheck.run(svg)
        #expect(result == "ok", "python's XML parser said: \(result)")
    }
}
