import Foundation
import Screens
import Testing

/// A bar button item with a `<button key="customView">` or `<view key="customView">` shows that view in the bar,
/// not its title or image (https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview). Bezel
/// does not draw the custom view in the bar: the item is the glyph placeholder and is named as not drawn exactly,
/// so a reviewer knows not to trust that part of the picture. The storyboard is written the way Interface Builder
/// saves such items (the item keeps a `title="Item"` it no longer shows; the custom view's frame is in the bar's
/// coordinates, 16 pt from its leading edge and centred in its 44 pt, as a medical app's navigation bars save them).
@Suite struct BarItemCustomViewTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="nav-scn">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="list" kind="relationship" relationship="rootViewController" id="root"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="list-scn">
                    <objects>
                        <viewController title="Lists" id="list" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="list-v">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <viewLayoutGuide key="safeArea" id="list-saf"/>
                            </view>
                            <navigationItem key="navigationItem" title="Lists" id="list-ni">
                                <barButtonItem key="leftBarButtonItem" title="Item" style="plain" id="left">
                                    <button key="customView" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" lineBreakMode="middleTruncation" id="left-button" userLabel="Back Button">
                                        <rect key="frame" x="16" y="11" width="72" height="22"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <state key="normal" title="Back"/>
                                    </button>
                                </barButtonItem>
                                <barButtonItem key="rightBarButtonItem" title="Edit" id="right"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func aCustomViewItemIsAPlaceholderNamedAsNotDrawnExactly() throws {
        let project = try AssetProject("bar-item-custom-view")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", Self.storyboard)
        let path = project.app.appendingPathComponent("Main.storyboard").path
        let screen = try #require(try ScreenLoader.screens(path: path).first { $0.controller.navigationBar != nil })
        let bar = try #require(screen.controller.navigationBar)
        let leading = try #require(bar.leadingItems.first)
        // The item's own title ("Item") is not what the bar shows: no title is drawn for it.
        #expect(leading.buttonTitle == nil && leading.customView == "Back Button", "\(leading)")
        #expect(bar.trailingItems.first?.buttonTitle == "Edit")
        let named = screen.substitutes.map { "\($0.what) \($0.id): \($0.name ?? "")" }
        #expect(named.contains("bar item custom view navigationBar.leadingItem1: Back Button"), "\(named)")
        #expect(!named.contains { $0.contains("trailingItem1") }, "\(named)")
    }
}
