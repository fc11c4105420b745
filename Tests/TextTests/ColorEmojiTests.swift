import Foundation
@testable import Geometry
import Testing
import TestSupport
@testable import Text

/// Colour emoji have bitmaps, not outlines (Noto Color Emoji is CBDT strikes). The bitmap FreeType gives for a
/// glyph is held to Pillow's rendering of the same character (Pillow reads the strike through its own code), and
/// its placement to the strike's metrics scaled to the font size.
@Suite struct ColorEmojiTests {
    /// Pillow comes with pixelmatch-fast, which `.ci/setup --test` installs.
    static var pillowAvailable: Bool { (try? Subprocess.run(["python3", "-c", "import PIL"]))?.status == 0 }

    /// Pillow 13's `ImageFont.truetype(NotoColorEmoji.ttf, 109).getbbox("😀", anchor: "ls")` is (0, -101, 136, 27):
    /// the strike is 109 ppem, the bitmap 136 × 128 pixels, its top 101 pixels above the baseline.
    static let strikePixelsPerEm = 109.0, width = 136, height = 128, top = 101.0

    @Test func theBitmapIsTheStrikeScaledToTheFontSize() throws {
        let typesetter = try standardTypesetter()
        let line = typesetter.layout("😀", font: TextFont(size: 17, isSystemFont: false))
        #expect(typesetter.path(of: line, at: .zero).isEmpty, "an emoji has no outline")
        let placed = typesetter.bitmaps(of: line, at: Point(x: 10, y: 50), pixelsPerEm: 51)
        try #require(placed.count == 1)
        let (rect, bitmap) = placed[0]
        #expect(bitmap.pixelsPerEm == Self.strikePixelsPerEm)
        #expect(bitmap.pixels.width == Self.width && bitmap.pixels.height == Self.height)
        let scale = 17 / Self.strikePixelsPerEm
        #expect(abs(rect.minX - 10) < 1e-9)
        #expect(abs(rect.minY - (50 - Self.top * scale)) < 1e-9)
        #expect(abs(rect.width - Double(Self.width) * scale) < 1e-9 && abs(rect.height - Double(Self.height) * scale) < 1e-9)
        // The bitmap is about as wide as the advance the line was measured with (hmtx: 2550 of 2048 units per em).
        #expect(abs(rect.width - line.width) < 0.5, "\(rect.width) vs \(line.width)")
    }

    @Test func aStrikeIsChosenNearTheNeededSize() {
        #expect(FontFace.strike(nearest: 51, in: [109]) == 0)
        #expect(FontFace.strike(nearest: 200, in: [109]) == 0)
        #expect(FontFace.strike(nearest: 40, in: [20, 160, 48, 96]) == 2)
        #expect(FontFace.strike(nearest: 200, in: [20, 160, 48, 96]) == 1)
        #expect(FontFace.strike(nearest: 10, in: []) == nil)
    }

    @Test(.enabled(if: pillowAvailable)) func thePixelsArePillowsRenderingOfTheStrike() throws {
        let typesetter = try standardTypesetter()
        for emoji in ["😀", "👍🏽", "🇯🇵"] {
            let line = typesetter.layout(emoji, font: TextFont(size: 109, isSystemFont: false))
            let placed = typesetter.bitmaps(of: line, at: .zero, pixelsPerEm: 109)
            try #require(placed.count == 1, "\(emoji) is one glyph")
            let pixels = placed[0].bitmap.pixels
            let path = typesetter.chain.face(.emoji).path
            // Pillow draws the glyph's bitmap at the strike's size over white, the pen at its left end, the baseline
            // `top` pixels down; ours is composited over white the same way (premultiplied: c + 255 − a).
            let script = """
                import sys
                from PIL import Image, ImageDraw, ImageFont
                font = ImageFont.truetype(sys.argv[1], 109)
                image = Image.new("RGB", (\(pixels.width), \(pixels.height)), (255, 255, 255))
                ImageDraw.Draw(image).text((\(-placed[0].bitmap.left), \(placed[0].bitmap.top)), sys.argv[2], font=font, anchor="ls", embedded_color=True)
                sys.stdout.write(image.tobytes().hex())
                """
            let run = try Subprocess.run(["python3", "-c", script, path, emoji])
            try #require(run.status == 0, "\(run.everything)")
            let theirs = try #require(hexBytes(run.output))
            try #require(theirs.count == pixels.width * pixels.height * 3)
            var difference = 0, coloured = 0
            for pixel in 0..<(pixels.width * pixels.height) {
                let alpha = Int(pixels.data[pixel * 4 + 3])
                if alpha >= 64 { coloured += 1 }
                for channel in 0..<3 {
                    let overWhite = Int(pixels.data[pixel * 4 + channel]) + 255 - alpha
                    difference = max(difference, abs(overWhite - Int(theirs[pixel * 3 + channel])))
                }
            }
            #expect(difference <= 2, "\(emoji): pixels differ from Pillow's by up to \(difference)")
            #expect(coloured > pixels.width * pixels.height / 3, "\(emoji): \(coloured) visible pixels")
        }
    }

    /// Equal emoji share one decoded bitmap: a line of 10,000 costs one decode and one buffer.
    @Test func bitmapsAreDecodedOncePerGlyph() throws {
        let typesetter = try standardTypesetter()
        let line = typesetter.layout(String(repeating: "🙂", count: 10_000), font: TextFont(size: 17, isSystemFont: false))
        let placed = typesetter.bitmaps(of: line, at: .zero, pixelsPerEm: 51)
        #expect(placed.count == 10_000)
        let first = placed[0].bitmap.pixels.data.withUnsafeBufferPointer { $0.baseAddress }
        #expect(placed.allSatisfy { $0.bitmap.pixels.data.withUnsafeBufferPointer { $0.baseAddress } == first })
    }

    private func hexBytes(_ text: String) -> [UInt8]? {
        let digits = Array(text.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let value = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
        }
        return bytes
    }
}
