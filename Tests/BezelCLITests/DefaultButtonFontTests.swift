import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A system button whose document names no font: Interface Builder sizes its title in the 15 pt system
/// font, and Bezel draws and checks it in the same font it measured it in, so a title that fits its frame
/// is not reported cut.
@Suite struct DefaultButtonFontTests {
    func check(_ document: String, devices: String = "iphone-8") throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-button-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Button.storyboard").path
        try document.write(toFile: path, atomically: true, encoding: .utf8)
        let captured = CapturedConsole()
        _ = BezelCommandLine.run(["check", path, "--devices", devices], console: captured.console)
        return captured.standardOutput + captured.standardError
    }

    /// The button hugs its title (no width constraint): nothing is cut on any profile.
    @Test func aHuggingTitleIsNotReportedCut() throws {
        let out = try check(Self.document)
        #expect(!out.contains("text-truncated"), "\(out)")
    }

    /// Held to 100 pt the same title is cut, and the finding measures it in the 15 pt font.
    @Test func aNarrowedTitleIsMeasuredAtFifteenPoints() throws {
        let out = try check(Self.narrow)
        #expect(out.contains("warning[text-truncated]: button 'b' text 'Create a new account now' needs"), "\(out)")
        #expect(out.contains("pt in 15 pt regular but has 100 pt"), "\(out)")
    }

    /// `--devices saved` checks each scene once, on the device the document was saved on (`retina4_7`:
    /// the iPhone 8, portrait), and nowhere else.
    @Test func savedDevicesCheckTheSavedProfileOnly() throws {
        let out = try check(Self.narrow, devices: "saved")
        #expect(out.contains("pt in 15 pt regular but has 100 pt: it is cut by"), "\(out)")
        #expect(out.contains("on iphone-8 portrait\n"), "\(out)")
        #expect(out.contains("checked 1 screen on 1 profile (1 evaluation)"), "\(out)")
    }

    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "17701", initialViewController: "vc", device: "retina4_7", scenes: """
        <scene sceneID="s">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                <rect key="frame" x="20" y="40" width="200" height="30"/>
                                <state key="normal" title="Create a new account now"/>
                            </button>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="b" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstItem="b" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c2"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)

    static let narrow = InterfaceBuilderFixture.storyboard(
        toolsVersion: "17701", initialViewController: "vc", device: "retina4_7", scenes: """
        <scene sceneID="s">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                <rect key="frame" x="20" y="40" width="200" height="30"/>
                                <state key="normal" title="Create a new account now"/>
                            </button>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="b" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstItem="b" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c2"/>
                            <constraint firstItem="b" firstAttribute="width" constant="100" id="c3"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
