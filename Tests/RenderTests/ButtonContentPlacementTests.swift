import Devices
import Foundation
import Geometry
import Screens
import Testing

/// Where a button draws its title and image as its document places them, and with what it draws them:
/// - `left`, `right`, `leading`: `contentHorizontalAlignment` puts the red title at that edge of the 200-pt
///   frame, not in its middle (https://developer.apple.com/documentation/uikit/uicontrol/contenthorizontalalignment);
/// - `insets`: `contentEdgeInsets` left 10 and `titleEdgeInsets` left 30 move a left-aligned title's rectangle
///   40 pt in (https://developer.apple.com/documentation/uikit/uibutton/titleedgeinsets);
/// - `top`, `bottom`: `contentVerticalAlignment` puts the title against that edge of an 80-pt-tall frame;
/// - `glyph`: an image alone, `left` and `bottom`, sits in the frame's bottom-left corner;
/// - `attributed`: a title given only as an attributed string (`<attributedString key="attributedTitle">` in
///   the normal state) is drawn, in its run's green and its run's 30-pt font
///   (https://developer.apple.com/documentation/uikit/uibutton/setattributedtitle(_:for:));
/// - `based`: a filled configuration with a magenta `baseBackgroundColor` fills with magenta, not the tint
///   (https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/basebackgroundcolor);
/// - `imaged`: a filled configuration with the magenta base and an orange image but no title draws its fill around
///   the image, as it does around a title (the background lies under the content,
///   https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct/background);
/// - `fore`: a plain configuration's green `baseForegroundColor` colours its title;
/// - `rich`: a label whose text is an attributed string draws it in its run's red at its run's 30-pt size
///   (https://developer.apple.com/documentation/uikit/uilabel/attributedtext).
/// Every colour is one the test chooses, so each pixel tells what drew it.
@Suite struct ButtonContentPlacementTests {
    typealias RGB = ControlDrawingTests.RGB

    static let red = #"<color key="titleColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    static let font = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#

