import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A custom button (no `buttonType`, no `<buttonConfiguration>`) that shows only an image of its project, no title, is
/// at least one line of its (empty) title's font tall, rounded up to whole points, as one showing only an SF Symbol
/// is (§121): with no font of its own 22 pt around images 9, 15, 16, 18 and 20 pt tall, and as tall as an image taller
/// than that (docs/research/ib-defaults.md §147). The document is written for this test, with the frames Xcode saves
/// for it: three buttons placed by their centres alone, a 15 × 15 and a 16 × 9 image saved 22 pt tall, where Bezel had
/// drawn them as tall as their images, and a 30 × 30 one at 30.
@Suite struct ClassicImageButtonHeightTests {
    @Test func aCustomImageButtonIsAtLeastALineOfItsFontTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Stepper.xib", Self.xib, views: 3, scenes: 1)
    }

    static func button(_ id: String, x: Int, y: Double, width: Int, height: Int, image: String) -> String {
        """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                    <state key="normal" image="\(image)"/>
                </button>
        """
    }

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina6_1", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="80"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
        \(button("minus", x: 100, y: 29, width: 15, height: 22, image: "minus-small"))
        \(button("fold", x: 200, y: 29, width: 16, height: 22, image: "chevron-flat"))
        \(button("close", x: 300, y: 25, width: 30, height: 30, image: "close-large"))
            </subviews>
            <constraints>
                <constraint firstItem="minus" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c1"/>
                <constraint firstItem="minus" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="l1"/>
                <constraint firstItem="fold" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                <constraint firstItem="fold" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="200" id="l2"/>
                <constraint firstItem="close" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c3"/>
                <constraint firstItem="close" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300" id="l3"/>
            </constraints>
        </view>
        """, resources: """
        <image name="minus-small" width="15" height="15"/>
        <image name="chevron-flat" width="16" height="9"/>
        <image name="close-large" width="30" height="30"/>
        """)
}
