import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Before iOS 13 a borderless text field is its line of text rounded up to whole points, with no space above or below
/// it: Xcode 9 and 10 save fields that size themselves in system 13, 14, 17 and 18 pt 16, 17, 21 and 22 pt tall, where
/// the line and 1.5 pt of later Xcodes (docs/research/ib-defaults.md §42) give 17.5, 18.5, 22 and 23 on a 2x canvas
/// (docs/research/ib-defaults.md §137). The XIB is written for this test; its fields are pinned at both sides and
/// stacked, so that only their heights come from the font.
@Suite struct BorderlessTextFieldBeforeIOS13Tests {
    @Test func aBorderlessFieldIsItsLineInWholePoints() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Search.xib", Self.search, views: 4, scenes: 1)
    }

    static func field(_ id: String, y: Int, height: Int, size: Int) -> String {
        """
        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Search" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="16" y="\(y)" width="343" height="\(height)"/>
            <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
            <textInputTraits key="textInputTraits"/>
        </textField>
        """
    }

    static let search = InterfaceBuilderFixture.stackedRowsXIB(toolsVersion: "14490.70", plugInVersion: "14490.49", rows: [
        ("small", field("small", y: 0, height: 16, size: 13)),
        ("text", field("text", y: 24, height: 17, size: 14)),
        ("body", field("body", y: 49, height: 21, size: 17)),
        ("large", field("large", y: 78, height: 22, size: 18)),
    ])
}
