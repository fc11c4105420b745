import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A wrapping Chinese label in the system font is saved at the system font's line height a line (14 pt: 50.5 for three
/// lines, 17 for one; 17 pt: 41 for two), not at the taller lines of Droid Sans Fallback, Bezel's face for Chinese
/// (docs/research/ib-defaults.md §171). The XIB is written for this test, with the frames Xcode 10 saves for it; each
/// label is pinned at its top and both sides, so its height is its text's, and the box below the last moves with it.
@Suite struct ChineseLineHeightTests {
    @Test func wrappingChineseLabelsAreSystemFontLinesTall() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "ChineseLines.xib", Self.xib, views: 4, scenes: 1)
    }

    static let xib: String = {
        let rows: [(id: String, text: String, size: Int, lines: Int, height: Double)] = [
            ("report", "今天早上我们一起去公园散步看见很多人在湖边跑步还有小朋友在草地上放风筝天气非常好大家都很开心我们下午还要去图书馆", 14, 0, 50.5),
            ("notice", "请先阅读使用说明书", 14, 0, 17),
            ("guest", "这是一段用于测试两行显示效果的中文文字内容它会被截断在第二", 17, 2, 41),
        ]
        var y = 20.0
        var views: [String] = []
        var constraints: [String] = []
        for row in rows {
            views.append("""
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(row.text)" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="\(row.lines)" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(row.id)">
                    <rect key="frame" x="20" y="\(y)" width="335" height="\(row.height)"/>
                    <fontDescription key="fontDescription" type="system" pointSize="\(row.size)"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
                """)
            constraints.append("""
                <constraint firstItem="\(row.id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="t-\(row.id)"/>
                <constraint firstItem="\(row.id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l-\(row.id)"/>
                <constraint firstAttribute="trailing" secondItem="\(row.id)" secondAttribute="trailing" constant="20" id="r-\(row.id)"/>
                """)
            y += row.height + 8
        }
        views.append("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="20" y="\(y)" width="335" height="30"/>
                <color key="backgroundColor" red="0.2" green="0.4" blue="0.8" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <constraints>
                    <constraint firstAttribute="height" constant="30" id="bh"/>
                </constraints>
            </view>
            """)
        constraints.append("""
            <constraint firstItem="box" firstAttribute="top" secondItem="guest" secondAttribute="bottom" constant="8" id="bt"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="bl"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="br"/>
            """)
        return InterfaceBuilderFixture.rootViewXIB(toolsVersion: "14113", plugInVersion: "14088", subviews: views, constraints: constraints)
    }()
}
