import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// `bezel layout DOCUMENT --device saved [--compare-saved]`: the saved device, and the comparison with the
/// frames Interface Builder saved.
@Suite struct CompareSavedTests {
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    /// Every Interface Builder document shipped in Templates/ lays out on the device it was saved on.
    @Test func everyTemplateDocumentLaysOutAsSaved() throws {
        let folder = LayoutCommandTests.templates
        let documents = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
        #expect(documents.count == 4)
        for name in documents {
            let result = run(["layout", "\(folder)/\(name)", "--device", "saved"])
            #expect(result.status == 0, "\(name): \(result.err)")
        }
    }

    /// A document made for this test on the 4.7″ iPhone (`retina4_7`: iPhone 8, 375 × 667, a 20 pt
    /// status bar): `box` is pinned 20 pt from the leading edge and 10 pt below the safe area's top, 100 ×
    /// 50, so UIKit puts it at (20, 30, 100, 50) — saved right. `late` is pinned the same way 100 pt
    /// lower, at (20, 130, 100, 50), but saved 3 pt lower: one view within 0.5 pt, one further off.
    @Test func comparisonCountsTheBandsAndNamesTheViewOff() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-compare-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Box.storyboard").path
        try Self.document.write(toFile: path, atomically: true, encoding: .utf8)
        let result = run(["layout", path, "--device", "saved", "--compare-saved"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == """
            \(path):19:29: note: view 'late' (view) in box/vc is 3 pt off: saved (20, 133, 100, 50), laid out (20, 130, 100, 50)
            2 views compared in 1 scenes: 1 within 0.5 pt (50 %), 1 within 2 pt (50 %), 1 further off

            """)
    }

    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "21701", initialViewController: "vc", device: "retina4_7", scenes: """
        <scene sceneID="scene">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="30" width="100" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="w1"/>
                                    <constraint firstAttribute="height" constant="50" id="h1"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="late">
                                <rect key="frame" x="20" y="133" width="100" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="w2"/>
                                    <constraint firstAttribute="height" constant="50" id="h2"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="10" id="c2"/>
                            <constraint firstItem="late" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c3"/>
                            <constraint firstItem="late" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="110" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
