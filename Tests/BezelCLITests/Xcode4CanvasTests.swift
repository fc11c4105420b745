import Foundation
import Testing
@testable import BezelCLI

/// Xcode 4's canvas showed iOS 6, which had no extended layout: a controller's view lies below the status bar and its
/// navigation bar and above its tab bar, never under them (`InterfaceBuilderCanvas.laysOutBetweenBars`,
/// docs/research/ib-defaults.md §106). The storyboard is written for these tests, with the frames Xcode 4.6 saves for
/// such a document: a tab bar controller on the 3.5-inch screen, a navigation controller's view saved at y 64 and
/// 367 pt tall, a plain tab's at y 20 and 411 tall, each with a strip pinned 20 pt above its root's bottom.
@Suite struct Xcode4CanvasTests {
    @Test func xcode4LaysAControllersViewOutBetweenItsBars() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Xcode4.storyboard", Self.document(), views: 2, scenes: 2)
    }

    /// The same frames read as Xcode 5's (toolsVersion 4514): its canvas lays the views out under the bars, so the
    /// strips are laid out 64 and 20 pt lower than these frames say.
    @Test func xcode5LaysTheSameViewsOutUnderTheBars() throws {
        let document = try ScratchDocument(named: "Xcode5.storyboard", Self.document(toolsVersion: "4514"))
        defer { document.remove() }
        let result = document.compareSaved()
        #expect(result.out.contains("'listFooter' (view) in xcode5/list is 64 pt off"), "\(result.out)\(result.err)")
        #expect(result.out.contains("'notesFooter' (view) in xcode5/notes is 20 pt off"), "\(result.out)\(result.err)")
    }

    static func document(toolsVersion: String = "3084") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="2.0" toolsVersion="\(toolsVersion)" systemVersion="12D78" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tabs">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="2083"/>
            </dependencies>
            <scenes>
                <scene sceneID="s0">
                    <objects>
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <nil key="simulatedBottomBarMetrics"/>
                            <tabBar key="tabBar" contentMode="scaleToFill" id="tabbar">
                                <rect key="frame" x="0.0" y="431" width="320" height="49"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                                <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                            </tabBar>
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                                <segue destination="notes" kind="relationship" relationship="viewControllers" id="r2"/>
                            </connections>
                        </tabBarController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Stories" id="ti1"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="navbar">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="r3"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="list" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="listRoot">
                                <rect key="frame" x="0.0" y="64" width="320" height="367"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="listFooter">
                                        <rect key="frame" x="20" y="307" width="280" height="40"/>
                                        <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="calibratedRGB"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="lh"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstAttribute="bottom" secondItem="listFooter" secondAttribute="bottom" constant="20" id="lb"/>
                                    <constraint firstItem="listFooter" firstAttribute="leading" secondItem="listRoot" secondAttribute="leading" constant="20" id="ll"/>
                                    <constraint firstAttribute="trailing" secondItem="listFooter" secondAttribute="trailing" constant="20" id="lt"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Stories" id="ni"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="notes" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="notesRoot">
                                <rect key="frame" x="0.0" y="20" width="320" height="411"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="notesFooter">
                                        <rect key="frame" x="20" y="351" width="280" height="40"/>
                                        <color key="backgroundColor" red="0.8" green="0.4" blue="0.2" alpha="1" colorSpace="calibratedRGB"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="40" id="nh"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                <constraints>
                                    <constraint firstAttribute="bottom" secondItem="notesFooter" secondAttribute="bottom" constant="20" id="nb"/>
                                    <constraint firstItem="notesFooter" firstAttribute="leading" secondItem="notesRoot" secondAttribute="leading" constant="20" id="nl"/>
                                    <constraint firstAttribute="trailing" secondItem="notesFooter" secondAttribute="trailing" constant="20" id="nt"/>
                                </constraints>
                            </view>
                            <tabBarItem key="tabBarItem" title="Notes" id="ti2"/>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
            <simulatedMetricsContainer key="defaultSimulatedMetrics">
                <simulatedStatusBarMetrics key="statusBar"/>
                <simulatedOrientationMetrics key="orientation"/>
                <simulatedScreenMetrics key="destination"/>
            </simulatedMetricsContainer>
        </document>
        """
    }
}
