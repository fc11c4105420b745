import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A constraint marked "Remove at build time" (`placeholder="YES"`) is left out of the compiled document, so the
/// app never has it, but Interface Builder's canvas lays the scene out with it and saves those frames
/// (docs/research/ib-defaults.md §30): `--device saved` keeps it, any other device leaves it out.
@Suite struct PlaceholderConstraintTests {
    /// Written for this test: a stack whose only height is a 120 pt placeholder, and a view placed below it whose
    /// sides are placeholders 40 pt inside the margins, saved where those constraints put them on the canvas.
    @Test func theSavedCanvasKeepsPlaceholderConstraints() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Placeholder.storyboard", Self.document, views: 2, scenes: 1)
    }

    /// On a device the placeholders are gone, as in the built app: the view's sides are free again.
    @Test func aDeviceLeavesThemOut() throws {
        let document = try ScratchDocument(named: "Placeholder.storyboard", Self.document)
        defer { document.remove() }
        let result = document.run("layout", ["--device", "iphone-8"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("  - badge: horizontal position, width, vertical position"), "\(result.out)")
        #expect(result.out.contains("  - list: height"), "\(result.out)")
    }

    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "14460.31", initialViewController: "vc", device: "retina4_7", appearance: nil,
        adaptation: "fullscreen", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                <rect key="frame" x="16" y="20" width="343" height="120"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="120" placeholder="YES" id="listHeight"/>
                                </constraints>
                            </stackView>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                <rect key="frame" x="56" y="160" width="263" height="44"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="44" id="badgeHeight"/>
                                </constraints>
                            </view>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="list" firstAttribute="top" secondItem="safe" secondAttribute="top" id="listTop"/>
                            <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="listLeading"/>
                            <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="list" secondAttribute="trailing" id="listTrailing"/>
                            <constraint firstItem="badge" firstAttribute="top" secondItem="list" secondAttribute="bottom" constant="20" id="badgeTop"/>
                            <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="40" placeholder="YES" id="badgeLeading"/>
                            <constraint firstItem="root" firstAttribute="trailingMargin" secondItem="badge" secondAttribute="trailing" constant="40" placeholder="YES" id="badgeTrailing"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
