import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// UIProgressView in the default style is 2 pt tall on the canvases of Xcode 6 to 11 (iOS 8 to 13) and 4 pt from Xcode 12
/// (iOS 14), as saved frames of progress views no constraint sizes show (docs/research/ib-defaults.md §170). The
/// documents are written for this test: the progress view is pinned at its top and sides, so only its height is its own,
/// and a label below it is pinned to its bottom.
@Suite struct ProgressViewBeforeIOS14Tests {
    @Test func aProgressViewIsTwoPointsTallOnAnXcode10Canvas() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Progress10.xib", Self.xib(toolsVersion: "14460", height: 2), views: 2, scenes: 1)
    }

    @Test func aProgressViewIsFourPointsTallOnAnXcode12Canvas() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Progress12.xib", Self.xib(toolsVersion: "17701", height: 4), views: 2, scenes: 1)
    }

    /// A progress view saved `height` tall, pinned at its top and sides, and a view pinned 8 pt below its alignment
    /// rectangle (`alignmentHeight` tall, its frame's height when nil); `style` is its `progressViewStyle`, and
    /// `heightConstraint` a height constraint of its own.
    static func xib(toolsVersion: String, height: Double, alignmentHeight: Double? = nil, style: String? = nil,
                    heightConstraint: Double? = nil) -> String {
        let styleAttribute = style.map { #" progressViewStyle="\#($0)""# } ?? ""
        let ownConstraints = heightConstraint.map {
            """

                <constraints>
                    <constraint firstAttribute="height" constant="\($0)" id="h-bar"/>
                </constraints>
            """
        } ?? ""
        return InterfaceBuilderFixture.rootViewXIB(toolsVersion: toolsVersion, plugInVersion: toolsVersion, subviews: ["""
            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750"\(styleAttribute) progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                <rect key="frame" x="16" y="40" width="343" height="\(height)"/>\(ownConstraints)
            </progressView>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                <rect key="frame" x="16" y="\(48 + (alignmentHeight ?? height))" width="343" height="30"/>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="h-below"/>
                </constraints>
            </view>
            """], constraints: [
            #"<constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t-bar"/>"#,
            #"<constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l-bar"/>"#,
            #"<constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="16" id="r-bar"/>"#,
            InterfaceBuilderFixture.stackedRow("below", below: "bar"),
        ])
    }
}
