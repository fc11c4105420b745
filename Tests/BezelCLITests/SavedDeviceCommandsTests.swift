import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// `--device saved` in `bezel render`, `check` and `sheet` (each scene on the device and orientation
/// Interface Builder saved it on, the resolution `bezel layout` uses), and scenes whose required
/// constraints conflict: laid out as UIKit lays them out (one constraint broken), reported as a
/// `constraint-conflict` error at the constraints' places, never left out of the output.
@Suite struct SavedDeviceCommandsTests {
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-saved-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The width and height in a PNG's IHDR chunk (bytes 16-23, big-endian; PNG specification §11.2.2).
    func pngSize(_ path: String) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// A storyboard saved on a 4.7″ iPhone (`retina4_7`: iPhone 8, 375 × 667 pt at 2×; Apple's iPhone 8
    /// technical specifications: 1334 × 750 pixels) in landscape: both scenes are drawn on it in
    /// landscape, the one whose constraints conflict too, and the run exits 1 for the conflict.
    @Test func renderDrawsEveryScene() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Saved.storyboard"
        try Self.storyboard.write(toFile: path, atomically: true, encoding: .utf8)
        let out = folder + "/out"
        let result = run(["render", path, "--device", "saved", "--frame", "screen", "--format", "png", "--out", out, "--quiet"])
        #expect(result.status == ExitStatus.findings, "\(result.err)")
        for scene in ["fine", "clash"] {
            // The image and the review page's thumbnail; no sheet of typical devices beside the saved one.
            let files = try FileManager.default.contentsOfDirectory(atPath: "\(out)/saved/\(scene)").filter { $0.hasSuffix(".png") }.sorted()
            #expect(files == ["iphone-8-landscape-left.png", "iphone-8-landscape-left.thumb.png"], "\(scene): \(files)")
            let size = try pngSize("\(out)/saved/\(scene)/iphone-8-landscape-left.png")
            #expect(size.width == 1334 && size.height == 750, "\(size)")
        }
    }

    /// `bezel check --device saved`: the conflict is a finding at the broken constraint's line and column,
    /// naming every constraint of the set with its own place; exit 1, not 2.
    @Test func checkReportsTheConflictWithItsConstraintsPlaces() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Saved.storyboard"
        try Self.storyboard.write(toFile: path, atomically: true, encoding: .utf8)
        let result = run(["check", path, "--device", "saved"])
        #expect(result.status == ExitStatus.findings, "\(result.err)")
        // The two width constraints are on lines 42 and 43 of the document, their `<constraint` at column 29.
        #expect(result.out.contains("\(path):43:29: error[constraint-conflict]: unable to simultaneously satisfy constraints:"
            + " breaking 'wide.width == 300'; conflicting: wide.width == 100 (\(path):42:29), wide.width == 300 (\(path):43:29)"),
            "\(result.out)")
        #expect(result.out.contains("on iphone-8 landscape-left"), "\(result.out)")
        #expect(!result.out.contains("'fine"), "\(result.out)")
        // The same document on every iPhone is still checked and still exits 1 (the conflict is on every profile).
        #expect(run(["check", path, "--devices", "iphone-8"]).status == ExitStatus.findings)
    }

    /// `bezel sheet --device saved` draws the scene on its saved device; an orientation on top is refused.
    @Test func sheetDrawsTheSavedDevice() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Saved.storyboard"
        try Self.storyboard.write(toFile: path, atomically: true, encoding: .utf8)
        let result = run(["sheet", path, "--scene", "fine", "--device", "saved", "--out", folder + "/sheet.svg"])
        #expect(result.status == ExitStatus.success, "\(result.err)")
        #expect(result.out.contains("(1 device,"), "\(result.out)")
        let svg = try String(contentsOfFile: folder + "/sheet.svg", encoding: .utf8)
        #expect(svg.contains("landscape"), "the label names the saved orientation")
        let refused = run(["sheet", path, "--scene", "fine", "--device", "saved", "--orientation", "portrait", "--out", folder + "/x.svg"])
        #expect(refused.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.svg"))
    }

    /// A document without `<device>` (Xcode 6-7) renders on the canvas its root view was saved for: here
    /// the 600 × 600 any-width any-height canvas, drawn at the canvas device's 2× scale.
    @Test func renderDrawsADocumentWithoutDeviceOnItsCanvas() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Square.storyboard"
        try SavedCanvasTests.squareStoryboard.write(toFile: path, atomically: true, encoding: .utf8)
        let out = folder + "/out"
        let result = run(["render", path, "--device", "saved", "--frame", "screen", "--format", "png", "--out", out, "--quiet"])
        #expect(result.status == ExitStatus.success, "\(result.err)")
        let size = try pngSize("\(out)/square/vc/canvas-600x600-portrait.png")
        #expect(size.width == 1200 && size.height == 1200)
        // A YAML template records no saved device: said, with its place, exit 2.
        let template = run(["render", folder + "/none.yml", "--device", "saved", "--out", out])
        #expect(template.status == 2)
    }

    /// The corpus's conflicting documents (Tests/Corpus/documents): no longer refused (exit 2) but laid
    /// out, with the conflict said at the constraints' places and exit 1, from every command.
    @Test func conflictingDocumentsAreLaidOutAndReported() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<2 { url.deleteLastPathComponent() }
        let documents = url.path + "/Corpus/documents"
        let conflict = documents + "/conflict.storyboard"
        let layout = run(["layout", conflict, "--device", "iphone-15-pro"])
        #expect(layout.status == ExitStatus.findings)
        #expect(layout.err.hasPrefix("\(conflict):21:29: error: unable to simultaneously satisfy constraints: breaking 'box-1.width == 200';"
            + " the 2 conflicting constraints follow\n\(conflict):20:29: note: conflicting: box-1.width == 100\n"), "\(layout.err)")
        #expect(layout.out.hasPrefix("conflict/vc-1 on iphone-15-pro portrait"), "\(layout.out)")
        let check = run(["check", conflict, "--devices", "iphone-15-pro", "--orientations", "portrait"])
        #expect(check.status == ExitStatus.findings)
        #expect(check.err.isEmpty, "\(check.err)")
        #expect(check.out.hasPrefix("\(conflict):21:29: error[constraint-conflict]: unable to simultaneously satisfy constraints:"
            + " breaking 'box-1.width == 200'; conflicting: box-1.width == 100 (\(conflict):20:29), box-1.width == 200 (\(conflict):21:29)"
            + " on iphone-15-pro portrait"), "\(check.out)")
        // An id forging a line of its own stays inside its annotation: GitHub's format escapes the line feed.
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let forgedPath = folder + "/forged.storyboard"
        try String(contentsOfFile: conflict, encoding: .utf8).replacingOccurrences(of: "box-1", with: "box&#10;README.md:1:1: error[unsafe-overlap]: forged")
            .write(toFile: forgedPath, atomically: true, encoding: .utf8)
        let forged = run(["check", forgedPath, "--devices", "iphone-x", "--format", "github"])
        #expect(forged.status == ExitStatus.findings)
        #expect(forged.out.contains("constraint-conflict"), "\(forged.out)")
        #expect(!forged.out.split(separator: "\n").contains { $0.hasPrefix("README.md") }, "\(forged.out)")
    }

    /// Xcode saves every tvOS storyboard on `<device id="appleTV" orientation="landscape">`: the TV's one
    /// screen, 1920 × 1080 pt (Apple's tvOS HIG, "Layout": https://developer.apple.com/design/human-interface-guidelines/layout),
    /// which does not rotate. `--device saved` lays it out on that screen instead of refusing a landscape TV.
    @Test func aTVStoryboardSavedLandscapeLaysOutOnTheTVScreen() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/TV.storyboard"
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="13529" targetRuntime="AppleTV" useAutolayout="YES" useSafeAreas="YES" initialViewController="tv">
                <device id="appleTV" orientation="landscape"><adaptation id="light"/></device>
                <scenes>
                    <scene sceneID="tv-s"><objects><viewController id="tv" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="tv-v"><rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/></view>
                    </viewController></objects></scene>
                </scenes>
            </document>
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = run(["layout", path, "--device", "saved"])
        #expect(result.status == ExitStatus.success, "\(result.err)")
        #expect(result.out.contains("apple-tv-4k") && result.out.contains("window 1920x1080"), "\(result.out)")
    }

    /// Two storyboards of one name in a folder run (one per target, or per language): each gets output folders
    /// of its own, named after its nearest folder, instead of a refusal because their outputs would collide; `bezel
    /// check` gives their screens the same names.
    @Test func documentsOfOneNameInAFolderRunEachGetTheirOwnFolders() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for target in ["App", "Widget"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/in/\(target)", withIntermediateDirectories: true)
            try Self.storyboard.write(toFile: "\(folder)/in/\(target)/Saved.storyboard", atomically: true, encoding: .utf8)
        }
        let result = run(["render", folder + "/in", "--device", "saved", "--format", "png", "--out", folder + "/out", "--quiet"])
        #expect(result.status == ExitStatus.findings, "\(result.err)")
        let folders = try FileManager.default.contentsOfDirectory(atPath: folder + "/out").filter { $0.hasPrefix("saved") }.sorted()
        #expect(folders == ["saved-app", "saved-widget"], "\(folders)")
        // `bezel check` names their screens as the render's folders are named (JUnit's test suites are screens).
        let check = run(["check", folder + "/in", "--device", "saved", "--format", "junit"])
        #expect(check.out.contains("name=\"saved-app/") && check.out.contains("name=\"saved-widget/") && !check.out.contains("name=\"saved/"),
                "\(check.out)")
    }

    /// A document that records neither a device nor a saved frame (Flutter's launch screen template is one, toolsVersion
    /// 12121) is laid out on the device its Xcode showed by default, Xcode 8's 4.7″ iPhone (`retina4_7`, 375 × 667 pt,
    /// iOS 10 on that canvas; docs/research/ib-defaults.md §115), and `bezel layout` says which canvas and why. In a
    /// folder it is drawn and checked with the rest; a template there, saved on no canvas, is left out with one warning,
    /// even under `--quiet`.
    @Test func aDocumentWithoutDeviceOrFrameIsLaidOutOnItsXcodesDefaultCanvas() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/in", withIntermediateDirectories: true)
        try Self.storyboard.write(toFile: folder + "/in/Saved.storyboard", atomically: true, encoding: .utf8)
        let bare = folder + "/in/LaunchScreen.storyboard"
        try InterfaceBuilderFixture.storyboard(
            toolsVersion: "12121", propertyAccessControl: false, launchScreen: true, traitCollections: false,
            safeAreas: false, colorMatched: false, initialViewController: "l", scenes: """
            <scene sceneID="l-s"><objects><viewController id="l" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="l-v">
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mark"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="mark" firstAttribute="centerX" secondItem="l-v" secondAttribute="centerX" id="m-x"/>
                        <constraint firstItem="mark" firstAttribute="centerY" secondItem="l-v" secondAttribute="centerY" id="m-y"/>
                        <constraint firstItem="mark" firstAttribute="width" constant="100" id="m-w"/>
                        <constraint firstItem="mark" firstAttribute="height" constant="50" id="m-h"/>
                    </constraints>
                </view>
            </viewController></objects></scene>
            """).write(toFile: bare, atomically: true, encoding: .utf8)
        let named = run(["layout", bare, "--device", "saved"])
        #expect(named.status == ExitStatus.success, "\(named.err)")
        #expect(named.err == "\(bare): note: laid out on iPhone 7, Interface Builder's default retina4_7 canvas in Xcode 8: the document "
            + "(toolsVersion 12121) records neither a device nor a saved frame\n", "\(named.err)")
        #expect(named.out.hasPrefix("launchscreen/l on iphone-7 portrait, iOS 10\nwindow 375x667\n"), "\(named.out)")
        #expect(named.out.contains("mark [view] (137.5, 308.5, 100, 50)"), "\(named.out)")

        try "screen: loose\nviews:\n  - { id: box, kind: view, width: 10, height: 10, pin: { top: superview, leading: superview } }\n"
            .write(toFile: folder + "/in/loose.yml", atomically: true, encoding: .utf8)
        let warning = "warning: left out 1 template, which --device saved has no canvas for (it draws storyboards and XIBs as they "
            + "were saved; name a device with --device ID): \(folder)/in/loose.yml\n"
        let render = run(["render", folder + "/in", "--device", "saved", "--format", "png", "--out", folder + "/out", "--quiet"])
        #expect(render.status == ExitStatus.findings, "\(render.err)")
        #expect(render.err.hasPrefix(warning), "\(render.err)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/out").contains { $0.hasPrefix("launchscreen") })
        #expect(try !FileManager.default.contentsOfDirectory(atPath: folder + "/out").contains { $0.hasPrefix("loose") })
        let check = run(["check", folder + "/in", "--device", "saved"])
        #expect(check.status == ExitStatus.findings && check.err.contains(warning), "\(check.err)")
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "21701", initialViewController: "fine", device: "retina4_7", orientation: "landscape", scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="fine" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root1">
                        <rect key="frame" x="0.0" y="0.0" width="667" height="375"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="20" width="100" height="50"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe1"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="safe1" secondAttribute="leading" constant="20" id="a1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="safe1" secondAttribute="top" constant="20" id="a2"/>
                            <constraint firstItem="box" firstAttribute="width" constant="100" id="a3"/>
                            <constraint firstItem="box" firstAttribute="height" constant="50" id="a4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewController id="clash" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root2">
                        <rect key="frame" x="0.0" y="0.0" width="667" height="375"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                                <rect key="frame" x="20" y="20" width="100" height="50"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe2"/>
                        <constraints>
                            <constraint firstItem="wide" firstAttribute="leading" secondItem="safe2" secondAttribute="leading" constant="20" id="b1"/>
                            <constraint firstItem="wide" firstAttribute="top" secondItem="safe2" secondAttribute="top" constant="20" id="b2"/>
                            <constraint firstItem="wide" firstAttribute="width" constant="100" id="b3"/>
                            <constraint firstItem="wide" firstAttribute="width" constant="300" id="b4"/>
                            <constraint firstItem="wide" firstAttribute="height" constant="50" id="b5"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
