import Devices
import Drawing
import Screens
import Testing

/// A storyboard written for this test: a black panel holding a card whose background is Interface Builder's
/// `tableCellGroupedBackgroundColor`, named alone as documents before Xcode 11 name it
/// (`cocoaTouchSystemColor="tableCellGroupedBackgroundColor"`, no `<systemColor>` resource beside it). Xcode saves that
/// colour as white (docs/research/ib-defaults.md §153): the card shows white on the black panel in either appearance,
/// not clear (the panel's black through it).
@Suite struct TableCellGroupedBackgroundTests {
    typealias RGB = ControlDrawingTests.RGB

    static let storyboard = DocumentVisibilityTests.storyboard(controller: "CardViewController", subviews: """
                                    <view contentMode="scaleToFill" id="tg-panel">
                                        <rect key="frame" x="0.0" y="100" width="414" height="200"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" id="tg-card">
                                                <rect key="frame" x="20" y="20" width="200" height="100"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <color key="backgroundColor" cocoaTouchSystemColor="tableCellGroupedBackgroundColor"/>
                                            </view>
                                        </subviews>
                                        <color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </view>
        """)

    @Test(arguments: ControlDrawingTests.appearances) func cardIsWhite(_ appearance: Appearance) throws {
        let screens = try ScreenLoader.screens(bytes: Array(Self.storyboard.utf8), file: "Card.storyboard")
        let drawn = try DocumentCellTests.render(try #require(screens.first), appearance)
        let card = drawn.pixels(in: try drawn.frame("tg-card"))
        let white = RGB(r: 255, g: 255, b: 255)
        #expect(card.filter { $0.near(white) }.count > card.count * 9 / 10, "\(Set(card).count) colours")
    }
}
