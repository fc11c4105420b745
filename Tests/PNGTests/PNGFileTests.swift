@testable import Diagnostics
import Foundation
import Testing
import TestSupport
@testable import PNG

/// A fresh empty folder under the system temporary folder, removed by the caller.
func makeTemporaryFolder(_ label: String) throws -> String {
    let path = NSTemporaryDirectory() + "bezel-\(label)-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

@Suite struct PNGFileTests {
    @Test func writesAtomicallyAndReadsBack() throws {
        let folder = try makeTemporaryFolder("png-file")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let image = Samples.noise(width: 31, height: 17, seed: 5, alphaMode: 1)
        let path = folder + "/golden.png"
        try PNGFile.write(image, to: path)
        try PNGFile.write(image, to: path)  // replacing an existing file works too
        #expect(try PNGFile.readStraight(path) == image)
        // Nothing but the file itself is left behind (no temporary files).
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["golden.png"])
    }

    @Test func errorsNameTheFile() throws {
        let folder = try makeTemporaryFolder("png-errors")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let image = Samples.noise(width: 8, height: 8, seed: 9, alphaMode: 0)
        let valid = try PNGEncoder.encode(image)
        let cases: [(name: String, bytes: [UInt8], message: String)] = [
            ("golden.png", Array("hello".utf8), "not a PNG file (bad signature)"),
            ("empty.png", [], "empty file (0 bytes)"),
            ("cut.png", Array(valid.prefix(valid.count - 5)), "truncated"),
        ]
        for (name, bytes, message) in cases {
            let path = folder + "/" + name
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(throws: (any Error).self) { try PNGFile.readStraight(path) }
            do {
                _ = try PNGFile.readStraight(path)
            } catch {
                #expect(error.description == "error: \(path): \(message)")
            }
        }
        do {
            _ = try PNGFile.readStraight(folder + "/missing.png")
            Issue.record("a missing file was read")
        } catch {
            #expect(error.description == "error: \(folder)/missing.png: cannot read: no such file")
        }
    }

    @Test func writingIntoAMissingFolderIsAnError() {
        #expect(throws: InputError.self) {
            try PNGFile.write(Samples.noise(width: 2, height: 2, seed: 1, alphaMode: 0), to: "/nonexistent-bezel-folder/x.png")
        }
    }
}

/// `pngcheck` (Debian package, installed by `.ci/setup --test`) as an independent judge of our files.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/pngcheck")))
struct PngcheckTests {
    static let images: [(String, StraightImage)] = [
        ("rgba", Samples.noise(width: 50, height: 20, seed: 1, alphaMode: 1)),
        ("rgb", Samples.noise(width: 50, height: 20, seed: 2, alphaMode: 0)),
        ("gray", Samples.noise(width: 50, height: 20, seed: 3, alphaMode: 3)),
        ("palette-2", StraightImage(width: 3, height: 1, data: [0, 0, 0, 255, 255, 255, 255, 255, 0, 0, 0, 255])!),
        ("palette-tRNS", StraightImage(width: 3, height: 1, data: [9, 9, 9, 0, 255, 255, 255, 255, 1, 2, 3, 128])!),
    ]

    @Test func acceptsEveryKindOfFileWeWrite() throws {
        let folder = try makeTemporaryFolder("pngcheck")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, image) in Self.images {
            for reduction in PNGEncoder.ColorReduction.allCases {
                let path = "\(folder)/\(name)-\(reduction).png"
                try PNGFile.write(image, to: path, options: .init(colorReduction: reduction))
                let check = try Subprocess.run(["pngcheck", "-q", path])
                #expect(check.status == 0, "\(path): \(check.everything)")
            }
        }
    }

    /// Only IHDR, sRGB, PLTE/tRNS for palettes, IDAT and IEND: no time or text chunks.
    @Test func writesOnlyTheExpectedChunks() throws {
        for (_, image) in Self.images {
            for reduction in PNGEncoder.ColorReduction.allCases {
                let bytes = try PNGEncoder.encode(image, options: .init(colorReduction: reduction))
                var offset = 8
                var types: [String] = []
                while offset + 8 <= bytes.count {
                    let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
                    types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
                    offset += 12 + length
                }
                #expect(Set(types).isSubset(of: ["IHDR", "sRGB", "PLTE", "tRNS", "IDAT", "IEND"]), "\(types)")
                #expect(types.first == "IHDR" && types.last == "IEND" && types.contains("sRGB"))
            }
        }
    }
}

@Suite struct PNGFileSmallestTests {
    @Test func writeSmallestKeepsThePixmap() throws {
        let folder = try makeTemporaryFolder("png-smallest")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pixmap = Samples.premultipliedNoise(width: 20, height: 10, seed: 4)
        try PNGFile.writeSmallest(pixmap, to: folder + "/small.png")
        #expect(try PNGFile.read(folder + "/small.png") == pixmap)
    }
}
