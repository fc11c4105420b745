@testable import Devices
@testable import Diff
import Foundation
import PNG
import Render
import Drawing
import Screens
import Testing
import TestSupport

/// Colour emoji are drawn (issue 14): coloured pixels where the typesetter placed them, the same picture from
/// resvg, the same bytes every time, and the emoji font named in the metadata.
@Suite struct ColorEmojiRenderTests {
    static func screen(_ text: String, fontSize: Int = 40) throws -> Screen {
        try ScreenLoader.parse(text: """
            screen: emoji
            views:
              - id: faces
                kind: label
                text: "\(text)"
                fontSize: \(fontSize)
                pin: { top: safeArea + 20, leading: superview + 16, trailing: superview }
                height: 60
            """, file: "emoji.yml")
    }

    /// Every bitmap of the display list's text runs.
    static func bitmaps(_ nodes: [Node]) -> [Bitmap] {
        nodes.flatMap { node -> [Bitmap] in
            switch node {
            case .text(let run): run.bitmaps
            case .group(let group): bitmaps(group.nodes)
            case .shape, .bitmap: []
            }
        }
    }

    /// 😀 is yellow in Noto Color Emoji (#FCC21B-like face, dark features): inside each placed rectangle most
    /// pixels are yellow, not the label's black text colour or a grey `.notdef` box, and not the white background.
    @Test func emojiAreDrawnInColourWhereTheyArePlaced() throws {
        let screen = try Self.screen("😀😀😀")
        let profile = try RenderFixtures.profile("iphone-15-pro")
        let image = try RenderFixtures.bareScreen(screen, on: profile)
        var options = RenderOptions(formats: [.png])
        options.scale = 1
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let displayList = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile).displayList
        let placed = Self.bitmaps(displayList.layers.flatMap(\.nodes))
        #expect(placed.count == 3)
        for bitmap in placed {
            let r = bitmap.rect
            var yellow = 0, total = 0
            for y in Int(r.minY.rounded(.up))..<Int(r.maxY) {
                for x in Int(r.minX.rounded(.up))..<Int(r.maxX) {
                    let p = (y * image.width + x) * 4
                    total += 1
                    if image.data[p] > 200, image.data[p + 1] > 150, image.data[p + 2] < 110 { yellow += 1 }
                }
            }
            #expect(total > 1000)
            #expect(Double(yellow) > 0.4 * Double(total), "\(yellow) of \(total) pixels yellow at \(r)")
        }
    }

    @Test func theSVGIsDeterministicAndNamesTheEmojiFont() throws {
        let screen = try Self.screen("Done ✅ 👍🏽 🇯🇵 👨‍👩‍👧 😀 😀", fontSize: 17)
        let profile = try RenderFixtures.profile("iphone-x")
        let pipeline = RenderFixtures.pipeline(RenderOptions(textAsPaths: true))
        let first = try pipeline.render(screen: screen, profile: profile)
        let second = try pipeline.render(screen: screen, profile: profile)
        let svg = try #require(first.svg)
        #expect(svg == second.svg)
        #expect(first.png == second.png)
        #expect(svg.contains("key=\"font\" value=\"Noto Color Emoji Regular sha256:"))
        // Five different emoji, each embedded once; six placed (😀 twice).
        #expect(svg.components(separatedBy: "data:image/png;base64,").count - 1 == 5)
        #expect(svg.components(separatedBy: "<use ").count - 1 == 6)
        // With text as <text>, the emoji are characters of the text, drawn by the font the text names.
        let text = try RenderFixtures.pipeline().render(screen: screen, profile: profile).svg ?? ""
        #expect(!text.contains("<image") && text.contains("'Noto Color Emoji'"))
    }

    /// A label as large as the limits allow, made of emoji (1,000 characters, several lines): drawn and written
    /// with one decoded bitmap per emoji (`FontFace.colorBitmap`'s cache) and one embedded PNG per emoji in the SVG.
    @Test func aThousandEmojiDrawOnce() throws {
        let text = String(repeating: "😀👍🏽🇯🇵👨‍👩‍👧", count: 250)
        let screen = try ScreenLoader.parse(text: """
            screen: many
            views:
              - id: wall
                kind: label
                text: "\(text)"
                lines: 0
                pin: { top: superview, bottom: superview, leading: superview, trailing: superview }
            """, file: "many.yml")
        let profile = try RenderFixtures.profile("iphone-15-pro")
        let image = try RenderFixtures.pipeline(RenderOptions(textAsPaths: true)).render(screen: screen, profile: profile)
        let svg = try #require(image.svg)
        #expect(svg.components(separatedBy: "data:image/png;base64,").count - 1 == 4)
        #expect(svg.components(separatedBy: "<use ").count - 1 > 100)
    }
}
