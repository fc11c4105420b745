import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// On iOS 11 the canvas of Xcode 9.2 and later gives a table cell's content view the row's margins where Xcode 9.0's
/// keeps the content view's own 8 pt (docs/research/ib-defaults.md §40, §76): papesce/balanced-gym-ios (toolsVersion
/// 13771, `retina4_0`) saves a stack pinned 10 pt inside its prototype cell's leading margin at x 26 and a stack on
/// the top margin at y 11, and GeorgyZhou/iOS-Stock-App (13529), RenanAguiar/Invoice-Ios (13771) and two Xcode
/// 14113 XIB cells save their content on the row's margins too. Before, Bezel gave those content views 8 pt
/// margins, 8 pt and 3 pt off. The XIB is written for this test: a panel 10 pt inside the leading margin, on the top
/// and trailing margins of a 320 pt cell.
@Suite struct Xcode9TableCellMarginsTests {
    @Test func aCellOfXcode9Point3HasTheRowsMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell93.xib", Self.cell, views: 2, scenes: 1)
    }

    /// The same cell saved by Xcode 9.0 keeps 8 pt margins: the panel at (18, 8, 294, 30).
    @Test func theSameCellOfXcode9Point0KeepsEightPointMargins() throws {
        let cell = Self.cell.replacingOccurrences(of: "toolsVersion=\"13771\"", with: "toolsVersion=\"13196\"")
            .replacingOccurrences(of: "x=\"26\" y=\"11\" width=\"278\"", with: "x=\"18\" y=\"8\" width=\"294\"")
        #expect(cell.contains("13196") && cell.contains("x=\"18\" y=\"8\" width=\"294\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Cell90.xib", cell, views: 2, scenes: 1)
    }

    static let cell = InterfaceBuilderFixture.xib(
        toolsVersion: "13771", device: "retina4_0", appearance: nil, adaptation: "fullscreen", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="60" id="cell">
            <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="320" height="59.5"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                        <rect key="frame" x="26" y="11" width="278" height="30"/>
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
        """)
}
