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

/// A collection view cell as Xcode 8 to 10 save it: the content view (`<view key="contentView">`) without an id, and
/// the constraints between its subviews and the cell on the cell itself, naming the cell (Kfich/iOS-card-share's
/// `cardViewCell`, toolsVersion 12121; avianate/iOS-Calendar's cells, 14313; Jack7a5aGitHub's, 14109). UIKit's
/// content view fills the cell (https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview),
/// so those constraints place the subviews in it: a 48 pt systemOrange header 8 pt above the cell's top margin
/// (at the top), across the cell, and a label at the leading margin 8 pt under it, as Xcode saves their frames.
/// Without them the header and the label had no place and landed outside the cell.
@Suite struct CellConstraintsOnTheCellTests {
    static let storyboard = InterfaceBuilderFixture.storyboard(toolsVersion: "14109", device: "retina6_12", scenes: """
        <scene sceneID="cc-scn">
            <objects>
                <viewController title="Cards" id="cc-ctl" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="cc-root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="cc-col">
                                <rect key="frame" x="0.0" y="200" width="393" height="300"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="cc-flow">
                                    <size key="itemSize" width="393" height="120"/>
                                    <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                    <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                    <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Card" id="cc-cell">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cc-head">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="48"/>
                                                    <color key="backgroundColor" systemColor="systemOrangeColor"/>
                                                    <constraints>
                                                        <constraint firstAttribute="height" constant="48" id="cc-k0"/>
                                                    </constraints>
                                                </view>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Username" translatesAutoresizingMaskIntoConstraints="NO" id="cc-lbl">
                                                    <rect key="frame" x="8" y="56" width="82" height="20.5"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                </label>
                                            </subviews>
                                        </view>
                                        <constraints>
                                            <constraint firstItem="cc-head" firstAttribute="top" secondItem="cc-cell" secondAttribute="topMargin" constant="-8" id="cc-k1"/>
                                            <constraint firstItem="cc-head" firstAttribute="leading" secondItem="cc-cell" secondAttribute="leading" id="cc-k2"/>
                                            <constraint firstAttribute="trailing" secondItem="cc-head" secondAttribute="trailing" id="cc-k3"/>
                                            <constraint firstItem="cc-lbl" firstAttribute="leading" secondItem="cc-cell" secondAttribute="leadingMargin" id="cc-k4"/>
                                            <constraint firstItem="cc-lbl" firstAttribute="top" secondItem="cc-head" secondAttribute="bottom" constant="8" id="cc-k5"/>
                                        </constraints>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="cc-safe"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="cc-col" firstAttribute="leading" secondItem="cc-root" secondAttribute="leading" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="cc-col" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="cc-col" firstAttribute="top" secondItem="cc-root" secondAttribute="top" constant="200" id="c3"/>
                            <constraint firstItem="cc-col" firstAttribute="height" constant="300" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        <systemColor name="systemOrangeColor">
            <color red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
        </systemColor>
        """)

    static func screen() throws -> Screen {
        try #require(try ScreenLoader.screens(bytes: Array(storyboard.utf8), file: "Cards.storyboard").first, "no screen")
    }

    /// The first item's header and label where Xcode saves them in the cell: the header at its top across its 393 pt,
    /// the label at the 8 pt leading margin, 8 pt under the header.
    @Test func theCellsConstraintsPlaceItsContent() throws {
        let layout = try LayoutEngine.layout(screen: Self.screen(), profile: RenderFixtures.profile("iphone-15-pro"))
        let collection = try #require(layout.views.first { $0.id == "cc-col" }).frame
        let head = try #require(layout.views.first { $0.id == "cc-head" }).frame
        let label = try #require(layout.views.first { $0.id == "cc-lbl" }).frame
        #expect(head == Rect(x: 0, y: collection.minY, width: 393, height: 48), "\(head)")
        #expect(label.minX == 8 && label.minY == collection.minY + 56, "\(label)")
    }

    /// Drawn: systemOrange (#FF9500 light, #FF9F0A dark,
    /// https://developer.apple.com/design/human-interface-guidelines/color#Specifications) across the first item's
    /// top 48 pt, and the label's ink in the label colour under it.
    @Test(arguments: ControlDrawingTests.appearances) func theCellsContentIsDrawnInPlace(_ appearance: Appearance) throws {
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-15-pro").with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: Self.screen(), profile: profile)
        let drawn = ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
        let orange = ControlDrawingTests.RGB(hex: appearance == .dark ? 0xFF9F0A : 0xFF9500)
        let ink = ControlDrawingTests.RGB(hex: appearance == .dark ? 0xFFFFFF : 0x000000)
        let collection = try drawn.frame("cc-col")
        for x in [4.0, 196, 389] {
            #expect(drawn.pixel(x, collection.minY + 24).near(orange, 6), "x \(x): \(drawn.pixel(x, collection.minY + 24))")
        }
        let text = Rect(x: 8, y: collection.minY + 56, width: 82, height: 20.5)
        #expect(drawn.pixels(in: text).filter { $0.near(ink, 40) }.count > 20)
    }
}
