import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// `--device saved` on documents that record no `<device>` (Xcode 5-7): each scene is laid out on the
/// canvas its root view was saved for, and `bezel layout` says which (docs/research/saved-canvas.md).
@Suite struct SavedCanvasTests {
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    func write(_ text: String, named name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-canvas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A size-class storyboard of Xcode 6-7 made for this test: the root view is 600 × 600 (the any-width,
    /// any-height canvas), `box` 20 pt from the root's leading edge and 8 pt below the top layout guide,
    /// which the canvas puts under its 20 pt status bar: (20, 28, 100, 50), as saved. The trailing view
    /// is pinned 20 pt from the root's trailing edge, so it is at x = 600 - 20 - 100 only on a 600 pt canvas.
    @Test func aSizeClassStoryboardLaysOutOnItsSquareCanvas() throws {
        let path = try write(Self.squareStoryboard, named: "Square.storyboard")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let result = run(["layout", path, "--device", "saved", "--compare-saved"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("note: laid out on a 600 × 600 canvas, Interface Builder's any-width any-height size-class canvas"))
        #expect(result.out == "2 views compared in 1 scenes: 2 within 0.5 pt (100 %), 2 within 2 pt (100 %), 0 further off\n")
        let tree = run(["layout", path, "--device", "saved"])
        #expect(tree.out.hasPrefix("square/vc on canvas-600x600 portrait, iOS 10\nwindow 600x600"), "\(tree.out)")
    }

    /// The same storyboard with its root view saved at an offset, as Xcode 6 left some under a simulated navigation
    /// bar (600 × 600 at y = 94), and a third view pinned 20 pt above the bottom layout guide, saved against the
    /// square's 600 pt (y = 600 - 20 - 50). The canvas stays the square, not 600 × 694 (ib-defaults §159).
    @Test func aSquareRootSavedAtAnOffsetKeepsTheSquareCanvas() throws {
        let offset = Self.squareStoryboard
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="600" height="600"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="94" width="600" height="600"/>"#)
            .replacingOccurrences(of: "                        </subviews>\n", with: """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foot">
                                        <rect key="frame" x="20" y="530" width="100" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="w3"/>
                                            <constraint firstAttribute="height" constant="50" id="h3"/>
                                        </constraints>
                                    </view>
                                </subviews>

                        """)
            .replacingOccurrences(of: #"<constraint firstAttribute="trailing" secondItem="end""#, with: """
            <constraint firstItem="foot" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l3"/>
                                    <constraint firstItem="bottom" firstAttribute="top" secondItem="foot" secondAttribute="bottom" constant="20" id="b3"/>
                                    <constraint firstAttribute="trailing" secondItem="end"
            """)
        #expect(offset.contains(#"y="94""#) && offset.contains(#"id="foot""#) && offset.contains(#"id="b3""#))
        let path = try write(offset, named: "Offset.storyboard")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let result = run(["layout", path, "--device", "saved", "--compare-saved"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("note: laid out on a 600 × 600 canvas"), "\(result.err)")
        #expect(result.out == "3 views compared in 1 scenes: 3 within 0.5 pt (100 %), 3 within 2 pt (100 %), 0 further off\n", "\(result.out)")
    }

    /// A XIB with no `<device>` whose view was saved at 320 × 568, the 4″ iPhone's screen: it lays out on
    /// that device (what a later Xcode writes as `retina4_0`), and the note says so.
    @Test func aXibSavedAtAPhoneSizeLaysOutOnThatPhone() throws {
        let path = try write(Self.phoneXib, named: "Phone.xib")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let result = run(["layout", path, "--device", "saved"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("note: laid out on Interface Builder's retina4_0 canvas"), "\(result.err)")
        #expect(result.out.hasPrefix("phone/root on iphone-se-gen1 portrait"), "\(result.out)")
    }

    /// A XIB of Xcode 7 made for this test, its view saved at 414 × 736, the 5.5″ iPhone's screen: its canvas showed
    /// iOS 9, so it lays out on the 5.5″ phone that runs the nearest iOS Bezel evaluates, the iPhone 7 Plus on iOS 10,
    /// not the 8 Plus (iOS 11 and later), and its 11 pt label is 14 pt tall, its line in whole points as Xcode 7's
    /// canvas saves it (docs/research/ib-defaults.md §140); on iOS 11 it was 13.333.
    @Test func anXcode7XibSavedAtThePlusSizeLaysOutOnTheCanvasIOS() throws {
        let path = try write(Self.plusXib, named: "Plus.xib")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let result = run(["layout", path, "--device", "saved"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("note: laid out on Interface Builder's retina5_5 canvas"), "\(result.err)")
        #expect(result.out.hasPrefix("plus/root on iphone-7-plus portrait, iOS 10"), "\(result.out)")
        #expect(result.out.contains("title [label] (20, 40, "), "\(result.out)")
        #expect(result.out.contains(", 14)\n"), "\(result.out)")
    }

    /// A tvOS storyboard of Xcode 7 made for this test (tvOS documents recorded no `<device>` either): its root
    /// was saved at 1920 × 1080, the TV's screen, so it lays out on the Apple TV, the device a later Xcode
    /// names `appleTV`; `box` is pinned 80 pt from the trailing edge, at x = 1920 - 80 - 200 only on the TV's
    /// width. `bezel check --device saved` checks it on that TV (it found no profile when the canvas was a phone
    /// of the TV's size); a tvOS XIB view of a size of its own lays out on a canvas of that size on the TV.
    @Test func aTVDocumentWithNoDeviceLaysOutOnTheTV() throws {
        let path = try write(Self.tvStoryboard, named: "TV.storyboard")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let result = run(["layout", path, "--device", "saved", "--compare-saved"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("note: laid out on Interface Builder's appleTV landscape canvas"), "\(result.err)")
        #expect(result.out == "1 views compared in 1 scenes: 1 within 0.5 pt (100 %), 1 within 2 pt (100 %), 0 further off\n", "\(result.out)")
        let tree = run(["layout", path, "--device", "saved"])
        // tvOS has one orientation: the header names the system, not a rotation.
        #expect(tree.out.hasPrefix("tv/vc on apple-tv-4k, tvOS "), "\(tree.out)")
        let check = run(["check", path, "--device", "saved", "--fail-on", "never"])
        #expect(check.status == 0, "\(check.err)")

        let xib = try write(Self.tvStoryboard.replacingOccurrences(of: "width=\"1920\" height=\"1080\"", with: "width=\"600\" height=\"400\"")
            .replacingOccurrences(of: "x=\"1640\"", with: "x=\"320\""), named: "Panel.storyboard")
        defer { try? FileManager.default.removeItem(atPath: (xib as NSString).deletingLastPathComponent) }
        let panel = run(["layout", xib, "--device", "saved", "--compare-saved"])
        #expect(panel.status == 0, "\(panel.err)")
        #expect(panel.err.contains("note: laid out on a 600 × 400 canvas"), "\(panel.err)")
        #expect(panel.out.hasPrefix("1 views compared in 1 scenes: 1 within 0.5 pt"), "\(panel.out)")
        #expect(run(["check", xib, "--device", "saved", "--fail-on", "never"]).status == 0)
    }

    static let tvStoryboard = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="9532" systemVersion="15D21" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="scene">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                        <rect key="frame" x="1640" y="60" width="200" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="200" id="w1"/>
                                            <constraint firstAttribute="height" constant="100" id="h1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="80" id="r1"/>
                                    <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="t1"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// Xcode 6's master-detail template wrote its detail label's font as `<fontDescription type="system"
    /// size="system"/>`, `UIFont.systemFontSize` (14 pt): the label was refused ("'size' must be a number"). Made
    /// for this test after that template: the one-line label is saved 17 pt tall, a 14 pt line, at the width
    /// its leading and trailing constraints give it.
    @Test func theSystemFontSizeKeywordIsFourteenPoints() throws {
        let label = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Detail view content goes here" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="20" y="28" width="560" height="17"/>
                <fontDescription key="fontDescription" type="system" size="system"/>
                <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                <nil key="highlightedColor"/>
            </label>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            """
        let text = Self.squareStoryboard.replacingOccurrences(of: "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"box\">", with: label)
            .replacingOccurrences(of: "<rect key=\"frame\" x=\"20\" y=\"28\" width=\"100\" height=\"50\"/>", with: "<rect key=\"frame\" x=\"20\" y=\"53\" width=\"100\" height=\"50\"/>")
            .replacingOccurrences(of: "<constraint firstItem=\"box\" firstAttribute=\"top\" secondItem=\"top\" secondAttribute=\"bottom\" constant=\"8\" id=\"t1\"/>", with: """
                <constraint firstItem="box" firstAttribute="top" secondItem="label" secondAttribute="bottom" constant="8" id="t1"/>
                <constraint firstItem="label" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="t3"/>
                <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l3"/>
                <constraint firstAttribute="trailing" secondItem="label" secondAttribute="trailing" constant="20" id="r3"/>
                """)
        let path = try write(text, named: "Detail.storyboard")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let result = run(["layout", path, "--device", "saved", "--compare-saved"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "3 views compared in 1 scenes: 3 within 0.5 pt (100 %), 3 within 2 pt (100 %), 0 further off\n", "\(result.out)")
    }

    /// Xcode 4 also wrote UIFont's other class sizes by name (`<fontDescription type="boldSystem" size="button"/>`,
    /// `UIFont.buttonFontSize`), whose values Apple does not publish: the button keeps its kind's default font size
    /// and the document lays out, where it was refused; a name UIFont does not have is still an error at its column.
    @Test(arguments: [("button", true), ("label", true), ("smallSystem", true), ("huge", false)])
    func uiFontsNamedSizesLayOutAndOtherNamesAreRefused(_ name: String, _ laysOut: Bool) throws {
        let button = """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="button">
                <rect key="frame" x="20" y="28" width="100" height="37"/>
                <fontDescription key="fontDescription" type="boldSystem" size="\(name)"/>
                <state key="normal" title="Open"/>
            </button>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            """
        let text = Self.squareStoryboard.replacingOccurrences(of: "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"box\">", with: button)
        let path = try write(text, named: "Old.storyboard")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let result = run(["layout", path, "--device", "saved"])
        if laysOut {
            #expect(result.status == 0, "\(result.err)")
        } else {
            #expect(result.status == 2)
            #expect(result.err.contains("error: 'size' must be a number, got 'huge'"), "\(result.err)")
        }
    }

    /// A size-class storyboard of Xcode 6-7 made for this test: a tab bar controller whose tab bar is opaque
    /// (`translucent="NO"`) and its child, whose root view Interface Builder saved at 600 × 551, above the 49 pt
    /// bar on the 600 × 600 canvas. `box` is 8 pt above the bottom layout guide, the bar's top: saved at
    /// y = 551 - 8 - 50. The canvas is the square one, not one of the root view's size with a second bar in it.
    @Test func aRootViewAboveAnOpaqueTabBarLaysOutOnTheCanvasBelowIt() throws {
        let path = try write(Self.opaqueTabStoryboard, named: "Tabs.storyboard")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let result = run(["layout", path, "--device", "saved", "--compare-saved"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains("note: laid out on a 600 × 600 canvas, Interface Builder's any-width any-height size-class canvas"
            + ": the document (toolsVersion 9531) records no device, and the root view was saved on it above 49 pt of opaque bottom bars"
            + " (600 × 551)"), "\(result.err)")
        #expect(result.out == "1 views compared in 1 scenes: 1 within 0.5 pt (100 %), 1 within 2 pt (100 %), 0 further off\n", "\(result.out)")
    }

    static let squareStoryboard = InterfaceBuilderFixture.storyboard(
        standaloneNo: true, toolsVersion: "9531", systemVersion: "15C50", safeAreas: false, colorMatched: false,
        initialViewController: "vc", scenes: """
        <scene sceneID="scene">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="28" width="100" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="w1"/>
                                    <constraint firstAttribute="height" constant="50" id="h1"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="end">
                                <rect key="frame" x="480" y="28" width="100" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="w2"/>
                                    <constraint firstAttribute="height" constant="50" id="h2"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="t1"/>
                            <constraint firstAttribute="trailing" secondItem="end" secondAttribute="trailing" constant="20" id="r2"/>
                            <constraint firstItem="end" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="t2"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)

    static let phoneXib = InterfaceBuilderFixture.xib(
        standaloneNo: true, toolsVersion: "7706", systemVersion: "14D136", traitCollections: false, safeAreas: false,
        colorMatched: false, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root" userLabel="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
        </view>
        """)
    static let plusXib = InterfaceBuilderFixture.xib(
        standaloneNo: true, toolsVersion: "10117", systemVersion: "15E65", safeAreas: false, colorMatched: false, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root" userLabel="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Balance" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="20" y="40" width="42" height="14"/>
                    <fontDescription key="fontDescription" type="system" pointSize="11"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t1"/>
            </constraints>
        </view>
        """)
    static let opaqueTabStoryboard = InterfaceBuilderFixture.storyboard(
        standaloneNo: true, toolsVersion: "9531", systemVersion: "15C50", safeAreas: false, colorMatched: false,
        initialViewController: "tabs", scenes: """
        <scene sceneID="child-scene">
            <objects>
                <viewController id="child" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="top"/>
                        <viewControllerLayoutGuide type="bottom" id="bottom"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="551"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="493" width="100" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="100" id="w1"/>
                                    <constraint firstAttribute="height" constant="50" id="h1"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                            <constraint firstItem="bottom" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="8" id="b1"/>
                        </constraints>
                    </view>
                    <tabBarItem key="tabBarItem" title="First" id="item"/>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="tabs-scene">
            <objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
                    <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="bar">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections>
                        <segue destination="child" kind="relationship" relationship="viewControllers" id="rel"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        """)
}
