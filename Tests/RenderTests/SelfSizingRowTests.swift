import Foundation
import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing
import TestSupport

/// A prototype cell of a table whose row height is Automatic (`rowHeight="-1"`, `UITableView.automaticDimension`)
/// sizes itself from its content view's constraints
/// (https://developer.apple.com/documentation/uikit/uitableview/automaticdimension): Interface Builder saves the
/// height it solved as the cell's frame (docs/research/ib-defaults.md §78), here 56 pt for a rounded text field
/// pinned to the content view's margins, the field 34 pt tall at y 11. Each row is that high, and the field keeps
/// its saved frame in it, where a 44-pt row squeezed it to 22 pt.
@Suite struct SelfSizingRowTests {
    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "21701", initialViewController: "ss-ctl", device: "retina6_1", scenes: """
        <scene sceneID="ss-scn">
            <objects>
                <tableViewController id="ss-ctl" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="ss-table">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Field" id="ss-cell">
                                <rect key="frame" x="0.0" y="50" width="414" height="56"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="ss-cell" id="ss-cv">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Email" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="ss-field">
                                            <rect key="frame" x="20" y="11" width="374" height="34"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                            <textInputTraits key="textInputTraits"/>
                                        </textField>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="ss-field" firstAttribute="leading" secondItem="ss-cv" secondAttribute="leadingMargin" id="ss-c1"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="ss-field" secondAttribute="trailing" id="ss-c2"/>
                                        <constraint firstItem="ss-field" firstAttribute="top" secondItem="ss-cv" secondAttribute="topMargin" id="ss-c3"/>
                                        <constraint firstAttribute="bottomMargin" secondItem="ss-field" secondAttribute="bottom" id="ss-c4"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="ss-fr" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)

    static func screen() throws -> Screen {
        try #require(try ScreenLoader.screens(bytes: Array(storyboard.utf8), file: "SelfSizing.storyboard").first, "no screen")
    }

    @Test func rowsTakeTheSavedHeightAndTheFieldItsSavedFrame() throws {
        let layout = try LayoutEngine.layout(screen: Self.screen(), profile: RenderFixtures.profile("iphone-15-pro"))
        let table = try #require(layout.views.first { $0.id == "ss-table" })
        let rows = try #require(table.scroll?.cellRows)
        #expect(rows.count > 2)
        #expect(rows.first?.frame.height == 56, "\(rows.prefix(2))")
        #expect(rows.dropFirst().first.map { $0.frame.minY - rows[0].frame.minY } == 56, "\(rows.prefix(2))")
        let field = try #require(layout.views.first { $0.id == "ss-field" }).frame
        let row = try #require(rows.first).frame
        #expect(field.height == 34 && field.minY == row.minY + 11, "\(field) in \(row)")
    }

    /// Drawn: the field's rounded border shows along its saved bottom edge, 45 pt below the row's top (11 + 34), where
    /// a 44-pt row has already ended; light and dark.
    @Test(arguments: ControlDrawingTests.appearances) func theFieldIsDrawnAtItsSavedHeight(_ appearance: Appearance) throws {
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-15-pro").with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: Self.screen(), profile: profile)
        let drawn = ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
        let row = try drawn.frame("ss-cell")
        let table = try drawn.frame("ss-table")
        let ground = drawn.pixel(table.midX, row.minY + 50)
        // The border is a hairline at the frame's edge: one of the two device pixels above the bottom edge differs.
        let bottom = row.minY + 45
        let edge = [drawn.pixel(table.midX, bottom - 0.25), drawn.pixel(table.midX, bottom - 0.75)]
        #expect(edge.contains { !$0.near(ground, 24) }, "\(appearance): edge \(edge), ground \(ground), row \(row)")
        #expect(try drawn.frame("ss-field").height == 34)
    }
}
