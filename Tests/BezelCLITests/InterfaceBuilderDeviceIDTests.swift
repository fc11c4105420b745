import Testing
import TestSupport
@testable import BezelCLI

/// Device ids of newer Xcodes: `ipad7_9` (Xcode 13 and 14's iPad mini (6th generation), saved at 1133 × 744 in landscape)
/// and Xcode 16's `iPad13_0rounded` (the 13-inch iPad Pro, 1032 × 1376) lay out on those iPads (docs/research/ib-defaults.md
/// §92). An id Bezel does not map lays out on the device of its family whose screen is the root view's saved size, with
/// a warning at the `<device>` element, rather than leaving the scene out; an id of no family Bezel knows stays an error.
/// The documents are written for these tests.
@Suite struct InterfaceBuilderDeviceIDTests {
    @Test(arguments: [
        ("ipad7_9", "landscape", 1133.0, 744.0, "ipad-mini-gen6 landscape-left"),
        ("iPad13_0rounded", "portrait", 1032, 1376, "ipad-pro-13-m4 portrait"),
        ("ipad10_2", "portrait", 810, 1080, "ipad-gen9 portrait"),
    ])
    func aKnownIDLaysOutOnItsIPad(id: String, orientation: String, width: Double, height: Double, expected: String) throws {
        let document = try ScratchDocument(named: "Pad.storyboard", Self.storyboard(id: id, orientation: orientation, width: width, height: height))
        defer { document.remove() }
        let laidOut = document.run("layout", ["--device", "saved"])
        #expect(laidOut.status == 0, "\(laidOut.err)")
        #expect(laidOut.out.hasPrefix("pad/vc on \(expected), "), "\(laidOut.out)")
        #expect(laidOut.err.isEmpty, "\(laidOut.err)")
        #expect(document.compareSaved().out.hasSuffix("1 views compared in 1 scenes: 1 within 0.5 pt (100 %), 1 within 2 pt (100 %), 0 further off\n"))
    }

    @Test(arguments: [
        ("ipad99_9", 1133.0, 744.0, "ipad-mini-gen6"),
        ("retina9_9", 402, 874, "iphone-16-pro"),
    ])
    func anUnknownIDLaysOutOnTheDeviceOfItsSavedSize(id: String, width: Double, height: Double, expected: String) throws {
        let orientation = width > height ? "landscape" : "portrait"
        let document = try ScratchDocument(named: "New.storyboard", Self.storyboard(id: id, orientation: orientation, width: width, height: height))
        defer { document.remove() }
        let laidOut = document.run("layout", ["--device", "saved"])
        #expect(laidOut.status == 0, "\(laidOut.err)")
        #expect(laidOut.out.hasPrefix("new/vc on \(expected) "), "\(laidOut.out)")
        #expect(laidOut.err.hasPrefix("\(document.path):3:5: warning: Bezel does not know Interface Builder device '\(id)'; laid out on "),
                "\(laidOut.err)")
        #expect(laidOut.err.contains("(\(expected))"), "\(laidOut.err)")
    }

    @Test func anIDOfNoKnownFamilyIsAnError() throws {
        let document = try ScratchDocument(named: "Odd.storyboard", Self.storyboard(id: "toaster1", orientation: "portrait", width: 300, height: 300))
        defer { document.remove() }
        let laidOut = document.run("layout", ["--device", "saved"])
        #expect(laidOut.status == 2)
        #expect(laidOut.err.contains("\(document.path):3:5: error: unknown Interface Builder device 'toaster1'"), "\(laidOut.err)")
    }

    /// One scene whose root view is saved at `width` × `height` on device `id`, with a 100 pt box 40 pt from the root's
    /// top-left corner.
    static func storyboard(id: String, orientation: String, width: Double, height: Double) -> String {
        InterfaceBuilderFixture.storyboard(
        toolsVersion: "23727", initialViewController: "vc", device: id, orientation: orientation,
        deviceLayout: "fullscreen", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="40" y="40" width="100" height="100"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="w"/>
                                    <constraint firstAttribute="height" constant="100" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="l"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
    }
}
