@testable import Devices
@testable import Diff
import Foundation
@testable import PNG
@testable import Render
@testable import Screens
import Testing
import TestSupport

/// resvg, an independent SVG renderer, draws our SVG (text as outlines); the picture must match our
/// own PNG of the same display list: under 0.5 % of pixels may differ at pixelmatch's threshold 0.1.
///
/// Every Template is drawn, each on one profile of a rotating set that covers a notch, a Dynamic
/// Island, a home-button iPhone and an iPad in Split View, in portrait and landscape.
@Suite(.serialized) struct SecondRendererTests {
    static let profiles: [(String, Orientation, WindowMode)] = [
        ("iphone-x", .portrait, .full),
        ("iphone-15-pro", .landscapeLeft, .full),
        ("iphone-8", .portrait, .full),
        ("ipad-pro-11", .landscapeLeft, .splitTwoThirds),
    ]

    static var resvgAvailable: Bool { Subprocess.which("resvg") != nil }

    /// Writes `svg` into `folder` as `name`.svg, has resvg draw it, and compares resvg's picture with `png`,
    /// our PNG of the same display list, at pixelmatch's threshold 0.1.
    static func compareWithResvg(svg: String, png: [UInt8], in folder: URL, name: String) throws -> DiffResult {
        let svgURL = folder.appendingPathComponent("\(name).svg"), theirsURL = folder.appendingPathComponent("\(name)-resvg.png")
        try svg.write(to: svgURL, atomically: true, encoding: .utf8)
        let run = try Subprocess.run(["resvg", svgURL.path, theirsURL.path])
        #expect(run.status == 0, "resvg failed on \(name): \(run.everything)")
        let ours = try PNGDecoder.decodeStraight(png)
        let theirs = try PNGDecoder.decodeStraight(Array(Data(contentsOf: theirsURL)))
        return ImageDiff.compare(ours, theirs, options: DiffOptions(threshold: 0.1))
    }

