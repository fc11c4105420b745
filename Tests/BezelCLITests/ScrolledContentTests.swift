import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A view inside a scrolled view's content moves with the content at every depth, not only the scroll
/// view's direct subviews: Interface Builder saves every frame in its superview's coordinates, so a table
/// header's subview stays where its constraints put it inside the header however far the content is inset.
@Suite struct ScrolledContentTests {
    /// A document made for this test: a table view controller in a navigation controller on the 4.7″ iPhone
    /// (20 pt status bar and 44 pt navigation bar, so the table's adjusted top inset is 64 and its content
    /// starts 64 pt down). The header view holds `box`, 16 pt from its leading edge and 45 pt from its top:
    /// in the window, (16, 64 + 45) = (16, 109); in its superview, (16, 45) as saved.
    @Test func aTableHeadersSubviewMovesWithTheContent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-scrolled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Header.storyboard").path
        try Self.document.write(toFile: path, atomically: true, encoding: .utf8)
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(["layout", path, "--device", "saved"], console: captured.console)
        #expect(status == 0, "\(captured.standardError)")
        #expect(captured.standardOutput.contains("    header [view] (0, 64, 375, 100)\n      box [view] (16, 109, 100, 30)\n"), "\(captured.standardOutput)")
        let compared = CapturedConsole()
        _ = BezelCommandLine.run(["layout", path, "--device", "saved", "--compare-saved"], console: compared.console)
        #expect(compared.standardOutput == "3 views compared in 1 scenes: 3 within 0.5 pt (100 %), 3 within 2 pt (100 %), 0 further off\n")
    }

    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "21701", initialViewController: "nav", device: "retina4_7", scenes: """
        <scene sceneID="s1">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="tvc" kind="relationship" relationship="rootViewController" id="seg"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <tableViewController id="tvc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <view key="tableHeaderView" contentMode="scaleToFill" id="header">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="16" y="45" width="100" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="100" id="w"/>
                                        <constraint firstAttribute="height" constant="30" id="h"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="16" id="l"/>
                                <constraint firstItem="box" firstAttribute="top" secondItem="header" secondAttribute="top" constant="45" id="t"/>
                            </constraints>
                        </view>
                    </tableView>
                    <navigationItem key="navigationItem" title="Title" id="item"/>
                </tableViewController>
            </objects>
        </scene>
        """)
}
