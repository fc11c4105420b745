import Testing
import TestSupport
@testable import BezelCLI

/// A view controller's view in a XIB that simulates a navigation bar (`<simulatedNavigationBarMetrics
/// key="simulatedTopBarMetrics"/>` among the view's children) is laid out under the bar, whose bottom is its safe
/// area's top, as Xcode saves it (docs/research/ib-defaults.md §94). The document is written for this test, with the
/// frames Xcode saves: a stack pinned to the safe area's top at 88 on `retina6_1`, the 44 pt status bar of iOS 13's
/// canvas and the 44 pt bar above it.
@Suite struct TopLevelViewSimulatedBarTests {
    @Test func aXIBViewUnderASimulatedNavigationBarStartsBelowIt() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Container.xib", Self.document, views: 1, scenes: 1)
    }

    static let document = InterfaceBuilderFixture.xib(toolsVersion: "19529", device: "retina6_1", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ContainerViewController" customModule="App" customModuleProvider="target">
            <connections>
                <outlet property="view" destination="root" id="out"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                    <rect key="frame" x="0.0" y="88" width="414" height="774"/>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="content" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                <constraint firstItem="content" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="r"/>
                <constraint firstItem="safe" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="b"/>
            </constraints>
            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
        </view>
        """)
}
