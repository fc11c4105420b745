import Devices
import Foundation
import Geometry
import Screens
import Testing

/// Images inside a table's prototype cell are looked up in the project's catalogue like any view's and drawn
/// in every row (`ProjectAssets`): a storyboard written for this test holds a 50-pt prototype with a 20-pt
/// image view and a title-less button, both showing the orange catalogue image the test writes.
@Suite struct CellImageTests {
    typealias RGB = ControlDrawingTests.RGB

    static func project() throws -> AssetProject {
        let project = try AssetProject("cell-image")
        let orange = ButtonImageDrawingTests.orange
        try project.write("Assets.xcassets/Glyph.imageset/image@2x.png", try AssetProject.png(side: 40, orange))
        try project.write("Assets.xcassets/Glyph.imageset/image@3x.png", try AssetProject.png(side: 60, orange))
        try project.write("Assets.xcassets/Glyph.imageset/Contents.json", """
            {"images": [
              {"idiom": "universal", "filename": "image@2x.png", "scale": "2x"},
              {"idiom": "universal", "filename": "image@3x.png", "scale": "3x"}
            ], "info": {"author": "xcode", "version": 1}}
            """)
        try project.write("Main.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="ci-scn">
                        <objects>
                            <tableViewController title="Cells" id="ci-ctl" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="50" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="ci-tbl">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <prototypes>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="Item" rowHeight="50" id="ci-p1">
                                            <rect key="frame" x="0.0" y="28" width="414" height="50"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="ci-p1" id="ci-cv">
                                                <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="Glyph" translatesAutoresizingMaskIntoConstraints="NO" id="ci-img">
                                                        <rect key="frame" x="20" y="15" width="20" height="20"/>
                                                    </imageView>
                                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="ci-btn">
                                                        <rect key="frame" x="354" y="5" width="40" height="40"/>
                                                        <state key="normal" image="Glyph"/>
                                                    </button>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="ci-img" firstAttribute="leading" secondItem="ci-cv" secondAttribute="leading" constant="20" id="ck1"/>
                                                    <constraint firstItem="ci-img" firstAttribute="centerY" secondItem="ci-cv" secondAttribute="centerY" id="ck2"/>
                                                    <constraint firstAttribute="trailing" secondItem="ci-btn" secondAttribute="trailing" constant="20" id="ck3"/>
                                                    <constraint firstItem="ci-btn" firstAttribute="centerY" secondItem="ci-cv" secondAttribute="centerY" id="ck4"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </prototypes>
                                </tableView>
                            </tableViewController>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <image name="Glyph" width="20" height="20"/>
                </resources>
            </document>
            """)
        return project
    }

    @Test(arguments: ControlDrawingTests.appearances) func imagesInCellsAreDrawn(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let screen = try #require(try ScreenLoader.screens(path: project.app.appendingPathComponent("Main.storyboard").path).first)
        #expect(!screen.substitutes.contains { $0.id.hasPrefix("ci-") }, "\(screen.substitutes)")
        let drawn = try DocumentCellTests.render(screen, appearance)
        let orange = RGB(hex: ButtonImageDrawingTests.orange)
        for id in ["ci-img", "ci-btn", "ci-img~2", "ci-btn~2"] {
            let frame = try drawn.frame(id)
            let image = try #require(ButtonImageDrawingTests.ink(drawn, around: frame) { $0.near(orange, 24) }, "\(id): no image drawn")
            #expect(abs(image.width - 20) <= 0.5 && abs(image.height - 20) <= 0.5 && abs(image.midX - frame.midX) <= 0.5, "\(id): \(image) in \(frame)")
        }
    }
}
