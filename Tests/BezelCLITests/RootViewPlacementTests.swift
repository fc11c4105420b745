import Foundation
import Testing
@testable import BezelCLI

/// A controller's root view under a container's bars (`RootViewPlacement`): below an opaque navigation bar,
/// below any bar when `edgesForExtendedLayout` leaves the edge out, under an opaque bar again with
/// `extendedLayoutIncludesOpaqueBars`. The fixture is written for this test: each root view is saved where
/// Interface Builder puts it on the 375 × 667 canvas (20 pt status bar, 44 pt navigation bar), with a view
/// 10 pt below the safe area's top and a view 20 pt above the root view's bottom edge.
@Suite struct RootViewPlacementTests {
    @Test func rootViewsSitBelowBarsTheyDoNotExtendUnder() throws {
        let document = try ScratchDocument(named: "Bars.storyboard", Self.storyboard)
        defer { document.remove() }
        let result = document.compareSaved()
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "6 views compared in 3 scenes: 6 within 0.5 pt (100 %), 6 within 2 pt (100 %), 0 further off\n", "\(result.out)")
    }

    /// One scene: a navigation controller (bar `translucent`) around a controller whose root view is saved at
    /// `rootY` with `height`, `top` 10 pt below its safe area's top (saved at `topY`), `end` 20 pt above its bottom.
    static func scene(_ name: String, translucent: Bool, controllerAttributes: String = "", edges: String = "", rootY: Int, height: Int, topY: Int) -> String {
        """
                <scene sceneID="\(name)-nav-scene">
                    <objects>
                        <navigationController id="\(name)-nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill"\(translucent ? "" : " translucent=\"NO\"") id="\(name)-bar">
                                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="\(name)" kind="relationship" relationship="rootViewController" id="\(name)-segue"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="\(name)-scene">
                    <objects>
                        <viewController id="\(name)"\(controllerAttributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(name)-root">
                                <rect key="frame" x="0.0" y="\(rootY)" width="375" height="\(height)"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(name)-top">
                                        <rect key="frame" x="16" y="\(topY)" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="\(name)-w1"/>
                                            <constraint firstAttribute="height" constant="50" id="\(name)-h1"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(name)-end">
                                        <rect key="frame" x="16" y="\(height - 70)" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="\(name)-w2"/>
                                            <constraint firstAttribute="height" constant="50" id="\(name)-h2"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(name)-safe"/>
                                <constraints>
                                    <constraint firstItem="\(name)-top" firstAttribute="leading" secondItem="\(name)-root" secondAttribute="leading" constant="16" id="\(name)-l1"/>
                                    <constraint firstItem="\(name)-top" firstAttribute="top" secondItem="\(name)-safe" secondAttribute="top" constant="10" id="\(name)-t1"/>
                                    <constraint firstItem="\(name)-end" firstAttribute="leading" secondItem="\(name)-root" secondAttribute="leading" constant="16" id="\(name)-l2"/>
                                    <constraint firstAttribute="bottom" secondItem="\(name)-end" secondAttribute="bottom" constant="20" id="\(name)-b2"/>
                                </constraints>
                            </view>\(edges)
                        </viewController>
                    </objects>
                </scene>
        """
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="opaque-nav">
            <device id="retina4_7" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
        \(scene("opaque", translucent: false, rootY: 64, height: 603, topY: 10))
        \(scene("noedges", translucent: true, edges: "\n                    <extendedEdge key=\"edgesForExtendedLayout\"/>", rootY: 64, height: 603, topY: 10))
        \(scene("includes", translucent: false, controllerAttributes: " extendedLayoutIncludesOpaqueBars=\"YES\"", rootY: 0, height: 667, topY: 74))
            </scenes>
        </document>
        """
}
