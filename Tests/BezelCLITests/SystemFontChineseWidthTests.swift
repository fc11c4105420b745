import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Interface Builder's canvas sets the system font's Chinese about 0.3 pt a character wider than 1 em in documents of
/// Xcode 8.3 and later, and exactly 1 em in Xcode 6's and 7's: one-line labels of n characters at s pt are saved
/// n × (s + 0.3) wide, rounded up to the pixel, by the first and n × s by the others (docs/research/ib-defaults.md §167).
/// The documents are written for this test: each label is pinned only at its top and leading edges, so its width is
/// its text's.
@Suite struct SystemFontChineseWidthTests {
    @Test func aChineseLabelIsWiderThanItsEmsOnAnXcode9Canvas() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Chinese9.xib", Self.xib(toolsVersion: "14113", widths: [49.5, 69.5, 86, 56]), views: 4, scenes: 1)
    }

    @Test func aChineseLabelIsItsEmsOnAnXcode7Canvas() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(
            named: "Chinese7.xib", Self.xib(toolsVersion: "10117", widths: [48, 68, 84, 56]), views: 4, scenes: 1)
    }

    /// Four labels, saved `widths` wide: four characters at 12 pt, four at 17 pt and six at 14 pt in the system font,
    /// and four at 14 pt in the system font named `.SFNSText`, which Xcode 9 saves at 1 em a character too (§167).
    static func xib(toolsVersion: String, widths: [Double]) -> String {
        let rows: [(id: String, text: String, size: Int, height: Double, font: String)] = [
            ("small", "设置中心", 12, 14.5, #"type="system""#), ("body", "天气预报", 17, 20.5, #"type="system""#),
            ("list", "我的订单列表", 14, 17, #"type="system""#),
            ("named", "学校名称", 14, 17, #"name=".SFNSText" family=".SF NS Text""#),
        ]
        var y = 20.0
        var labels: [String] = []
        var constraints: [String] = []
        for (index, row) in rows.enumerated() {
            labels.append("""
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(row.text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(row.id)">
                    <rect key="frame" x="16" y="\(y)" width="\(widths[index])" height="\(row.height)"/>
                    <fontDescription key="fontDescription" \(row.font) pointSize="\(row.size)"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
                """)
            constraints.append("""
                <constraint firstItem="\(row.id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="t-\(row.id)"/>
                <constraint firstItem="\(row.id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l-\(row.id)"/>
                """)
            y += row.height + 8
        }
        return InterfaceBuilderFixture.rootViewXIB(
            toolsVersion: toolsVersion, plugInVersion: toolsVersion, subviews: labels, constraints: constraints)
    }
}
