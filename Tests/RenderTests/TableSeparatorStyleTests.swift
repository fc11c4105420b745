import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// Storyboards written for this test: a table whose document gives its separators a colour
/// (`<color key="separatorColor">`, https://developer.apple.com/documentation/uikit/uitableview/separatorcolor) and a
/// custom inset (`<inset key="separatorInset" minX= maxX=>`, "the default inset for all cells in the table", also used
/// for "the 'extra' separators drawn at the bottom of plain style tables",
/// https://developer.apple.com/documentation/uikit/uitableview/separatorinset), measured from the cell's edges
/// (`separatorInsetReference` defaults to `fromCellEdges`,
/// https://developer.apple.com/documentation/uikit/uitableview/separatorinsetreference-swift.property). Its rows
/// come from code (filler rows before iOS 15) or from two static cells; a twin without the two keeps UIKit's
/// opaqueSeparator from 16 pt. docs/research/controls.md §19.
@Suite struct TableSeparatorStyleTests {
    typealias RGB = ControlDrawingTests.RGB

    /// Pure green in the document's sRGB components: the same in both appearances.
    static let green = RGB(r: 0, g: 255, b: 0)

    static func styled(_ styled: Bool) -> String {
        styled ? """
                                        <inset key="separatorInset" minX="40" minY="0.0" maxX="30" maxY="0.0"/>
                                        <color key="separatorColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        """ : ""
    }

    /// Two empty plain tables whose rows the code makes (150 × 400 pt, 50 pt rows): styled at x 10, plain at x 200.
    static func empty(_ id: String, x: Int, styled: Bool) -> String {
        """
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="50" sectionHeaderHeight="28" sectionFooterHeight="28" id="\(id)">
                                        <rect key="frame" x="\(x)" y="200" width="150" height="400"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        \(Self.styled(styled))
                                    </tableView>
        """
    }

    static let fromCode = DocumentVisibilityTests.storyboard(
        controller: "InboxViewController", subviews: empty("styled", x: 10, styled: true) + "\n" + empty("plain", x: 200, styled: false))

    /// A static plain table of two 60 pt cells (300 × 400 pt), styled.
    static let staticTable = DocumentVisibilityTests.storyboard(controller: "SettingsViewController", subviews: """
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28" id="static">
                                        <rect key="frame" x="57" y="200" width="300" height="400"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        \(styled(true))
                                        <sections>
                                            <tableViewSection id="static-s">
                                                <cells>
        \(["st-1", "st-2"].map { id in """
                                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="\(id)">
                                                        <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="\(id)" id="\(id)-cv">
                                                            <rect key="frame" x="0.0" y="0.0" width="300" height="60"/>
                                                            <autoresizingMask key="autoresizingMask"/>
                                                        </tableViewCellContentView>
                                                    </tableViewCell>
        """ }.joined(separator: "\n"))
                                                </cells>
                                            </tableViewSection>
                                        </sections>
                                    </tableView>
        """)

    static func render(ios: Int, _ appearance: Appearance, storyboard: String) throws -> ControlDrawingTests.Drawn {
        let screen = try #require(try ScreenLoader.screens(bytes: Array(storyboard.utf8), file: "Inbox.storyboard").first)
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-11", ios: ios).with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
    }

    /// The filler separators of the table from code: green, from 40 pt in to 30 pt before its trailing edge; the
    /// twin's in opaqueSeparator from 16 pt to the edge.
    @Test(arguments: ControlDrawingTests.appearances) func fillerSeparatorsTakeTheDocumentsColourAndInset(_ appearance: Appearance) throws {
        let drawn = try Self.render(ios: 14, appearance, storyboard: Self.fromCode)
        let styled = try drawn.frame("styled"), plain = try drawn.frame("plain")
        #expect(styled == Rect(x: 10, y: 200, width: 150, height: 400), "\(styled)")
        for bottom in (1...8).map({ styled.minY + Double($0) * 50 }) {
            let y = bottom - 0.25
            #expect(drawn.pixel(styled.minX + 45, y).near(Self.green), "\(bottom): \(drawn.pixel(styled.minX + 45, y))")
            #expect(drawn.pixel(styled.maxX - 35, y).near(Self.green), "\(bottom)")
            // Inside the insets, on both ends, the table's background.
            #expect(drawn.pixel(styled.minX + 30, y) == drawn.background, "\(bottom): \(drawn.pixel(styled.minX + 30, y))")
            #expect(drawn.pixel(styled.maxX - 20, y) == drawn.background, "\(bottom): \(drawn.pixel(styled.maxX - 20, y))")
            // The twin keeps UIKit's default look: opaqueSeparator from 16 pt to the trailing edge.
            #expect(drawn.pixel(plain.minX + 30, y).near(drawn.over(.opaqueSeparator)), "\(bottom): \(drawn.pixel(plain.minX + 30, y))")
            #expect(drawn.pixel(plain.maxX - 4, y).near(drawn.over(.opaqueSeparator)), "\(bottom)")
            #expect(drawn.pixel(plain.minX + 8, y) == drawn.background, "\(bottom)")
        }
    }

    /// The static table's rows and the filler rows below them: green, between the two insets.
    @Test(arguments: ControlDrawingTests.appearances) func rowSeparatorsTakeTheDocumentsColourAndInset(_ appearance: Appearance) throws {
        let drawn = try Self.render(ios: 14, appearance, storyboard: Self.staticTable)
        let table = try drawn.frame("static"), last = try drawn.frame("st-2")
        #expect(last.height == 60 && last.maxY + 120 < table.maxY, "\(last) in \(table)")
        for bottom in [last.minY, last.maxY, last.maxY + 60, last.maxY + 120] {
            let y = bottom - 0.25
            #expect(drawn.pixel(table.minX + 45, y).near(Self.green), "\(bottom): \(drawn.pixel(table.minX + 45, y))")
            #expect(drawn.pixel(table.maxX - 35, y).near(Self.green), "\(bottom): \(drawn.pixel(table.maxX - 35, y))")
            #expect(drawn.pixel(table.minX + 30, y) == drawn.background, "\(bottom): \(drawn.pixel(table.minX + 30, y))")
            #expect(drawn.pixel(table.maxX - 20, y) == drawn.background, "\(bottom): \(drawn.pixel(table.maxX - 20, y))")
        }
    }
}
