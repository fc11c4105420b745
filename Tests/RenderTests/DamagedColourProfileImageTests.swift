@testable import Devices
import Foundation
import PNG
import Render
import Drawing
import Screens
import TestSupport
import Testing

/// A catalogue image whose colour profile chunk (`iCCP`) fails its CRC, as some exported PNGs carry: an
/// ancillary chunk, so the image is drawn without it (libpng's default, png_set_crc_action in
/// http://www.libpng.org/pub/png/libpng-manual.txt; https://www.w3.org/TR/png-3/#13Decoders.Errors), where
/// Bezel refused the whole document. The PNG is made by the test, one known colour.
@Suite struct DamagedColourProfileImageTests {
    typealias RGB = ControlDrawingTests.RGB

    static let teal: UInt32 = 0x008080

    /// `png` with an `iCCP` chunk (a profile name, the compression byte and a few bytes of data) after its IHDR,
    /// stored with a CRC one bit off.
    static func withDamagedProfile(_ png: [UInt8]) -> [UInt8] {
        let ihdrEnd = 8 + 12 + 13
        let body: [UInt8] = Array("iCCP".utf8) + Array("Photoshop ICC profile".utf8) + [0, 0] + [0x78, 0x9C, 0x63, 0x60, 0x00, 0x00]
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        let damagedCRC = (crc ^ 0xFFFF_FFFF) ^ 0x0000_0100
        let length = UInt32(body.count - 4)
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(value >> UInt32($0) & 0xFF) } }
        return Array(png[0..<ihdrEnd]) + bigEndian(length) + body + bigEndian(damagedCRC) + Array(png[ihdrEnd...])
    }

    static func project() throws -> AssetProject {
        let project = try AssetProject("damaged-colour-profile")
        try project.writeImageSet("Placeholder", points: 40) { withDamagedProfile(try AssetProject.png(side: $0, teal)) }
        try project.write("Main.xib", AssetProject.xib(
            AssetProject.fixed("imageView", id: "photo", x: 40, y: 120, width: 40, height: 40, attributes: #"image="Placeholder""#),
            resources: #"<image name="Placeholder" width="40" height="40"/>"#))
        return project
    }

    @Test(arguments: ControlDrawingTests.appearances) func drawnWithoutTheDamagedChunk(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try ImageNameRenderTests.render(project, appearance)
        let frame = try drawn.frame("photo")
        for (x, y) in [(frame.minX + 2, frame.minY + 2), (frame.midX, frame.midY), (frame.maxX - 2, frame.maxY - 2)] {
            #expect(drawn.pixel(x, y).near(RGB(hex: Self.teal)), "\(appearance): \(drawn.pixel(x, y))")
        }
        let screen = try ScreenLoader.single(path: project.document)
        #expect(!screen.substitutes.contains { $0.id == "photo" }, "\(screen.substitutes)")
    }
}
