import Foundation
import Testing
@testable import BezelCLI

/// A storyboard's `<inferredMetricsTieBreakers>` names, for a scene several segues lead to, the segue whose source
/// Interface Builder infers the scene's bars from; the scene joins a navigation stack only through that segue
/// (docs/research/ib-defaults.md §124).
@Suite struct InferredMetricsTieBreakerTests {
    /// Written for this test on the pattern of the saved frames §124 measures (toolsVersion 14490.70, `retina6_1`, a
    /// 44 pt status bar): the sign-in scene is a navigation controller's root and also presented full screen from the
    /// welcome scene, and the tie-breaker names the presentation, so its panel pinned to the safe area is saved at
    /// y = 44 with no bar; the help scene is pushed from the stack's home scene and shown from the welcome scene,
    /// which is in no stack, and the tie-breaker names the welcome scene's segue: no bar either. The home scene, the
    /// other stack's root, keeps its bar (panel at y = 88).
    @Test func theTieBreakerSegueDecidesTheStack() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "TieBreakers.storyboard", Self.document, views: 4, scenes: 4)
    }

    /// A scene holding a panel pinned to its safe area's top, leading and trailing edges, saved at `y`.
    static func scene(_ id: String, y: Int, connections: String = "", item: Bool = true) -> String {
        """
                <scene sceneID="scene-\(id)">
                    <objects>
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-panel">
                                        <rect key="frame" x="0.0" y="\(y)" width="414" height="100"/>
                                        <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="\(id)-height"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                <constraints>
                                    <constraint firstItem="\(id)-panel" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" id="\(id)-top"/>
                                    <constraint firstItem="\(id)-panel" firstAttribute="leading" secondItem="\(id)-safe" secondAttribute="leading" id="\(id)-leading"/>
                                    <constraint firstItem="\(id)-safe" firstAttribute="trailing" secondItem="\(id)-panel" secondAttribute="trailing" id="\(id)-trailing"/>
                                </constraints>
                            </view>
                            \(item ? "<navigationItem key=\"navigationItem\" title=\"\(id)\" id=\"\(id)-item\"/>" : "")
                            <connections>\(connections)</connections>
                        </viewController>
                    </objects>
                </scene>
        """
    }

    static func navigation(_ id: String, root: String) -> String {
        """
                <scene sceneID="scene-\(id)">
                    <objects>
                        <navigationController id="\(id)" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="\(id)-bar">
                                <rect key="frame" x="0.0" y="44" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(id)-root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
        """
    }

    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="signInStack">
            <device id="retina6_1" orientation="portrait">
                <adaptation id="fullscreen"/>
            </device>
            <scenes>
        \(navigation("signInStack", root: "signIn"))
        \(scene("signIn", y: 44))
        \(scene("welcome", y: 44, connections: """
            <segue destination="signIn" kind="presentation" modalPresentationStyle="fullScreen" id="presentSignIn"/>
            <segue destination="help" kind="show" id="welcomeHelp"/>
            """, item: false))
        \(navigation("homeStack", root: "home"))
        \(scene("home", y: 88, connections: """
            <segue destination="help" kind="show" id="homeHelp"/>
            """))
        \(scene("help", y: 44))
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="presentSignIn"/>
                <segue reference="welcomeHelp"/>
            </inferredMetricsTieBreakers>
        </document>
        """
}
