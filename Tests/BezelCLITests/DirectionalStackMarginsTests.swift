import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A stack view whose document gives it directional layout margins (`<directionalEdgeInsets
/// key="directionalLayoutMargins">`) arranges its subviews inside them, as one with `<edgeInsets key="layoutMargins">`
/// does (docs/research/ib-defaults.md §148, beside §52). The XIB is written for this test in the style of an Xcode 14
/// document on `retina6_1`, with the frames Interface Builder saves: a vertical stack 16 pt in from each side of the
/// view, below its safe area, with margins of 8 above and below and 16 at the sides, holding a 20 and a 30 pt tall
/// view (the stack 66 tall, its views at (16, 8) and (16, 28), 350 wide), and a horizontal one with margins of 4 and
/// 12 holding two 40 pt wide views 24 tall; laid out at the stacks' edges, as Bezel did, every view is 12 to 32 pt off.
@Suite struct DirectionalStackMarginsTests {
    @Test func aStackArrangesInsideItsDirectionalMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Margins.xib", Self.xib, views: 6, scenes: 1)
    }

    static func box(_ id: String, x: Int, y: Int, width: Int, height: Int, constraint: String) -> String {
        """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                            <constraints>
                                <constraint firstAttribute="\(constraint)" constant="\(constraint == "height" ? height : width)" id="\(id)-c"/>
                            </constraints>
                        </view>
        """
    }

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina6_1", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="240"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="rows">
                    <rect key="frame" x="16" y="60" width="382" height="66"/>
                    <subviews>
        \(box("first", x: 16, y: 8, width: 350, height: 20, constraint: "height"))
        \(box("second", x: 16, y: 28, width: 350, height: 30, constraint: "height"))
                    </subviews>
                    <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="16" bottom="8" trailing="16"/>
                </stackView>
                <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="chips">
                    <rect key="frame" x="16" y="160" width="114" height="32"/>
                    <subviews>
        \(box("left", x: 12, y: 4, width: 40, height: 24, constraint: "width"))
        \(box("right", x: 62, y: 4, width: 40, height: 24, constraint: "width"))
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="height" constant="32" id="chips-h"/>
                    </constraints>
                    <directionalEdgeInsets key="directionalLayoutMargins" top="4" leading="12" bottom="4" trailing="12"/>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="rows" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="r-t"/>
                <constraint firstItem="rows" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="r-l"/>
                <constraint firstAttribute="trailing" secondItem="rows" secondAttribute="trailing" constant="16" id="r-r"/>
                <constraint firstItem="chips" firstAttribute="top" secondItem="root" secondAttribute="top" constant="160" id="c-t"/>
                <constraint firstItem="chips" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c-l"/>
            </constraints>
        </view>
        """)
}
