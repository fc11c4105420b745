import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A XIB's top-level view in a document with no `<device>` is drawn alone at its own size; Interface Builder saved its
/// origin where its canvas drew it, below the bars it simulates (docs/research/ib-defaults.md §161). Only the root's
/// size is compared with its saved frame.
@Suite struct XIBRootBelowSimulatedBarsTests {
    /// A top-level table below a simulated status bar and an opaque navigation bar, saved at (0, 64): laid out at the
    /// origin of its own 320 × 416 canvas, it agrees with its saved size, as its subview with its saved frame.
    @Test func aTopLevelTableSavedBelowItsBarsIsComparedByItsSize() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Listing.xib", Self.table, views: 2, scenes: 1)
    }

    /// The same table in an archive of Xcode 5 saved in Xcode 4's format: saved at {{0, 44}} below a navigation bar alone.
    @Test func anArchivedTopLevelTableSavedBelowANavigationBarIsComparedByItsSize() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Archived.xib", Self.archivedTable, views: 1, scenes: 1)
    }

    static let table = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6254" systemVersion="14C109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="6247"/>
            </dependencies>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableView opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="22" sectionFooterHeight="22" id="tbl-aa-001">
                    <rect key="frame" x="0.0" y="64" width="320" height="416"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <view key="tableHeaderView" contentMode="scaleToFill" id="hdr-aa-002">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    <simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>
                    <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                </tableView>
            </objects>
        </document>
        """

    static let archivedTable = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        \t<data>
        \t\t<int key="IBDocument.SystemTarget">1072</int>
        \t\t<string key="IBDocument.InterfaceBuilderVersion">4510</string>
        \t\t<array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \t\t\t<object class="IBProxyObject" id="1001">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        \t\t\t\t<string key="targetRuntimeIdentifier">IBCocoaTouchFramework</string>
        \t\t\t</object>
        \t\t\t<object class="IBUITableView" id="1002">
        \t\t\t\t<nil key="NSNextResponder"/>
        \t\t\t\t<int key="NSvFlags">274</int>
        \t\t\t\t<string key="NSFrame">{{0, 44}, {320, 436}}</string>
        \t\t\t\t<object class="IBUISimulatedNavigationBarMetrics" key="IBUISimulatedTopBarMetrics">
        \t\t\t\t\t<bool key="IBUIPrompted">NO</bool>
        \t\t\t\t</object>
        \t\t\t\t<float key="IBUIRowHeight">44</float>
        \t\t\t</object>
        \t\t</array>
        \t\t<object class="IBObjectContainer" key="IBDocument.Objects">
        \t\t\t<array class="NSMutableArray" key="connectionRecords"/>
        \t\t\t<object class="IBMutableOrderedSet" key="objectRecords">
        \t\t\t\t<array key="orderedObjects">
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<string key="id">0</string>
        \t\t\t\t\t\t<array key="object" id="0"/>
        \t\t\t\t\t\t<reference key="children" ref="1000"/>
        \t\t\t\t\t\t<nil key="parent"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<string key="id">-1</string>
        \t\t\t\t\t\t<reference key="object" ref="1001"/>
        \t\t\t\t\t\t<reference key="parent" ref="0"/>
        \t\t\t\t\t</object>
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<string key="id">4</string>
        \t\t\t\t\t\t<reference key="object" ref="1002"/>
        \t\t\t\t\t\t<reference key="parent" ref="0"/>
        \t\t\t\t\t</object>
        \t\t\t\t</array>
        \t\t\t</object>
        \t\t</object>
        \t</data>
        </archive>
        """
}
