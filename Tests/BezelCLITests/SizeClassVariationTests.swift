import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// What a document varies by size class ("Vary for Traits", the "Installed" checkboxes): a view installed only in
/// regular width, a stack's arranged view hidden in compact width, a stack's axis and a constraint's constant of
/// regular width (`Screen.inSizeClasses`). Written for this test; the saved frames are the iPhone 8 canvas's
/// (compact width, regular height), as Interface Builder lays the canvas out with its device's traits. `b`, hidden,
/// is marked misplaced: where the canvas saves a hidden arranged view is not what this test is about. Its width is
/// 999, below the stack's required collapse of a hidden view, as UIKit needs it to be to hide it without a conflict.
@Suite struct SizeClassVariationTests {
    /// The frames of `ids` (in the window) in `bezel layout DOCUMENT ARGUMENTS --json`, nil for a view that is not
    /// laid out.
    func frames(_ document: ScratchDocument, _ arguments: [String], _ ids: [String]) throws -> [String: [Double]?] {
        let result = document.run("layout", arguments + ["--json"])
        #expect(result.status == 0, "\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let views = try #require(json["views"] as? [[String: Any]])
        var out: [String: [Double]?] = [:]
        for id in ids {
            let view = views.first { $0["id"] as? String == id }
            // A hidden view's frame is named `hidden:id`, so that a test reads whether it is hidden with where it is.
            let key = view?["hidden"] as? Bool == true ? "hidden:" + id : id
            let frame = view?["frame"] as? [String: Double]
            out.updateValue(frame.map { [$0["x"]!, $0["y"]!, $0["width"]!, $0["height"]!] }, forKey: key)
        }
        return out
    }

    @Test func theCanvasShowsTheCompactWidthConfiguration() throws {
        let document = try ScratchDocument(named: "Classes.storyboard", Self.document)
        defer { document.remove() }
        #expect(document.compareSaved().out == "3 views compared in 1 scenes: 3 within 0.5 pt (100 %), 3 within 2 pt (100 %), 0 further off"
            + "; 1 misplaced in the document, not compared\n")
        let saved = try frames(document, ["--device", "saved"], ["wide", "row", "b", "box"])
        #expect(saved["wide"]! == nil, "uninstalled in compact width")
        #expect(saved["hidden:b"] != nil && saved["b"] == nil, "hidden in compact width")
        #expect(saved["row"]! == [16, 20, 50, 50], "b is hidden: the row holds a alone")
        #expect(saved["box"]! == [16, 200, 40, 40])
    }

    @Test func aRegularWidthWindowInstallsHidesAndChangesWhatTheDocumentSays() throws {
        let document = try ScratchDocument(named: "Classes.storyboard", Self.document)
        defer { document.remove() }
        let pad = try frames(document, ["--device", "ipad-pro-13"], ["wide", "row", "b", "box"])
        #expect(pad["wide"]! == [0, 100, 100, 50], "installed in regular width")
        #expect(pad["row"]! == [16, 20, 50, 110], "vertical, b shown 10 pt below a")
        #expect(pad["b"]! == [16, 80, 50, 50], "shown in regular width")
        #expect(pad["box"]! == [16, 300, 40, 40], "the constant of regular width")
    }

    /// A document that records no device (Xcode 6-7) was saved on the "Any × Any" canvas: the compact-width
    /// constant is not the canvas's, but it is an iPhone's.
    @Test func aCanvasOfNoDeviceShowsTheBaseConfiguration() throws {
        let text = Self.document.replacingOccurrences(of: "<device id=\"retina4_7\" orientation=\"portrait\"/>", with: "")
            .replacingOccurrences(of: "width=\"375\" height=\"667\"", with: "width=\"600\" height=\"600\"")
            .replacingOccurrences(of: "<variation key=\"widthClass=regular\" constant=\"300\"/>", with: "<variation key=\"widthClass=compact\" constant=\"300\"/>")
        let document = try ScratchDocument(named: "Any.storyboard", text)
        defer { document.remove() }
        #expect(try frames(document, ["--device", "saved"], ["box"])["box"]! == [16, 200, 40, 40])
        #expect(try frames(document, ["--device", "iphone-8"], ["box"])["box"]! == [16, 300, 40, 40])
    }

    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "14460.31", safeAreas: false, initialViewController: "vc", device: "retina4_7", appearance: nil,
        scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                                <rect key="frame" x="0.0" y="100" width="100" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="w-wide"/>
                                    <constraint firstAttribute="height" constant="50" id="h-wide"/>
                                </constraints>
                            </view>
                            <stackView opaque="NO" contentMode="scaleToFill" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                <rect key="frame" x="16" y="20" width="50" height="50"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="50" id="w-a"/>
                                            <constraint firstAttribute="height" constant="50" id="h-a"/>
                                        </constraints>
                                    </view>
                                    <view hidden="YES" contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" priority="999" constant="50" id="w-b"/>
                                            <constraint firstAttribute="height" constant="50" id="h-b"/>
                                        </constraints>
                                        <variation key="widthClass=compact" hidden="YES"/>
                                        <variation key="widthClass=regular" hidden="NO"/>
                                    </view>
                                </subviews>
                                <variation key="widthClass=regular" axis="vertical"/>
                            </stackView>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="16" y="200" width="40" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="40" id="w-box"/>
                                    <constraint firstAttribute="height" constant="40" id="h-box"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l-wide"/>
                            <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="t-wide"/>
                            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l-row"/>
                            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t-row"/>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l-box"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="t-box">
                                <variation key="widthClass=regular" constant="300"/>
                            </constraint>
                        </constraints>
                        <variation key="default">
                            <mask key="subviews">
                                <exclude reference="wide"/>
                            </mask>
                            <mask key="constraints">
                                <exclude reference="l-wide"/>
                                <exclude reference="t-wide"/>
                            </mask>
                        </variation>
                        <variation key="widthClass=regular">
                            <mask key="subviews">
                                <include reference="wide"/>
                            </mask>
                            <mask key="constraints">
                                <include reference="l-wide"/>
                                <include reference="t-wide"/>
                            </mask>
                        </variation>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
