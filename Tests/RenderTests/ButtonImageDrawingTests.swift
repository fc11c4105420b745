import AutoLayout
import Devices
import Foundation
import Geometry
import PNG
import Render
import Drawing
import Screens
import TestSupport
import Testing

/// A button with both a title and an image draws both, as UIButton lays out its content: the image on the
/// title's leading side (the right in right-to-left layouts), the pair centred in the frame
/// (https://developer.apple.com/documentation/uikit/uibutton), or the image trailing, `imagePadding` points
/// from the title, where a configuration says so
/// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imageplacement).
/// The catalogue image is an orange square the test writes; the titles are blue (the tint) or red (a title
/// colour), so each pixel tells which of the two drew it.
@Suite struct ButtonImageDrawingTests {
    typealias RGB = ControlDrawingTests.RGB

    static let orange: UInt32 = 0xFF8000

    static func project() throws -> AssetProject {
        let project = try AssetProject("button-image")
        try project.writeImageSet("Glyph", points: 20) { try AssetProject.png(side: $0, orange) }
        let red = #"<color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        try project.write("Main.xib", AssetProject.xib(
            [
                AssetProject.fixed("button", id: "share", x: 20, y: 100, width: 240, height: 44, attributes: #"buttonType="system""#,
                                   body: #"<state key="normal" title="Share" image="Glyph"/><fontDescription key="fontDescription" type="system" pointSize="17"/>"#),
                AssetProject.fixed("button", id: "star", x: 20, y: 200, width: 240, height: 44, attributes: #"buttonType="system""#,
                                   body: #"<state key="normal" title="Starred" image="star.fill">\#(red)</state><fontDescription key="fontDescription" type="system" pointSize="17"/>"#),
                AssetProject.fixed("button", id: "next", x: 20, y: 300, width: 240, height: 44, attributes: #"buttonType="system""#,
                                   body: #"<buttonConfiguration key="configuration" style="plain" title="Next" image="Glyph" imagePlacement="trailing" imagePadding="8"/>"#),
                AssetProject.fixed("button", id: "above", x: 20, y: 400, width: 240, height: 80, attributes: #"buttonType="system""#,
                                   body: #"<buttonConfiguration key="configuration" style="plain" title="Next" image="Glyph" imagePlacement="top" imagePadding="6"/>"#),
                AssetProject.fixed("button", id: "below", x: 20, y: 520, width: 240, height: 80, attributes: #"buttonType="system""#,
                                   body: #"<buttonConfiguration key="configuration" style="plain" title="Next" image="Glyph" imagePlacement="bottom" imagePadding="6"/>"#),
            ].joined(separator: "\n"),
            resources: #"<image name="Glyph" width="20" height="20"/><image name="star.fill" catalog="system" width="24" height="24"/>"#))
        return project
    }

    static func render(_ project: AssetProject, _ appearance: Appearance, _ direction: LayoutDirection) throws -> ControlDrawingTests.Drawn {
        var screen = try ScreenLoader.single(path: project.document)
        screen.layoutDirection = direction
        return try DocumentCellTests.render(screen, appearance)
    }

    /// The bounding box, in window points, of the pixels inside `frame` (and a margin round it) that `ink` picks.
    static func ink(_ drawn: ControlDrawingTests.Drawn, around frame: Rect, _ ink: (RGB) -> Bool) -> Rect? {
        let scale = drawn.scale
        var box: Rect?
        for y in Int((frame.minY - 10) * scale)..<Int((frame.maxY + 10) * scale) {
            for x in Int((frame.minX - 10) * scale)..<Int((frame.maxX + 10) * scale) {
                let p = drawn.image[x, y]
                guard ink(RGB(r: Int(p.r), g: Int(p.g), b: Int(p.b))) else { continue }
                let pixel = Rect(x: Double(x) / scale, y: Double(y) / scale, width: 1 / scale, height: 1 / scale)
                box = box.map { union($0, pixel) } ?? pixel
            }
        }
        return box
    }

    /// The smallest rectangle holding both.
    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// Red over blue (the orange image, the red title) and blue over red (the tint), by a clear margin: an
    /// edge pixel blended with the white or black background keeps the order.
    static func reddish(_ c: RGB) -> Bool { c.r > c.b + 60 }
    static func bluish(_ c: RGB) -> Bool { c.b > c.r + 60 }

    static let cases: [(Appearance, LayoutDirection)] = [(.light, .leftToRight), (.dark, .leftToRight), (.light, .rightToLeft), (.dark, .rightToLeft)]

    /// The catalogue image (20 pt, orange) and the tinted title, the image leading, the pair centred.
    @Test(arguments: cases) func catalogueImageBesideTheTitle(_ appearance: Appearance, _ direction: LayoutDirection) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try Self.render(project, appearance, direction)
        let frame = try drawn.frame("share")
        let image = try #require(Self.ink(drawn, around: frame) { $0.near(RGB(hex: Self.orange), 24) }, "no image drawn")
        let title = try #require(Self.ink(drawn, around: frame, Self.bluish), "no title drawn")
        #expect(abs(image.width - 20) <= 1 && abs(image.height - 20) <= 1, "\(image)")
        try Self.expectGroup(image: image, title: title, in: frame, direction)
    }

    /// An SF Symbol (its look-alike, in the tint) beside a red title.
    @Test(arguments: cases) func symbolBesideTheTitle(_ appearance: Appearance, _ direction: LayoutDirection) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try Self.render(project, appearance, direction)
        let frame = try drawn.frame("star")
        let image = try #require(Self.ink(drawn, around: frame, Self.bluish), "no symbol drawn")
        let title = try #require(Self.ink(drawn, around: frame, Self.reddish), "no title drawn")
        // A star at the 17-pt symbol size: more than 10 pt across, less than the 24-pt grid.
        #expect(image.width > 10 && image.width < 24 && image.height > 10 && image.height < 24, "\(image)")
        try Self.expectGroup(image: image, title: title, in: frame, direction)
    }

    /// The image on the title's leading side, not overlapping it; both inside the frame; the pair's ink
    /// centred on the frame's centre within 1.5 pt across and 2 pt down.
    static func expectGroup(image: Rect, title: Rect, in frame: Rect, _ direction: LayoutDirection) throws {
        if direction == .leftToRight {
            #expect(image.maxX <= title.minX + 0.5, "image \(image) title \(title)")
        } else {
            #expect(image.minX >= title.maxX - 0.5, "image \(image) title \(title)")
        }
        for part in [image, title] {
            #expect(part.minX >= frame.minX && part.maxX <= frame.maxX && part.minY >= frame.minY && part.maxY <= frame.maxY, "\(part) in \(frame)")
        }
        let group = union(image, title)
        #expect(abs(group.midX - frame.midX) <= 1.5, "group \(group) frame \(frame)")
        #expect(abs(group.midY - frame.midY) <= 2, "group \(group) frame \(frame)")
    }

    /// A configuration's `imagePlacement="trailing"` puts the image after the title, `imagePadding` (8 pt)
    /// from it: the gap between the title's ink and the image is 8 pt less the last letter's side bearing.
    @Test(arguments: ControlDrawingTests.appearances) func configurationPlacesTheImageTrailing(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try Self.render(project, appearance, .leftToRight)
        let frame = try drawn.frame("next")
        let image = try #require(Self.ink(drawn, around: frame) { $0.near(RGB(hex: Self.orange), 24) }, "no image drawn")
        let title = try #require(Self.ink(drawn, around: frame, Self.bluish), "no title drawn")
        let gap = image.minX - title.maxX
        #expect(gap >= 7.5 && gap <= 9.5, "gap \(gap): image \(image) title \(title)")
        let group = Self.union(image, title)
        #expect(abs(group.midX - frame.midX) <= 1.5, "\(group) in \(frame)")
    }

    /// `imagePlacement="top"` and `"bottom"` stack the image over or under the title, `imagePadding` (6 pt) between the
    /// image and the title's line, the two centred across the frame and the group centred down it
    /// (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/imageplacement,
    /// `ButtonPainter.content`). The title's ink sits inside its 20.5-pt line (17 pt), so the gap to the ink is the
    /// padding plus what the line leaves above the capitals (top) or below the baseline (bottom).
    @Test(arguments: ControlDrawingTests.appearances) func configurationPlacesTheImageAboveOrBelow(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try Self.render(project, appearance, .leftToRight)
        for (id, above) in [("above", true), ("below", false)] {
            let frame = try drawn.frame(id)
            let image = try #require(Self.ink(drawn, around: frame) { $0.near(RGB(hex: Self.orange), 24) }, "\(id): no image drawn")
            let title = try #require(Self.ink(drawn, around: frame, Self.bluish), "\(id): no title drawn")
            #expect(abs(image.width - 20) <= 0.5 && abs(image.height - 20) <= 0.5, "\(id): \(image)")
            #expect(abs(image.midX - frame.midX) <= 0.5, "\(id): image \(image) in \(frame)")
            #expect(abs(title.midX - frame.midX) <= 1.5, "\(id): title \(title) in \(frame)")
            let gap = above ? title.minY - image.maxY : image.minY - title.maxY
            #expect(gap >= 6 && gap <= 12, "\(id) \(appearance): gap \(gap), image \(image), title \(title)")
            let group = Self.union(image, title)
            #expect(abs(group.midY - frame.midY) <= 3, "\(id): \(group) in \(frame)")
        }
    }

    /// Drawn, the image is no longer named as a stand-in; the symbol is named as its look-alike.
    @Test func drawnImagesAreNotNamed() throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try ScreenLoader.single(path: project.document)
        #expect(!screen.substitutes.contains { $0.what == "button image" }, "\(screen.substitutes)")
        #expect(!screen.substitutes.contains { $0.id == "share" || $0.id == "next" }, "\(screen.substitutes)")
        #expect(screen.substitutes.contains(Substitute(what: Substitute.symbolLookalike, id: "star", name: "star.fill")))
    }
}
