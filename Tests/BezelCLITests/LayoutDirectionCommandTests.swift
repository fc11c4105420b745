import Foundation
import Testing
@testable import BezelCLI

/// Issue 14, layout direction, through the commands: a `layoutDirection: rightToLeft` template renders
/// as PNG and SVG with its back button on the right (read back from the layout JSON the run wrote),
/// `--layout-direction` overrides the template's direction on `layout`, `check` and `render`, and the
/// JSON says which direction it was laid out in.
@Suite(.serialized) struct LayoutDirectionCommandTests {
    static let template = LayoutCommandTests.templates + "/rtl-settings.yml"

    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    /// The layout JSON's direction, window width, root safe area and back button frame.
    struct Parsed {
        var direction: String
        var width: Double
        var safeLeft: Double
        var safeRight: Double
        var back: (x: Double, width: Double)
    }

    func parse(_ json: String) throws -> Parsed {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let size = try #require(object["size"] as? [String: Double])
        let safe = try #require(object["safeArea"] as? [String: Double])
        let items = try #require(object["barItems"] as? [[String: Any]])
        let back = try #require(items.first { $0["id"] as? String == "backButton" })
        #expect(back["bar"] as? String == "navigationBar" && back["title"] as? String == "General")
        let frame = try #require(back["frame"] as? [String: Double])
        return Parsed(
            direction: try #require(object["layoutDirection"] as? String), width: try #require(size["width"]),
            safeLeft: try #require(safe["left"]), safeRight: try #require(safe["right"]),
            back: (try #require(frame["x"]), try #require(frame["width"])))
    }

    /// The back button 8 pt from the safe area's right edge right to left, from its left edge left to
    /// right (a notched phone in landscape: 59 pt of inset on both sides).
    @Test func layoutJSONSaysTheDirectionAndPutsTheBackButtonOnTheRight() throws {
        let base = ["layout", Self.template, "--device", "iphone-15-pro", "--orientation", "landscape-left", "--json"]
        let rtl = run(base)
        #expect(rtl.status == 0, "\(rtl.err)")
        let r = try parse(rtl.out)
        #expect(r.direction == "rightToLeft")
        #expect(r.safeRight > 0)
        #expect(abs(r.back.x + r.back.width - (r.width - r.safeRight - 8)) < 0.001)

        let ltr = run(base + ["--layout-direction", "leftToRight"])
        #expect(ltr.status == 0, "\(ltr.err)")
        let l = try parse(ltr.out)
        #expect(l.direction == "leftToRight")
        #expect(abs(l.back.x - (l.safeLeft + 8)) < 0.001)
        #expect(abs(l.back.width - r.back.width) < 0.001)
    }

    /// `bezel render` writes the PNG and the SVG of the right-to-left screen; the layout JSON beside them
    /// has the back button on the right, and `--layout-direction leftToRight` draws a different picture.
    @Test func renderDrawsTheMirroredScreen() throws {
        func render(_ extra: [String]) throws -> (json: String, png: Data, svg: String) {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-direction-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: out) }
            let result = run(["render", Self.template, "--device", "iphone-15-pro", "--scale", "1", "--out", out, "--quiet"] + extra)
            #expect(result.status == 0, "\(result.err)")
            let base = out + "/rtl-settings/iphone-15-pro-portrait"
            let png = try Data(contentsOf: URL(fileURLWithPath: base + ".png"))
            #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
            return (try String(contentsOfFile: base + ".layout.json", encoding: .utf8), png,
                    try String(contentsOfFile: base + ".svg", encoding: .utf8))
        }
        let rtl = try render([])
        let r = try parse(rtl.json)
        #expect(r.direction == "rightToLeft")
        #expect(r.back.x > r.width / 2)
        #expect(rtl.svg.contains("General"))
        let ltr = try render(["--layout-direction", "leftToRight"])
        let l = try parse(ltr.json)
        #expect(l.direction == "leftToRight" && l.back.x < l.width / 2)
        #expect(ltr.png != rtl.png)
    }

    /// `bezel check` runs on the mirrored layout: a view pinned to the root's leading edge meets the
    /// Dynamic Island in the landscape where the island is on its side — the other landscape once the
    /// layout is mirrored (the island, hardware, does not move). The finding names the view either way.
    @Test func checkRunsOnTheMirroredLayout() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-direction-\(UUID().uuidString).yml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "screen: tagged\nviews:\n  - {id: tag, kind: view, pin: {centerY: superview, leading: superview}, width: 80, height: 40}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        func housing(_ orientation: String, _ direction: String) -> Bool {
            let result = run(["check", path, "--devices", "iphone-15-pro", "--orientations", orientation, "--format", "json",
                              "--layout-direction", direction])
            #expect(result.status == 0 || result.status == 1, "\(result.err)")
            #expect(result.out.contains("\"tag\""))
            return result.out.contains("\"sensor-housing\"")
        }
        let left = housing("landscape-left", "leftToRight"), right = housing("landscape-right", "leftToRight")
        #expect(left != right)
        #expect(housing("landscape-left", "rightToLeft") == right)
        #expect(housing("landscape-right", "rightToLeft") == left)
    }
}
