import Devices
import Foundation
import Geometry
import PNG
import Render
import Drawing
import Screens
import TestSupport
import Testing

/// An image file is read by what it holds, not by its name, as iOS's ImageIO reads it
/// (https://developer.apple.com/documentation/imageio): a WebP file named `.png` in an image set is drawn (iOS 14 and
/// later draw WebP), and a file Bezel does not decode is named by its content's format (`GIF image`,
/// `unfetched Git LFS image`) rather than as a broken PNG. Hostile WebP files (a header stating 16384 × 16384
/// pixels, a cut file) are named placeholders, never a crash or a long decode.
@Suite struct ImageContentFormatTests {
    typealias RGB = ControlDrawingTests.RGB

    /// A 2 × 2 lossless WebP (RFC 9649 §3.2, VP8L), written with Pillow (`lossless=True, exact=True`): the left
    /// column opaque orange (#FF8000), the right one blue (#0000FF) at alpha 128, straight.
    static let webp: [UInt8] = [
        0x52, 0x49, 0x46, 0x46, 0x20, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4C, 0x13, 0x00, 0x00, 0x00,
        0x2F, 0x01, 0x40, 0x00, 0x10, 0x0F, 0x30, 0x80, 0xF3, 0xBF, 0xFF, 0xFF, 0x03, 0x0C, 0x1E, 0x64, 0x44, 0xFF, 0x03, 0x00,
    ]

    /// `webp` with its VP8L header stating 16384 × 16384 pixels (the format's largest, 268 M pixels): the width
    /// and height less one, 14 bits each, then the alpha bit, little-endian after the 0x2F signature byte.
    static var hugeWebP: [UInt8] {
        var bytes = webp
        bytes.replaceSubrange(21..<25, with: [0xFF, 0xFF, 0xFF, 0x1F])
        return bytes
    }

