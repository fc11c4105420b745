import Foundation
import Testing
@testable import BezelCLI

/// A table cell XIB wider than the phone it was saved on: from Xcode 11's iOS 13 canvas its content view has the
/// phone's side margins (16 pt on a 375 pt phone), before it those of a window as wide as the cell, which §82 measures
/// as the phone: 20 pt for a 408 pt row as for a 600 pt one (docs/research/ib-defaults.md §114, §116). The XIB is
/// written for this test: a cell on the 375 pt `retina4_7` phone, a panel 10 pt inside its leading margin and on its
/// top and trailing margins.
@Suite struct WideCellOnNarrowPhoneMarginsTests {
    /// Xcode 14 (toolsVersion 20037): the 600 pt cell's panel at (26, 11, 558, 30), 16 pt margins.
    @Test func anXcode14CellWiderThanItsPhoneHasThePhonesMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Wide14.xib", Self.cell, views: 2, scenes: 1)
    }

    /// The same cell saved by Xcode 10 (14460.31): the panel at (30, 11, 550, 30), 20 pt margins.
    @Test func theSameCellOfXcode10HasAWideWindowsMargins() throws {
        let cell = Self.cell(width: 600, toolsVersion: "14460.31", margin: 20)
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Wide10.xib", cell, views: 2, scenes: 1)
    }

    /// A 408 pt cell, narrower than the 414 pt that gives a root view 20 pt margins, saved by Xcode 10: its window is
    /// the phone §82 measures, at least 390 pt wide, so 20 pt margins; the panel at (30, 11, 358, 30).
    @Test func anXcode10CellOf408PointsHasTwentyPointMargins() throws {
        let cell = Self.cell(width: 408, toolsVersion: "14460.31", margin: 20)
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell408x10.xib", cell, views: 2, scenes: 1)
    }

    /// The 408 pt cell saved by Xcode 14: the phone's 16 pt margins, the panel at (26, 11, 366, 30).
    @Test func theSameCellOfXcode14HasThePhonesMargins() throws {
        let cell = Self.cell(width: 408, toolsVersion: "20037", margin: 16)
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell408x14.xib", cell, views: 2, scenes: 1)
    }

    /// `cell` `width` points wide, saved by `toolsVersion`, its panel saved inside side margins of `margin` points.
    static func cell(width: Int, toolsVersion: String, margin: Int) -> String {
        let variant = cell.replacingOccurrences(of: "toolsVersion=\"20037\"", with: "toolsVersion=\"\(toolsVersion)\"")
            .replacingOccurrences(of: "width=\"600\"", with: "width=\"\(width)\"")
            .replacingOccurrences(of: "x=\"26\" y=\"11\" width=\"558\"",
                                  with: "x=\"\(margin + 10)\" y=\"11\" width=\"\(width - 2 * margin - 10)\"")
        #expect(variant.contains("toolsVersion=\"\(toolsVersion)\"") && variant.contains("width=\"\(width - 2 * margin - 10)\""))
        return variant
    }

    static let cell = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="600" height="60"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="60"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                <rect key="frame" x="26" y="11" width="558" height="30"/>
                                <color key="backgroundColor" red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="panel" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="t"/>
                            <constraint firstItem="panel" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" constant="10" id="l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="panel" secondAttribute="trailing" id="r"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
}
