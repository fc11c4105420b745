import Devices
import Drawing
import Screens
import Testing

/// A storyboard written for this test, in the shape of a score bar of a game: a black bar with a label whose text is
/// UIKit's `lightTextColor`, named alone as documents before Xcode 11 name it (`cocoaTouchSystemColor="lightTextColor"`,
/// no `<systemColor>` resource beside it). UIColor.lightText is "the system color for displaying text on a dark
/// background" (https://developer.apple.com/documentation/uikit/uicolor/lighttext), white at alpha 0.6, the value Xcode
/// saves for it (docs/research/ib-defaults.md §152): the text shows light grey on the black bar in either appearance,
/// neither in the label's default black (unseen on the bar) nor in opaque white.
@Suite struct LightTextColourTests {
    typealias RGB = ControlDrawingTests.RGB

    static let storyboard = DocumentVisibilityTests.storyboard(controller: "ScoreViewController", subviews: """
                                    <view contentMode="scaleToFill" id="lt-bar">
                                        <rect key="frame" x="0.0" y="100" width="414" height="80"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="SCORE" lineBreakMode="tailTruncation" id="lt-score">
                                                <rect key="frame" x="20" y="20" width="200" height="40"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                                                <color key="textColor" cocoaTouchSystemColor="lightTextColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                        </subviews>
                                        <color key="backgroundColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                    </view>
        """)

    /// White at 0.6 over the black bar: (153, 153, 153).
    @Test(arguments: ControlDrawingTests.appearances) func lightTextIsTranslucentWhite(_ appearance: Appearance) throws {
        let screens = try ScreenLoader.screens(bytes: Array(Self.storyboard.utf8), file: "Score.storyboard")
        let drawn = try DocumentCellTests.render(try #require(screens.first), appearance)
        let text = drawn.pixels(in: try drawn.frame("lt-score"))
        let grey = RGB(r: 153, g: 153, b: 153)
        #expect(text.filter { $0.near(grey, 6) }.count > 100, "\(Set(text).count) colours")
        #expect(!text.contains { $0.near(RGB(r: 255, g: 255, b: 255), 12) })
    }
}