    /// A project whose image set `Photo` holds `bytes` as `photo.png`, shown by an 80 pt image view over a white view.
    static func project(_ bytes: [UInt8], named file: String = "photo.png") throws -> AssetProject {
        let project = try AssetProject("content-format")
        try project.write("Assets.xcassets/Photo.imageset/" + file, bytes)
        try project.write("Assets.xcassets/Photo.imageset/Contents.json",
                          #"{"images": [{"idiom": "universal", "filename": "\#(file)"}], "info": {"author": "xcode", "version": 1}}"#)
        let white = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        try project.write("Main.xib", AssetProject.xib(
            AssetProject.fixed("view", id: "ground", x: 20, y: 100, width: 80, height: 80, body: white) + "\n"
                + AssetProject.fixed("imageView", id: "photo", x: 20, y: 100, width: 80, height: 80, attributes: #"image="Photo""#),
            resources: #"<image name="Photo" width="2" height="2"/>"#))
        return project
    }

    /// The WebP named `.png` stretched over the 80 pt view: the orange column stays orange, the half-clear blue one
    /// is blue over white (127, 127, 255), in light and dark alike; nothing is named.
    @Test(arguments: [Appearance.light, .dark]) func webpNamedPNGIsDrawnInItsColours(_ appearance: Appearance) throws {
        let project = try Self.project(Self.webp)
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: project.document)
        #expect(!screen.substitutes.contains { $0.id == "photo" }, "\(screen.substitutes)")
        let drawn = try AssetCatalogueRenderTests.render(project, device: "iphone-15-pro", appearance)
        let frame = try drawn.frame("photo")
        for y in [frame.minY + 20, frame.maxY - 20] {
            let left = drawn.pixel(frame.minX + 20, y), right = drawn.pixel(frame.maxX - 20, y)
            #expect(left.near(RGB(hex: 0xFF8000), 3), "\(appearance) left \(left)")
            #expect(right.near(RGB(hex: 0x7F7FFF), 3), "\(appearance) right \(right)")
        }
    }

    /// A WebP file whose header states more pixels than Bezel reads of one image is refused from the header, before
    /// any pixel memory, as a PNG's is: a named placeholder, quickly.
    @Test func webpWithAHugeStatedSizeIsANamedPlaceholder() throws {
        let project = try Self.project(Self.hugeWebP)
        defer { try? FileManager.default.removeItem(at: project.root) }
        let start = Date()
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.substitutes.contains(Substitute(.pastBudget, id: "photo", name: "Photo")), "\(screen.substitutes)")
        #expect(Date().timeIntervalSince(start) < 10)
    }

    /// A WebP file cut short (its header whole, its image data not) is a placeholder named "WebP image", not an
    /// error that stops the screen.
    @Test func cutWebPIsNamed() throws {
        let project = try Self.project(Array(Self.webp.prefix(30)))
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.substitutes.contains(Substitute(.undrawable(format: "WebP"), id: "photo", name: "Photo")), "\(screen.substitutes)")
    }

    /// A loose file of the app bundle is read the same way: a `logo.png` that is a Git LFS pointer is a placeholder
    /// named "unfetched Git LFS image" (it stopped the screen, as a file Bezel could not read); a loose WebP named
    /// `.png` is drawn.
    @Test func looseFilesAreReadByContent() throws {
        let project = try AssetProject("content-format-loose")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("pointer.png", Array("version https://git-lfs.github.com/spec/v1\noid sha256:0\nsize 1\n".utf8))
        try project.write("web.png", Self.webp)
        try project.write("Main.xib", AssetProject.xib(
            AssetProject.fixed("imageView", id: "pointer", x: 20, y: 100, width: 80, height: 80, attributes: #"image="pointer""#) + "\n"
                + AssetProject.fixed("imageView", id: "web", x: 20, y: 200, width: 80, height: 80, attributes: #"image="web.png""#),
            resources: #"<image name="pointer" width="2" height="2"/><image name="web.png" width="2" height="2"/>"#))
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.substitutes.contains(Substitute(.undrawable(format: "unfetched Git LFS"), id: "pointer", name: "pointer")), "\(screen.substitutes)")
        #expect(!screen.substitutes.contains { $0.id == "web" }, "\(screen.substitutes)")
    }

    /// A file named `.png` that holds a GIF, or a Git LFS pointer whose image was never fetched, is named by what it
    /// holds; a file of text is still a broken PNG.
    @Test(arguments: [
        (Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B], "GIF"),
        (Array("version https://git-lfs.github.com/spec/v1\noid sha256:0\nsize 1\n".utf8), "unfetched Git LFS"),
        (Array("not an image".utf8), "broken PNG"),
    ]) func fileIsNamedByWhatItHolds(_ bytes: [UInt8], _ format: String) throws {
        let project = try Self.project(bytes)
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: project.document)
        #expect(screen.substitutes.contains(Substitute(.undrawable(format: format), id: "photo", name: "Photo")), "\(screen.substitutes)")
    }

    /// A Windows icon file holding `image`, a 2 × 2 icon, as its one image: the 6-byte header and one 16-byte
    /// directory entry (https://learn.microsoft.com/en-us/previous-versions/ms997538(v=msdn.10)).
    static func icon(_ image: [UInt8]) -> [UInt8] {
        func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        return [0, 0, 1, 0, 1, 0] + [2, 2, 0, 0, 1, 0, 32, 0] + le32(image.count) + le32(22) + image
    }

    /// A 2 × 2 bitmap of an icon: a `BITMAPINFOHEADER` (its height the colour and mask bitmaps' together), the
    /// colour rows (`row`, the same for both rows, padded to 4 bytes) and the 1-bit mask rows (`maskRow`, likewise).
    static func iconBitmap(bits: UInt8, row: [UInt8], maskRow: [UInt8]) -> [UInt8] {
        let header: [UInt8] = [40, 0, 0, 0, 2, 0, 0, 0, 4, 0, 0, 0, 1, 0, bits, 0] + [UInt8](repeating: 0, count: 24)
        return header + row + row + maskRow + maskRow
    }

    /// Windows icon files named `.png`, as UIImage reads them: a 32-bit bitmap with its own alpha (orange, and blue at
    /// alpha 128), a 24-bit one whose mask clears its right column (drawn white, the view behind it), and a Vista icon
    /// holding a PNG of the same pixels as the 32-bit one; each stretched over the 80 pt view, in light and dark.
    @Test(arguments: [Appearance.light, .dark]) func iconFilesAreDrawn(_ appearance: Appearance) throws {
        let orangeAndHalfBlue = Self.iconBitmap(bits: 32, row: [0x00, 0x80, 0xFF, 0xFF, 0xFF, 0x00, 0x00, 0x80], maskRow: [0, 0, 0, 0])
        let orangeAndClear = Self.iconBitmap(bits: 24, row: [0x00, 0x80, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0], maskRow: [0x40, 0, 0, 0])
        let png = try PNGEncoder.encode(#require(StraightImage(width: 2, height: 2, data: [
            255, 128, 0, 255, 0, 0, 255, 128,
            255, 128, 0, 255, 0, 0, 255, 128,
        ])))
        for (image, right) in [(orangeAndHalfBlue, RGB(hex: 0x7F7FFF)), (orangeAndClear, RGB(hex: 0xFFFFFF)), (png, RGB(hex: 0x7F7FFF))] {
            let project = try Self.project(Self.icon(image))
            defer { try? FileManager.default.removeItem(at: project.root) }
            let screen = try ScreenLoader.single(path: project.document)
            #expect(!screen.substitutes.contains { $0.id == "photo" }, "\(screen.substitutes)")
            let drawn = try AssetCatalogueRenderTests.render(project, device: "iphone-15-pro", appearance)
            let frame = try drawn.frame("photo")
            for y in [frame.minY + 20, frame.maxY - 20] {
                let left = drawn.pixel(frame.minX + 20, y), shown = drawn.pixel(frame.maxX - 20, y)
                #expect(left.near(RGB(hex: 0xFF8000), 3), "\(appearance) left \(left)")
                #expect(shown.near(right, 3), "\(appearance) right \(shown), expected \(right)")
            }
        }
    }

    /// An icon file whose directory points past its end, or whose bitmap is compressed in a way Bezel does not read,
    /// is a placeholder named "ICO image", not an error that stops the screen.
    @Test func brokenIconFilesAreNamed() throws {
        var pastTheEnd = Self.icon(Self.iconBitmap(bits: 32, row: [UInt8](repeating: 0, count: 8), maskRow: [0, 0, 0, 0]))
        pastTheEnd[18] = 200
        var compressed = Self.iconBitmap(bits: 8, row: [0, 0, 0, 0], maskRow: [0, 0, 0, 0])
        compressed[16] = 1
        for bytes in [pastTheEnd, Self.icon(compressed)] {
            let project = try Self.project(bytes)
            defer { try? FileManager.default.removeItem(at: project.root) }
            let screen = try ScreenLoader.single(path: project.document)
            #expect(screen.substitutes.contains(Substitute(.undrawable(format: "ICO"), id: "photo", name: "Photo")), "\(screen.substitutes)")
        }
    }
}