    static func titled(_ id: String, y: Int, height: Int = 44, attributes: String, body: String = "") -> String {
        AssetProject.fixed("button", id: id, x: 40, y: y, width: 200, height: height, attributes: #"buttonType="system" \#(attributes)"#,
                           body: #"<state key="normal" title="Go">\#(red)</state>\#(font)\#(body)"#)
    }

    static func run(_ content: String, colour: String) -> String {
        """
        <fragment content="\(content)"><attributes>
            <color key="NSColor" \(colour) alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            <font key="NSFont" metaFont="system" size="30"/>
        </attributes></fragment>
        """
    }

    static func project() throws -> AssetProject {
        let project = try AssetProject("button-content-placement")
        try project.writeImageSet("Glyph", points: 20) { try AssetProject.png(side: $0, ButtonImageDrawingTests.orange) }
        let green = #"red="0.0" green="0.8" blue="0.0""#
        try project.write("Main.xib", AssetProject.xib(
            [
                titled("left", y: 60, attributes: #"contentHorizontalAlignment="left""#),
                titled("right", y: 120, attributes: #"contentHorizontalAlignment="right""#),
                titled("leading", y: 180, attributes: #"contentHorizontalAlignment="leading""#),
                titled("insets", y: 240, attributes: #"contentHorizontalAlignment="left""#, body: """
                    <inset key="contentEdgeInsets" minX="10" minY="0.0" maxX="0.0" maxY="0.0"/>
                    <inset key="titleEdgeInsets" minX="30" minY="0.0" maxX="0.0" maxY="0.0"/>
                    """),
                titled("top", y: 300, height: 80, attributes: #"contentVerticalAlignment="top""#),
                titled("bottom", y: 400, height: 80, attributes: #"contentVerticalAlignment="bottom""#),
                AssetProject.fixed("button", id: "glyph", x: 40, y: 500, width: 100, height: 60,
                                   attributes: #"contentHorizontalAlignment="left" contentVerticalAlignment="bottom""#,
                                   body: #"<state key="normal" image="Glyph"/>"#),
                AssetProject.fixed("button", id: "attributed", x: 40, y: 580, width: 200, height: 44, attributes: #"buttonType="system""#,
                                   body: #"<state key="normal"><attributedString key="attributedTitle">\#(run("Buy", colour: green))</attributedString></state>\#(font)"#),
                AssetProject.fixed("button", id: "based", x: 40, y: 640, width: 200, height: 44, attributes: #"buttonType="system""#, body: """
                    <buttonConfiguration key="configuration" style="filled" title="Pay">
                        <color key="baseBackgroundColor" red="1" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </buttonConfiguration>
                    """),
                AssetProject.fixed("button", id: "imaged", x: 260, y: 640, width: 100, height: 44, attributes: #"buttonType="system""#, body: """
                    <buttonConfiguration key="configuration" style="filled" image="Glyph" title="">
                        <color key="baseBackgroundColor" red="1" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </buttonConfiguration>
                    """),
                AssetProject.fixed("button", id: "fore", x: 40, y: 700, width: 200, height: 44, attributes: #"buttonType="system""#, body: """
                    <buttonConfiguration key="configuration" style="plain" title="More">
                        <color key="baseForegroundColor" \(green) alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </buttonConfiguration>
                    """),
                AssetProject.fixed("label", id: "rich", x: 40, y: 760, width: 300, height: 50, attributes: #"textAlignment="natural""#,
                                   body: #"<attributedString key="attributedText">\#(run("Hello", colour: #"red="1" green="0.0" blue="0.0""#))</attributedString>"#),
            ].joined(separator: "\n"),
            resources: #"<image name="Glyph" width="20" height="20"/>"#))
        return project
    }

    static func ink(_ drawn: ControlDrawingTests.Drawn, _ id: String, _ pick: (RGB) -> Bool) throws -> (ink: Rect, frame: Rect) {
        let frame = try drawn.frame(id)
        let found = ButtonImageDrawingTests.ink(drawn, around: frame, pick)
        let ink = try #require(found, "nothing drawn for \(id)")
        return (ink, frame)
    }

    static func red(_ c: RGB) -> Bool { c.r > 180 && c.g < 80 && c.b < 80 }
    static func green(_ c: RGB) -> Bool { c.g > 150 && c.r < 80 && c.b < 80 }

    static func render(_ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let project = try project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        return try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
    }

    @Test(arguments: ControlDrawingTests.appearances) func aFilledConfigurationWithAnImageAloneKeepsItsFill(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let frame = try drawn.frame("imaged")
        let magenta = RGB(r: 255, g: 0, b: 255)
        // Beside the 20 pt image, inside the rounded corners: the fill.
        for x in [frame.minX + 12, frame.maxX - 12] {
            #expect(drawn.pixel(x, frame.midY).near(magenta, 8), "\(drawn.pixel(x, frame.midY)) at \(x)")
        }
        // The image, centred.
        let centre = drawn.pixel(frame.midX, frame.midY)
        #expect(centre.r > 200 && centre.g > 90 && centre.g < 200 && centre.b < 80, "\(centre)")
    }

    @Test(arguments: ControlDrawingTests.appearances) func horizontalAlignmentPutsTheTitleAtAnEdge(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        // A glyph's ink starts within a couple of points of its pen position (the side bearing).
        for id in ["left", "leading"] {
            let (ink, frame) = try Self.ink(drawn, id, Self.red)
            #expect(ink.minX >= frame.minX && ink.minX - frame.minX <= 3, "\(id): \(ink) in \(frame)")
        }
        let (ink, frame) = try Self.ink(drawn, "right", Self.red)
        #expect(ink.maxX <= frame.maxX && frame.maxX - ink.maxX <= 3, "right: \(ink) in \(frame)")
    }

    @Test(arguments: ControlDrawingTests.appearances) func titleEdgeInsetsMoveTheTitle(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let (ink, frame) = try Self.ink(drawn, "insets", Self.red)
        #expect(ink.minX >= frame.minX + 40 && ink.minX - (frame.minX + 40) <= 3, "\(ink) in \(frame)")
    }

    @Test(arguments: ControlDrawingTests.appearances) func verticalAlignmentPutsTheTitleAtAnEdge(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        // A 17-pt line is about 20 pt tall: its ink lies in the frame's top (or bottom) quarter of 80 pt.
        let (top, topFrame) = try Self.ink(drawn, "top", Self.red)
        #expect(top.minY >= topFrame.minY && top.maxY <= topFrame.minY + 20, "top: \(top) in \(topFrame)")
        let (bottom, bottomFrame) = try Self.ink(drawn, "bottom", Self.red)
        #expect(bottom.maxY <= bottomFrame.maxY && bottom.minY >= bottomFrame.maxY - 20, "bottom: \(bottom) in \(bottomFrame)")
    }

    @Test(arguments: ControlDrawingTests.appearances) func aligmentPlacesAnImageAlone(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let (ink, frame) = try Self.ink(drawn, "glyph") { $0.near(RGB(hex: ButtonImageDrawingTests.orange), 24) }
        #expect(abs(ink.minX - frame.minX) <= 0.5 && abs(ink.maxY - frame.maxY) <= 0.5, "\(ink) in \(frame)")
        #expect(abs(ink.width - 20) <= 0.5 && abs(ink.height - 20) <= 0.5, "\(ink)")
    }

    @Test(arguments: ControlDrawingTests.appearances) func attributedTitleIsDrawnInItsRunsColourAndFont(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let (ink, frame) = try Self.ink(drawn, "attributed", Self.green)
        // "Buy" at 30 pt: the B's cap height alone is over 20 pt (at the button's 17 pt, about 12).
        #expect(ink.height >= 19, "\(ink)")
        #expect(abs(ink.midX - frame.midX) <= 3, "\(ink) in \(frame)")
    }

    @Test(arguments: ControlDrawingTests.appearances) func configurationBaseColoursAreDrawn(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let based = try drawn.frame("based")
        #expect(drawn.pixel(based.minX + 6, based.midY).near(RGB(hex: 0xFF00FF), 3), "\(drawn.pixel(based.minX + 6, based.midY))")
        _ = try Self.ink(drawn, "fore", Self.green)
    }

    @Test(arguments: ControlDrawingTests.appearances) func attributedLabelTextTakesItsRunsColourAndFont(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let (ink, _) = try Self.ink(drawn, "rich", Self.red)
        #expect(ink.height >= 19, "\(ink)")
    }
}
