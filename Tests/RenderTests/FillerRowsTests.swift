import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// A storyboard written for this test: three empty tables whose rows the code makes (300 × 400 pt, 50 pt rows), a
/// plain one, a plain one with a table footer view, and one whose separators are off. Before iOS 15 a plain table's
/// `fillerRowHeight` is `automaticDimension`: filler rows as tall as the last row (here the table's 50 pt row height)
/// fill it to the bottom, each ending in a separator; from iOS 15 the default is no filler rows
/// (https://developer.apple.com/documentation/uikit/uitableview/fillerrowheight). A footer view takes them away
/// (Apple's CloudKitCatalog sample removes "the empty cells of a plain table" so,
/// https://developer.apple.com/library/archive/samplecode/CloudAtlas/Listings/iOS_CloudKitCatalog_CloudKitCatalog_TableView_swift.html),
/// and `separatorStyle="none"` draws no separator. The separator is opaqueSeparator (#C6C6C8 light, #38383A dark,
/// https://developer.apple.com/documentation/uikit/uicolor/opaqueseparator), 0.5 pt at the row's bottom, after the
/// 16 pt leading inset Bezel gives a table's rows.
@Suite struct FillerRowsTests {
    typealias RGB = ControlDrawingTests.RGB

    static func table(_ id: String, x: Int, separators: String = "default", footer: Bool = false) -> String {
        """
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="\(separators)" rowHeight="50" sectionHeaderHeight="28" sectionFooterHeight="28" id="\(id)">
                                        <rect key="frame" x="\(x)" y="200" width="120" height="400"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
        \(footer ? """
                                        <view key="tableFooterView" contentMode="scaleToFill" id="\(id)-foot">
                                            <rect key="frame" x="0.0" y="0.0" width="120" height="1"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        </view>
        """ : "")
                                    </tableView>
        """
    }

    static let storyboard = DocumentVisibilityTests.storyboard(
        controller: "InboxViewController",
        subviews: table("plain", x: 10) + "\n" + table("footed", x: 140, footer: true) + "\n" + table("bare", x: 270, separators: "none"))

    /// A static plain table of two 60 pt cells (300 × 400 pt): filler rows of the last row's 60 pt below them.
    static let staticTable = DocumentVisibilityTests.storyboard(controller: "SettingsViewController", subviews: """
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="60" sectionHeaderHeight="28" sectionFooterHeight="28" id="static">
                                        <rect key="frame" x="57" y="200" width="300" height="400"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
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

    static func render(ios: Int, _ appearance: Appearance, storyboard: String = Self.storyboard) throws -> ControlDrawingTests.Drawn {
        let screen = try #require(try ScreenLoader.screens(bytes: Array(storyboard.utf8), file: "Inbox.storyboard").first)
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-11", ios: ios).with(appearance: appearance)
        #expect(profile.ios == ios)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
    }

    /// The row bottoms inside a 400 pt frame of 50 pt filler rows: 50, 100, … 400 pt below its top.
    static func rowBottoms(_ frame: Rect) -> [Double] { (1...8).map { frame.minY + Double($0) * 50 } }

    @Test(arguments: ControlDrawingTests.appearances) func plainTableBeforeIOS15ShowsFillerSeparators(_ appearance: Appearance) throws {
        let drawn = try Self.render(ios: 14, appearance)
        let frame = try drawn.frame("plain")
        #expect(frame == Rect(x: 10, y: 200, width: 120, height: 400), "\(frame)")
        let separator = drawn.over(.opaqueSeparator)
        for bottom in Self.rowBottoms(frame) {
            // The separator's pixel row (the last 0.5 pt of the row), past the inset and before it.
            #expect(drawn.pixel(frame.minX + 60, bottom - 0.25).near(separator), "\(bottom): \(drawn.pixel(frame.minX + 60, bottom - 0.25))")
            #expect(drawn.pixel(frame.minX + 8, bottom - 0.25) == drawn.background, "\(bottom)")
            // Mid-row, the table's background.
            #expect(drawn.pixel(frame.minX + 60, bottom - 25) == drawn.background, "\(bottom)")
        }
    }

    @Test(arguments: ControlDrawingTests.appearances) func fromIOS15AFooterViewOrNoSeparatorsThereAreNone(_ appearance: Appearance) throws {
        let before = try Self.render(ios: 14, appearance), after = try Self.render(ios: 15, appearance)
        for (drawn, ids) in [(after, ["plain", "footed", "bare"]), (before, ["footed", "bare"])] {
            for id in ids {
                let frame = try drawn.frame(id)
                // Below the footer view's 1 pt, every pixel is the table's background.
                let below = Rect(x: frame.minX, y: frame.minY + 2, width: frame.width, height: frame.height - 2)
                let pixels = drawn.pixels(in: below)
                #expect(!pixels.isEmpty && pixels.allSatisfy { $0 == drawn.background }, "\(id) iOS \(drawn.layout.jsonText.contains("\"ios\": 14") ? 14 : 15): \(Set(pixels))")
            }
        }
    }

    /// Below the static table's last cell, filler rows as tall as it (60 pt), each ending in a separator; none
    /// from iOS 15.
    @Test(arguments: ControlDrawingTests.appearances) func staticTableBeforeIOS15EndsInFillerRows(_ appearance: Appearance) throws {
        let drawn = try Self.render(ios: 14, appearance, storyboard: Self.staticTable)
        let table = try drawn.frame("static"), last = try drawn.frame("st-2")
        #expect(last.height == 60 && last.maxY + 120 < table.maxY, "\(last) in \(table)")
        let separator = drawn.over(.opaqueSeparator)
        var bottom = last.maxY + 60
        while bottom <= table.maxY {
            #expect(drawn.pixel(table.midX, bottom - 0.25).near(separator), "\(bottom): \(drawn.pixel(table.midX, bottom - 0.25))")
            #expect(drawn.pixel(table.midX, bottom - 30) == drawn.background, "\(bottom)")
            bottom += 60
        }
        let after = try Self.render(ios: 15, appearance, storyboard: Self.staticTable)
        let below = after.pixels(in: Rect(x: table.minX, y: last.maxY + 1, width: table.width, height: table.maxY - last.maxY - 1))
        #expect(!below.isEmpty && below.allSatisfy { $0 == after.background }, "\(Set(below))")
    }

    /// The tables stay named: their rows are the app's.
    @Test func emptyTablesAreStillNamed() throws {
        let screen = try #require(try ScreenLoader.screens(bytes: Array(Self.storyboard.utf8), file: "Inbox.storyboard").first)
        let named = screen.substitutes.filter { $0.what == "table with content from code" }.map(\.id)
        #expect(named == ["plain", "footed", "bare"])
    }
}
