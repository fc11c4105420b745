import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A navigation item whose `largeTitleDisplayMode` is automatic (the default) takes the large-title setting of the
/// item below it on the stack (https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/automatic):
/// in a stack whose bar prefers large titles, a scene pushed from one that says `never` shows a standard bar, and
/// Interface Builder's canvas saves it so (docs/research/ib-defaults.md §34).
@Suite struct LargeTitleInheritanceTests {
    /// Written for this test on the pattern of the saved frames §34 measures (`retina6_1`): the list (automatic,
    /// large) pushes an entry (`never`) from its `+` bar button item, the entry pushes the editor (automatic) from
    /// its Edit item; the editor's panel pinned to its safe area sits under the 48 pt status bar and a 44 pt
    /// standard bar, at y = 92, not under the 96 pt large-title bar.
    @Test func anAutomaticItemTakesTheSettingOfTheItemBelowIt() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "LargeTitles.storyboard", Self.document, views: 1, scenes: 3)
    }

    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "21701", initialViewController: "nav", device: "retina6_1", scenes: """
        <scene sceneID="s1">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" largeTitles="YES" id="navBar">
                        <rect key="frame" x="0.0" y="48" width="414" height="96"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="list" kind="relationship" relationship="rootViewController" id="rootSegue"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="list" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="listRoot">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="listSafe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                    <navigationItem key="navigationItem" title="Entries" id="listItem">
                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="addItem">
                            <connections>
                                <segue destination="detail" kind="show" id="showDetail"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s4">
            <objects>
                <viewController id="detail" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="detailRoot">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="detailSafe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                    <navigationItem key="navigationItem" title="Entry" largeTitleDisplayMode="never" id="detailItem">
                        <barButtonItem key="rightBarButtonItem" systemItem="edit" id="editItem">
                            <connections>
                                <segue destination="editor" kind="show" id="showEditor"/>
                            </connections>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s3">
            <objects>
                <viewController id="editor" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="editorRoot">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                <rect key="frame" x="0.0" y="92" width="414" height="100"/>
                                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="100" id="panelHeight"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="editorSafe"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="panel" firstAttribute="top" secondItem="editorSafe" secondAttribute="top" id="panelTop"/>
                            <constraint firstItem="panel" firstAttribute="leading" secondItem="editorSafe" secondAttribute="leading" id="panelLeading"/>
                            <constraint firstItem="editorSafe" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" id="panelTrailing"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="New entry" id="editorItem"/>
                </viewController>
            </objects>
        </scene>
        """)
}
