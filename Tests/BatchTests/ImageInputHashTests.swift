import Foundation
@testable import Hashing
@testable import Project
@testable import Screens
import Testing

/// An image a template shows is part of the screen's template hash, and so of every image's input hash: an
/// edited `avatar.png` re-renders the screen, and a screen without images hashes its bytes alone, as before.
@Suite struct ImageInputHashTests {
    static func png(_ byte: UInt8) -> [UInt8] {
        // A 1 × 1 PNG from its chunks (PNG specification, section 5), one grey level per call.
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
        }
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> UInt32($0)) } }
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                crc ^= UInt32(byte)
                for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            }
            return ~crc
        }
        // zlib: a stored block of the one scanline (filter 0, one grey byte), then its Adler-32.
        let raw: [UInt8] = [0, byte]
        let adler = (UInt32(1 + UInt32(byte)) % 65521) | ((UInt32(1) + UInt32(1 + UInt32(byte))) % 65521) << 16
        let zlib: [UInt8] = [0x78, 0x01, 0x01, 0x02, 0x00, 0xFD, 0xFF] + raw + bigEndian(adler)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", bigEndian(1) + bigEndian(1) + [8, 0, 0, 0, 0]) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    @Test func theImageBytesAreHashed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-image-hash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = Array("""
            screen: avatar
            views:
              - id: photo
                kind: image
                image: avatar.png
                pin: { top: safeArea, leading: superview }
                width: 40
                height: 40

            """.utf8)
        let path = folder.appendingPathComponent("t.yml").path
        try Data(template).write(to: URL(fileURLWithPath: path))
        func hash(_ byte: UInt8) throws -> String {
            try Data(Self.png(byte)).write(to: folder.appendingPathComponent("avatar.png"))
            let screen = try ScreenLoader.load(path: path)
            #expect(screen.images["avatar.png"]?.pixels.count == 4)
            return try CatalogueMatrix.matrixScreen(screen, path: path, templateBytes: template).templateHash
        }
        let grey = try hash(128), white = try hash(255)
        #expect(grey != white)
        #expect(try hash(128) == grey)
        #expect(grey != SHA256.hash(template).hex)

        // Without images the hash is the template's bytes', as before images existed.
        let plain = try ScreenLoader.parse(text: "screen: plain\nviews: []\n", file: "plain.yml")
        #expect(try CatalogueMatrix.matrixScreen(plain, path: "plain.yml", templateBytes: Array("x".utf8)).templateHash == SHA256.hash(Array("x".utf8)).hex)
    }
}
