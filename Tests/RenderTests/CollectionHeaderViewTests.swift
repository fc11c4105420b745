import Foundation
import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// A collection's designed section header (`<collectionReusableView key="sectionHeaderView">`) is laid out and drawn
/// in its room before the first line: across the collection, the reference size's height long when scrolling
/// vertically ("the width of the header would be set to the width of the collection view",
/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize), its subviews placed
/// by its constraints: a systemOrange header 40 pt tall holding a label at its 8 pt leading margin, centred; the first
/// cell after it (Xcode saves it at y 40, docs/research/ib-defaults.md §66). Bezel gave the header its room and drew
/// nothing there.
@Suite struct CollectionHeaderViewTests {
    /// `CellConstraintsOnTheCellTests`' collection, saved by Xcode 14.1 with a 40 pt header reference size: its cell
    /// after the header at y 40 (its content view stays at the cell's origin), and the header's own view after the
    /// cells.
    static let storyboard: String = {
        var text = CellConstraintsOnTheCellTests.storyboard
            .replacingOccurrences(of: "cc-", with: "hv-")
            .replacingOccurrences(of: "toolsVersion=\"14109\"", with: "toolsVersion=\"21701\"")
            .replacingOccurrences(of: "<size key=\"headerReferenceSize\" width=\"0.0\" height=\"0.0\"/>",
                                  with: "<size key=\"headerReferenceSize\" width=\"50\" height=\"40\"/>")
            .replacingOccurrences(of: "</cells>", with: "</cells>\n" + header)
        // The cell's frame is the first of its size; its content view's follows it.
        if let cellFrame = text.range(of: "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"120\"/>") {
            text.replaceSubrange(cellFrame, with: "<rect key=\"frame\" x=\"0.0\" y=\"40\" width=\"393\" height=\"120\"/>")
        }
        return text
    }()

    static let header = """
                                        <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hv-header">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="40"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Upcoming" translatesAutoresizingMaskIntoConstraints="NO" id="hv-title">
                                                    <rect key="frame" x="8" y="10" width="80" height="20.5"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                </label>
                                            </subviews>
                                            <color key="backgroundColor" systemColor="systemOrangeColor"/>
                                            <constraints>
                                                <constraint firstItem="hv-title" firstAttribute="leading" secondItem="hv-header" secondAttribute="leadingMargin" id="hv-h1"/>
                                                <constraint firstItem="hv-title" firstAttribute="centerY" secondItem="hv-header" secondAttribute="centerY" id="hv-h2"/>
                                            </constraints>
                                        </collectionReusableView>
        """

    static func screen() throws -> Screen {
        try #require(try ScreenLoader.screens(bytes: Array(storyboard.utf8), file: "Header.storyboard").first, "no screen")
    }

    @Test func theHeaderIsLaidOutBeforeTheFirstLine() throws {
        let layout = try LayoutEngine.layout(screen: Self.screen(), profile: RenderFixtures.profile("iphone-15-pro"))
        let collection = try #require(layout.views.first { $0.id == "hv-col" })
        let rows = try #require(collection.scroll?.cellRows)
        #expect(rows.first?.id == "hv-header" && rows.first?.frame == Rect(x: 0, y: collection.frame.minY, width: 393, height: 40), "\(rows.first as Any)")
        #expect(rows.dropFirst().first?.frame.minY == collection.frame.minY + 40, "\(rows)")
        let title = try #require(layout.views.first { $0.id == "hv-title" }).frame
        #expect(title.minX == 8 && abs(title.midY - (collection.frame.minY + 20)) < 0.5, "\(title)")
    }

    /// Drawn: systemOrange (#FF9500 light, #FF9F0A dark,
    /// https://developer.apple.com/design/human-interface-guidelines/color#Specifications) across the header's 40 pt, and
    /// the title's ink in the label colour.
    @Test(arguments: ControlDrawingTests.appearances) func theHeaderIsDrawn(_ appearance: Appearance) throws {
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-15-pro").with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: Self.screen(), profile: profile)
        let drawn = ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
        let orange = ControlDrawingTests.RGB(hex: appearance == .dark ? 0xFF9F0A : 0xFF9500)
        let ink = ControlDrawingTests.RGB(hex: appearance == .dark ? 0xFFFFFF : 0x000000)
        let collection = try drawn.frame("hv-col")
        for x in [150.0, 389] {
            #expect(drawn.pixel(x, collection.minY + 4).near(orange, 6), "x \(x): \(drawn.pixel(x, collection.minY + 4))")
        }
        let title = try drawn.frame("hv-title")
        #expect(drawn.pixels(in: title).filter { $0.near(ink, 40) }.count > 20)
    }
}
