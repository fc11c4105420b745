import Devices
import Foundation
import Geometry
import Render
import Drawing
import Screens
import TestSupport
import Testing

/// A PNG in Apple's CgBI variant, as Xcode's build writes them for iOS and as apps sometimes commit them
/// (https://iphonedevwiki.net/index.php/CgBI_file_format: a `CgBI` chunk before `IHDR`, the image data a raw deflate
/// stream without zlib's header and checksum, pixels stored blue, green, red, alpha with premultiplied colours), is
/// drawn as iOS draws it, not as a placeholder. The file is made here byte by byte: a stored (uncompressed) deflate
/// block (RFC 1951 §3.2.4) and a CRC-32 computed bit by bit (https://www.w3.org/TR/png-3/#5CRC-algorithm), so
/// each expected pixel is a known value.
@Suite struct CgBIImageTests {
    typealias RGB = ControlDrawingTests.RGB

    /// CRC-32 of the PNG specification (reflected polynomial 0xEDB88320), bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A 2 × 2 CgBI PNG: the left column opaque orange (#FF8000), the right one blue at alpha 128, each row
    /// stored as filter byte 0 then B, G, R, A premultiplied.
    static func crushedPNG() -> [UInt8] {
        let row: [UInt8] = [0] + [0x00, 0x80, 0xFF, 0xFF] + [0x80, 0x00, 0x00, 0x80]
        let rows = row + row
        // One final stored block: BFINAL 1, BTYPE 00, then LEN and its ones' complement, little-endian.
        let length = UInt16(rows.count)
        let deflate: [UInt8] = [0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + rows
        let header = bigEndian(2) + bigEndian(2) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("CgBI", [0x50, 0x00, 0x20, 0x06]) + chunk("IHDR", header) + chunk("IDAT", deflate) + chunk("IEND", [])
    }

    /// The image stretched over an 80 pt square on a white view: the orange column stays orange, the half-clear
    /// blue one is blue over white (0 + 127, 0 + 127, 128 + 127), in light and dark alike.
    @Test(arguments: [Appearance.light, .dark]) func cgbiImageIsDrawnInItsColours(_ appearance: Appearance) throws {
        let project = try AssetProject("cgbi")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Assets.xcassets/Crushed.imageset/crushed.png", Self.crushedPNG())
        try project.write("Assets.xcassets/Crushed.imageset/Contents.json",
                          #"{"images": [{"idiom": "universal", "filename": "crushed.png"}], "info": {"author": "xcode", "version": 1}}"#)
        let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        try project.write("Main.xib", AssetProject.xib(
            AssetProject.fixed("view", id: "ground", x: 20, y: 100, width: 80, height: 80, body: white) + "\n"
                + AssetProject.fixed("imageView", id: "crushed", x: 20, y: 100, width: 80, height: 80, attributes: #"image="Crushed""#),
            resources: #"<image name="Crushed" width="2" height="2"/>"#))
        let screen = try ScreenLoader.single(path: project.document)
        #expect(!screen.substitutes.contains { $0.id == "crushed" }, "\(screen.substitutes)")
        let drawn = try AssetCatalogueRenderTests.render(project, device: "iphone-15-pro", appearance)
        let frame = try drawn.frame("crushed")
        for y in [frame.minY + 20, frame.maxY - 20] {
            let left = drawn.pixel(frame.minX + 20, y), right = drawn.pixel(frame.maxX - 20, y)
            #expect(left.near(RGB(hex: 0xFF8000), 3), "\(appearance) left \(left)")
            #expect(right.near(RGB(hex: 0x7F7FFF), 3), "\(appearance) right \(right)")
        }
    }
}
