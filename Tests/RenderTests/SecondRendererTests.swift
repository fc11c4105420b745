import Devices
import Diff
import Foundation
import PNG
import Render
import Testing
import TestSupport

/// resvg, an independent SVG renderer, draws our SVG (text as outlines); the picture must match our
/// own PNG of the same scene: under 0.5 % of pixels may differ at pixelmatch's threshold 0.1.
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
            let svgURL = folder.appendingPathComponent("\(name).svg")
            let theirsURL = folder.appendingPathComponent("\(name)-resvg.png")
            try image.svg!.write(to: svgURL, atomically: true, encoding: .utf8)
            let run = try Subprocess.run(["resvg", svgURL.path, theirsURL.path])
            #expect(run.status == 0, "resvg failed on \(name): \(run.everything)")
            let ours = try PNGDecoder.decodeStraight(image.png!)
            let theirs = try PNGDecoder.decodeStraight(Array(Data(contentsOf: theirsURL)))
            let result = ImageDiff.compare(ours, theirs, options: DiffOptions(threshold: 0.1))
            #expect(result.sizesMatch, "\(name) on \(device): our \(result.sizeA), resvg's \(result.sizeB)")
            #expect(result.ratio < 0.005, "\(name) on \(device) \(orientation.rawValue): \(result.differentPixels) of \(result.totalPixels) pixels differ (\(result.ratio * 100) %)")
        }
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
