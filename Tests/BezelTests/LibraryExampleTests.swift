import Bezel
import Foundation
import Testing

/// The library product's example (LibraryExample.swift) runs, and is the text docs/library.md shows.
@Suite struct LibraryExampleTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The big-endian 32-bit number at `offset`.
    static func uint32(_ bytes: [UInt8], _ offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }

    @Test func documentShowsTheCompiledExample() throws {
        let document = try String(contentsOf: Self.repository.appendingPathComponent("docs/library.md"), encoding: .utf8)
        let example = try String(contentsOf: Self.repository.appendingPathComponent("Tests/BezelTests/LibraryExample.swift"), encoding: .utf8)
        // The document's last Swift block is the file without its first line (the comment pointing here).
        let block = try #require(document.components(separatedBy: "```swift\n").last?.components(separatedBy: "```\n").first)
        let code = example.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).last.map(String.init)
        #expect(block == code)
    }

    @Test func exampleDrawsATemplateAtTheDevicesResolution() throws {
        let mockups = try mockups(of: Self.repository.appendingPathComponent("Templates/sticky-button.yml").path)
        let mockup = try #require(mockups.first)
        #expect(mockups.count == 1)
        // iPhone 16 Pro: 2622 × 1206 pixels at 3× (https://support.apple.com/en-us/121031), so 874 × 402 points.
        let device = try BezelDevice("iphone-16-pro")
        #expect(device.width * device.scale == 1206)
        #expect(device.height * device.scale == 2622)
        // A PNG, with the device drawn around the screen: more pixels than the screen has on each side.
        #expect(Array(mockup.png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(Self.uint32(mockup.png, 16) > 1206)
        #expect(Self.uint32(mockup.png, 20) > 2622)
        // The screen's root view spans the window's width.
        #expect(mockup.views.contains { $0.x == 0 && $0.width == 402 })
    }

    @Test func exampleReadsEveryScenesOfAStoryboard() throws {
        let mockups = try mockups(of: Self.repository.appendingPathComponent("Templates/mail.storyboard").path)
        #expect(mockups.count > 1)
        #expect(Set(mockups.map(\.screen)).count == mockups.count)
    }

    @Test func aMissingFileIsOneErrorNamingIt() {
        #expect {
            try mockups(of: "/nonexistent/screen.yml")
        } throws: { error in
            (error as? BezelError)?.description.contains("/nonexistent/screen.yml") == true
        }
    }

    @Test func anUnknownDeviceIsRefused() {
        #expect(throws: BezelError.self) { try BezelDevice("iphone-0") }
        #expect(BezelDevice.catalogue.contains("iphone-16-pro"))
    }

    @Test func svgIsInPointsAndThePNGAtTheDevicesScale() throws {
        let screen = try #require(try BezelScreen.load(path: Self.repository.appendingPathComponent("Templates/sticky-button.yml").path).first)
        let layout = try BezelLayout(screen, on: BezelDevice("iphone-16-pro"))
        let svg = String(decoding: try layout.draw(.svg), as: UTF8.self)
        let png = try layout.draw(.png)
        // The SVG's viewBox is in points; the PNG of the same drawing has 3 pixels per point.
        let viewBox = try #require(svg.components(separatedBy: "viewBox=\"").dropFirst().first?.split(separator: "\"").first)
        let box = viewBox.split(separator: " ").compactMap { Double($0) }
        #expect(box.count == 4)
        #expect(Int((box[2] * 3).rounded()) == Self.uint32(png, 16))
        #expect(Int((box[3] * 3).rounded()) == Self.uint32(png, 20))
    }
}
