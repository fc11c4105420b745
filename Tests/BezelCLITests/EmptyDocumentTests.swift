import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A document Xcode opens is never refused for having no scene with a view: `bezel layout --device saved`,
/// `bezel check --device saved` and `bezel render --device saved` lay out, check and draw nothing, say so on
/// standard error and exit 0; `bezel render` of a folder draws its other documents. The documents
/// are written for this test: a storyboard whose only controller is a navigation controller rooted in a
/// storyboard reference (its view lives in the other storyboard), and a XIB of one plain object. A XIB holding
/// only a collection reusable view is laid out as that view.
@Suite struct EmptyDocumentTests {
    @Test(arguments: [("Navigation.storyboard", Self.navigationOnly), ("Objects.xib", Self.objectOnly)])
    func aDocumentWithNoViewLaysOutNothing(name: String, text: String) throws {
        let document = try ScratchDocument(named: name, text)
        defer { document.remove() }
        let note = "note: the document has no scene with a view"
        let tree = document.run("layout", ["--device", "saved"])
        #expect(tree.status == 0 && tree.out.isEmpty && tree.err.contains(note), "\(tree)")
        let json = document.run("layout", ["--device", "saved", "--json"])
        #expect(json.status == 0 && json.out == "[]\n", "\(json)")
        let compared = document.run("layout", ["--device", "saved", "--compare-saved", "--json"])
        #expect(compared.status == 0 && compared.err.contains(note), "\(compared)")
        let scenes = try JSONSerialization.jsonObject(with: Data(compared.out.utf8)) as? [String: Any]
        #expect((scenes?["scenes"] as? [Any])?.isEmpty == true, "\(compared.out)")
        let checked = document.run("check", ["--device", "saved"])
        #expect(checked.status == 0 && checked.err.contains(note), "\(checked)")
        let output = document.folder.appendingPathComponent("out").path
        let drawn = document.run("render", ["--device", "saved", "--out", output])
        #expect(drawn.status == 0 && drawn.err.contains(note), "\(drawn)")
        #expect(!FileManager.default.fileExists(atPath: output), "nothing is written for a document with nothing to draw")
    }

    /// A folder of documents (the main job's input) is drawn whole when one of them has no scene with a view.
    @Test func aFolderWithADocumentWithNoViewRendersTheOthers() throws {
        let empty = try ScratchDocument(named: "Objects.xib", Self.objectOnly)
        defer { empty.remove() }
        try Self.reusableOnly.write(to: empty.folder.appendingPathComponent("Header.xib"), atomically: true, encoding: .utf8)
        let output = empty.folder.appendingPathComponent("out").path
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(
            ["render", empty.folder.path, "--devices", "iphone-15-pro", "--orientations", "portrait", "--out", output,
             "--fail-on", "never", "--quiet"],
            console: captured.console)
        #expect(status == 0, "\(captured.standardError)")
        let images = (FileManager.default.enumerator(atPath: output)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".png") }
        #expect(images.contains { $0.hasPrefix("header/") }, "\(images)")
        #expect(!images.contains { $0.lowercased().hasPrefix("objects") }, "\(images)")
    }

    @Test func aReusableViewAloneIsLaidOut() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Header.xib", Self.reusableOnly, views: 1, scenes: 1)
    }

    static let navigationOnly = InterfaceBuilderFixture.storyboard(
        toolsVersion: "21701", initialViewController: "nav", device: "retina6_1", scenes: """
        <scene sceneID="s1">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="ref" kind="relationship" relationship="rootViewController" id="root"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <viewControllerPlaceholder storyboardName="Settings" id="ref" sceneMemberID="viewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """)

    static let objectOnly = InterfaceBuilderFixture.xib(toolsVersion: "21701", safeAreas: false, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="fr"/>
        <customObject id="helper" customClass="DataSource"/>
        """)

    static let reusableOnly = InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina6_1", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="header">
            <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Section" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                    <rect key="frame" x="16" y="15" width="58" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="highlightedColor"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="16" id="l"/>
                <constraint firstItem="title" firstAttribute="centerY" secondItem="header" secondAttribute="centerY" id="c"/>
            </constraints>
        </collectionReusableView>
        """)
}
