import Foundation
import Testing
@testable import BezelCLI

/// A `show` segue drawn from a view inside a controller of a navigation stack (a button here; a table cell
/// alike) pushes its destination onto that stack (docs/research/ib-defaults.md §8), so the destination sits
/// under the stack's bar. The storyboard is written for this test, with frames where Interface Builder puts
/// them on the 375 × 667 canvas (20 pt status bar, 44 pt translucent navigation bar): in both scenes a view
/// 10 pt below the safe area's top is saved at y = 74; without the bar it would be at y = 30.
@Suite struct CellSeguePushTests {
    @Test func aSegueFromAViewPushesOntoItsControllersStack() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Push.storyboard", Self.storyboard, views: 2, scenes: 2)
    }

    /// A controller whose root view holds one 100 × 40 view (`element`, with `extra` inside it) 10 pt below its
    /// safe area's top and 16 pt from its leading edge.
    static func controller(_ id: String, element: String, extra: String = "") -> String {
        """
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <\(element) opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-item">
                                        <rect key="frame" x="16" y="74" width="100" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="\(id)-w"/>
                                            <constraint firstAttribute="height" constant="40" id="\(id)-h"/>
                                        </constraints>\(extra)
                                    </\(element)>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                                <constraints>
                                    <constraint firstItem="\(id)-item" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" constant="10" id="\(id)-t"/>
                                    <constraint firstItem="\(id)-item" firstAttribute="leading" secondItem="\(id)-root" secondAttribute="leading" constant="16" id="\(id)-l"/>
                                </constraints>
                            </view>
                        </viewController>
        """
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
                <scene sceneID="nav-scene">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="root-segue"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="list-scene">
                    <objects>
        \(controller("list", element: "button", extra: """

                                        <state key="normal" title="Next"/>
                                        <connections>
                                            <segue destination="detail" kind="show" id="show-segue"/>
                                        </connections>
        """))
                    </objects>
                </scene>
                <scene sceneID="detail-scene">
                    <objects>
        \(controller("detail", element: "view"))
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
