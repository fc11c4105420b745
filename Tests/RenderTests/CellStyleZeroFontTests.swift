import Devices
import Foundation
import Geometry
import Render
import Screens
import Testing
import TestSupport

/// A static table of styled cells as Xcode 14 and later save them: the Basic cell's title and the Subtitle cell's
/// title and detail carry `<fontDescription type="system" pointSize="0.0"/>`, as a money app's currency list and a
/// charity app's event list do. The labels keep the fonts their cell style gives (17 pt text, a subtitle's 12 pt
/// detail: docs/research/cells.md §2, docs/research/ib-defaults.md §90, where Xcode 10 to 12 saved those sizes for
/// the same labels); drawn at 0 pt they showed nothing. The document is written here.
@Suite struct CellStyleZeroFontTests {
    typealias RGB = ControlDrawingTests.RGB

    static let storyboard = InterfaceBuilderFixture.storyboard(toolsVersion: "23727", device: "retina6_1", scenes: """
        <scene sceneID="list-scn">
            <objects>
                <tableViewController id="list-ctl" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="list">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <sections>
                            <tableViewSection id="sec">
                                <cells>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" selectionStyle="blue" accessoryType="checkmark" hidesAccessoryWhenEditing="NO" indentationWidth="10" textLabel="basic-t" style="IBUITableViewCellStyleDefault" id="basic">
                                        <rect key="frame" x="0.0" y="50" width="414" height="43.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="basic" id="basic-cv">
                                            <rect key="frame" x="0.0" y="0.0" width="370" height="43.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Indian Rupee" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="basic-t">
                                                    <rect key="frame" x="20" y="0.0" width="342" height="43.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" selectionStyle="blue" hidesAccessoryWhenEditing="NO" indentationWidth="10" textLabel="sub-t" detailTextLabel="sub-d" style="IBUITableViewCellStyleSubtitle" id="sub">
                                        <rect key="frame" x="0.0" y="93.5" width="414" height="55.5"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="sub" id="sub-cv">
                                            <rect key="frame" x="0.0" y="0.0" width="414" height="55.5"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Beach Cleanup" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="sub-t">
                                                    <rect key="frame" x="20" y="6" width="120" height="20.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Saturday at the pier" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="sub-d">
                                                    <rect key="frame" x="20" y="29.5" width="110" height="14.5"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="0.0"/>
                                                    <nil key="textColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)

    @Test(arguments: ControlDrawingTests.appearances) func aStyledCellsZeroPointLabelsAreDrawnInTheStylesFonts(_ appearance: Appearance) throws {
        let project = try AssetProject("cell-style-zero-font")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", Self.storyboard)
        let screen = try ScreenLoader.single(path: project.app.appendingPathComponent("Main.storyboard").path)
        let drawn = try DocumentCellTests.render(screen, appearance)
        func frame(_ id: String) throws -> Rect { try #require(drawn.layout.views.first { $0.id == id }).frame }

        // UIKit's label colour: black text in light, white in dark; the table's ground the opposite.
        let ink = appearance == .dark ? RGB(hex: 0xFFFFFF) : RGB(hex: 0x000000)
        let title = try frame("basic-t"), subtitle = try frame("sub-t"), detail = try frame("sub-d")
        let titleInk = drawn.pixels(in: title).filter { $0.near(ink, 40) }.count
        let subtitleInk = drawn.pixels(in: subtitle).filter { $0.near(ink, 40) }.count
        #expect(titleInk > 100, "\(appearance) Basic title ink: \(titleInk)")
        #expect(subtitleInk > 100, "\(appearance) Subtitle title ink: \(subtitleInk)")
        // The detail is drawn too (secondary label, grey), in a line shorter than the 17 pt title's.
        let ground = drawn.pixel(detail.maxX + 40, detail.midY)
        let detailInk = drawn.pixels(in: detail).filter { !$0.near(ground, 24) }.count
        #expect(detailInk > 40, "\(appearance) Subtitle detail ink: \(detailInk)")
        #expect(detail.height < subtitle.height, "detail \(detail) title \(subtitle)")
    }
}
