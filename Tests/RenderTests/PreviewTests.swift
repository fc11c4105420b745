@testable import Devices
import Foundation
@testable import Render
import Testing

/// Writes a few images to a folder for a person to look at when BEZEL_PREVIEW is set; checks only
/// that they were made. Not a quality gate: the comparisons live in the other suites.
@Suite struct PreviewTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["BEZEL_PREVIEW"] != nil))
    func writePreviews() throws {
        let folder = ProcessInfo.processInfo.environment["BEZEL_PREVIEW"]!
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let cases: [(String, String, Orientation, WindowMode)] = [
            ("toon-contacts", "iphone-x", .portrait, .full),
            ("toon-contacts", "iphone-15-pro", .landscapeLeft, .full),
            ("comments-load-more", "iphone-8", .portrait, .full),
            ("youku-grid", "ipad-pro-11", .landscapeLeft, .splitTwoThirds),
            ("legacy-letterboxed", "iphone-x", .portrait, .full),
        ]
        for (name, device, orientation, window) in cases {
            let image = try RenderFixtures.pipeline().render(
                screen: RenderFixtures.template(name), profile: RenderFixtures.profile(device, orientation, window))
            let base = "\(folder)/\(name)-\(device)-\(orientation.rawValue)"
            try Data(image.png!).write(to: URL(fileURLWithPath: base + ".png"))
            try image.svg!.write(toFile: base + ".svg", atomically: true, encoding: .utf8)
            #expect(image.png!.count > 1000)
        }
    }
}