    @Test(.enabled(if: resvgAvailable)) func resvgAgreesWithOurPNGOnEveryTemplate() throws {
        let templates = try TemplateFolder.names()
        #expect(templates.count >= 11)
        let folder = try RenderFixtures.scratchFolder("resvg")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipeline = RenderFixtures.pipeline(RenderOptions(textAsPaths: true))
        for (index, name) in templates.enumerated() {
            let (device, orientation, window) = Self.profiles[index % Self.profiles.count]
            let screen = try RenderFixtures.template(name)
            guard let profile = try? RenderFixtures.profile(device, orientation, window) else { continue }
            let image = try pipeline.render(screen: screen, profile: profile)
            // The emoji of world-languages (a skin tone, a flag, a ZWJ sequence) are bitmaps in both pictures.
            if name == "world-languages" { #expect(image.svg!.contains("data:image/png;base64,")) }
            let result = try Self.compareWithResvg(svg: image.svg!, png: image.png!, in: folder, name: name)
            #expect(result.sizesMatch, "\(name) on \(device): our \(result.sizeA), resvg's \(result.sizeB)")
            #expect(result.ratio < 0.005, "\(name) on \(device) \(orientation.rawValue): \(result.differentPixels) of \(result.totalPixels) pixels differ (\(result.ratio * 100) %)")
        }
    }
}

extension SecondRendererTests {
    /// Every scene of every storyboard in Templates/ (its switches, cells, bar items and buttons as the document
    /// describes them), light and dark, each on one profile of the same rotating set: resvg's picture of our SVG
    /// agrees with our PNG within 0.5 % as the templates' do.
    @Test(.enabled(if: resvgAvailable)) func resvgAgreesWithOurPNGOnEveryStoryboardScene() throws {
        let storyboards = try FileManager.default.contentsOfDirectory(atPath: RenderFixtures.templatesFolder)
            .filter { $0.hasSuffix(".storyboard") }.sorted()
        #expect(storyboards.count >= 4)
        let folder = try RenderFixtures.scratchFolder("resvg-storyboards")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipeline = RenderFixtures.pipeline(RenderOptions(textAsPaths: true))
        var index = 0, compared = 0
        for storyboard in storyboards {
            for screen in try ScreenLoader.screens(path: RenderFixtures.templatesFolder + "/" + storyboard) {
                for appearance in [Appearance.light, .dark] {
                    let (device, orientation, window) = Self.profiles[index % Self.profiles.count]
                    index += 1
                    guard let profile = try? RenderFixtures.profile(device, orientation, window).with(appearance: appearance) else { continue }
                    let image = try pipeline.render(screen: screen, profile: profile)
                    let name = screen.name.replacingOccurrences(of: "/", with: "-") + "-" + appearance.rawValue
                    let result = try Self.compareWithResvg(svg: image.svg!, png: image.png!, in: folder, name: name)
                    #expect(result.sizesMatch, "\(name) on \(device): our \(result.sizeA), resvg's \(result.sizeB)")
                    #expect(result.ratio < 0.005, "\(name) on \(device) \(orientation.rawValue): \(result.differentPixels) of \(result.totalPixels) pixels differ (\(result.ratio * 100) %)")
                    compared += 1
                }
            }
        }
        #expect(compared >= 10)
    }
}

extension SecondRendererTests {
    /// Emoji large enough to matter: a 40 pt line of them at @3x, where each covers about 150 × 140 pixels, and
    /// a 13 pt line, where the strike is reduced eight times. resvg resamples the embedded PNGs with its own
    /// filter; the pictures must still agree within 0.5 %.
    @Test(.enabled(if: resvgAvailable), arguments: [40, 13]) func resvgAgreesOnEmoji(fontSize: Int) throws {
        let folder = try RenderFixtures.scratchFolder("resvg-emoji")
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = try ColorEmojiRenderTests.screen("😀 👍🏽 🇯🇵 👨‍👩‍👧 ✅", fontSize: fontSize)
        let profile = try RenderFixtures.profile("iphone-x")
        let image = try RenderFixtures.pipeline(RenderOptions(textAsPaths: true)).render(screen: screen, profile: profile)
        let result = try Self.compareWithResvg(svg: image.svg!, png: image.png!, in: folder, name: "emoji")
        #expect(result.sizesMatch)
        #expect(result.ratio < 0.005, "\(result.differentPixels) of \(result.totalPixels) pixels differ (\(result.ratio * 100) %)")
        // Only the emoji can differ here, so hold them to the same share of their own area.
        let emojiArea = ColorEmojiRenderTests.bitmaps(image.displayList.layers.flatMap(\.nodes)).reduce(0) { $0 + $1.rect.width * $1.rect.height * 9 }
        #expect(emojiArea > 0)
        #expect(Double(result.differentPixels) < 0.05 * emojiArea, "\(result.differentPixels) differing pixels for \(Int(emojiArea)) of emoji")
    }
}

extension SecondRendererTests {
    /// An image view's PNG in each content mode: resvg draws the embedded image with its own filter, within 0.5 %.
    @Test(.enabled(if: resvgAvailable), arguments: ["scaleToFill", "aspectFit", "aspectFill", "center"])
    func resvgAgreesOnImageViews(contentMode: String) throws {
        let (folder, path) = try ImageViewTests.template(contentMode: contentMode)
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = try ScreenLoader.load(path: path)
        let image = try RenderFixtures.pipeline(RenderOptions(textAsPaths: true)).render(screen: screen, profile: try RenderFixtures.profile("iphone-x"))
        let result = try Self.compareWithResvg(svg: image.svg!, png: image.png!, in: folder, name: "image")
        #expect(result.sizesMatch)
        #expect(result.ratio < 0.005, "\(contentMode): \(result.differentPixels) of \(result.totalPixels) pixels differ (\(result.ratio * 100) %)")
    }
}

/// The Template names in the repository, sorted.
enum TemplateFolder {
    static func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: RenderFixtures.templatesFolder)
            .filter { $0.hasSuffix(".yml") }
            .map { String($0.dropLast(4)) }
            .sorted()
    }
}
