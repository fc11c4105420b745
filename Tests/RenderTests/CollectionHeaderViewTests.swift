import Foundation
import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// A collection's designed section header (`<collectionReusableView key="sectionHeaderView">`) is laid out and drawn
/// in its room before the first line: across the collection, the reference size's height long when scrolling
/// vertically ("the width of the header would be set to the width of the collection view",
/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize), its subviews placed
/// by its constraints: a systemOrange header 40 pt tall holding a label at its 8 pt leading margin, centred; the first
/// cell after it (Xcode saves it at y 40, docs/research/ib-defaults.md §66). Bezel gave the header its room and drew
/// nothing there.
@Suite struct CollectionHeaderViewTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="hv-scn">
                    <objects>
                        <viewController title="Cards" id="hv-ctl" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="hv-root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="hv-col">
                                        <rect key="frame" x="0.0" y="200" width="393" height="300"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="hv-flow">
                                            <size key="itemSize" width="393" height="120"/>
                                            <size key="headerReferenceSize" width="50" height="40"/>
                                            <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                            <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                                        </collectionViewFlowLayout>
                                        <cells>
                                            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Card" id="hv-cell">
                                                <rect key="frame" x="0.0" y="40" width="393" height="120"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hv-head">
                                                            <rect key="frame" x="0.0" y="0.0" width="393" height="48"/>
                                                            <color key="backgroundColor" systemColor="systemOrangeColor"/>
                                                            <constraints>
                                                                <constraint firstAttribute="height" constant="48" id="hv-k0"/>
                                                            </constraints>
                                                        </view>
                                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Username" translatesAutoresizingMaskIntoConstraints="NO" id="hv-lbl">
                                                            <rect key="frame" x="8" y="56" width="82" height="20.5"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                            <nil key="textColor"/>
                                                        </label>
                                                    </subviews>
                                                </view>
                                                <constraints>
                                                    <constraint firstItem="hv-head" firstAttribute="top" secondItem="hv-cell" secondAttribute="topMargin" constant="-8" id="hv-k1"/>
                                                    <constraint firstItem="hv-head" firstAttribute="leading" secondItem="hv-cell" secondAttribute="leading" id="hv-k2"/>
                                                    <constraint firstAttribute="trailing" secondItem="hv-head" secondAttribute="trailing" id="hv-k3"/>
                                                    <constraint firstItem="hv-lbl" firstAttribute="leading" secondItem="hv-cell" secondAttribute="leadingMargin" id="hv-k4"/>
                                                    <constraint firstItem="hv-lbl" firstAttribute="top" secondItem="hv-head" secondAttribute="bottom" constant="8" id="hv-k5"/>
                                                </constraints>
                                            </collectionViewCell>
                                        </cells>
                                        <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hv-header">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="40"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Upcoming" translatesAutoresizingMaskIntoConstraints="NO" id="hv-title">
                                                    <rect key="frame" x="8" y="10" width="80" height="20.5"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                </label>
                                            </subviews>
                                            <color key="backgroundColor" systemColor="systemOrangeColor"/>
                                            <constraints>
                                                <constraint firstItem="hv-title" firstAttribute="leading" secondItem="hv-header" secondAttribute="leadingMargin" id="hv-h1"/>
                                                <constraint firstItem="hv-title" firstAttribute="centerY" secondItem="hv-header" secondAttribute="centerY" id="hv-h2"/>
                                            </constraints>
                                        </collectionReusableView>
                                    </collectionView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="hv-safe"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="hv-col" firstAttribute="leading" secondItem="hv-root" secondAttribute="leading" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="hv-col" secondAttribute="trailing" id="c2"/>
                                    <constraint firstItem="hv-col" firstAttribute="top" secondItem="hv-root" secondAttribute="top" constant="200" id="c3"/>
                                    <constraint firstItem="hv-col" firstAttribute="height" constant="300" id="c4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="systemOrangeColor">
                    <color red="1" green="0.58431372549019611" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """

    static func screen() throws -> Screen {
        try #require(try ScreenLoader.screens(bytes: Array(storyboard.utf8), file: "Header.storyboard").first, "no screen")
    }

    @Test func theHeaderIsLaidOutBeforeTheFirstLine() throws {
        let layout = try LayoutEngine.layout(screen: Self.screen(), profile: RenderFixtures.profile("iphone-15-pro"))
        let collection = try #require(layout.views.first { $0.id == "hv-col" })
        let rows = try #require(collection.scroll?.cellRows)
        #expect(rows.first?.id == "hv-header" && rows.first?.frame == Rect(x: 0, y: collection.frame.minY, width: 393, height: 40), "\(rows.first as Any)")
        #expect(rows.dropFirst().first?.frame.minY == collection.frame.minY + 40, "\(rows)")
        let title = try #require(layout.views.first { $0.id == "hv-title" }).frame
        #expect(title.minX == 8 && abs(title.midY - (collection.frame.minY + 20)) < 0.5, "\(title)")
    }

    /// Drawn: systemOrange (#FF9500 light, #FF9F0A dark,
    /// https://developer.apple.com/design/human-interface-guidelines/color#Specifications) across the header's 40 pt, and
    /// the title's ink in the label colour.
    @Test(arguments: ControlDrawingTests.appearances) func theHeaderIsDrawn(_ appearance: Appearance) throws {
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-15-pro").with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: Self.screen(), profile: profile)
        let drawn = ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
        let orange = ControlDrawingTests.RGB(hex: appearance == .dark ? 0xFF9F0A : 0xFF9500)
        let ink = ControlDrawingTests.RGB(hex: appearance == .dark ? 0xFFFFFF : 0x000000)
        let collection = try drawn.frame("hv-col")
        for x in [150.0, 389] {
            #expect(drawn.pixel(x, collection.minY + 4).near(orange, 6), "x \(x): \(drawn.pixel(x, collection.minY + 4))")
        }
        let title = try drawn.frame("hv-title")
        #expect(drawn.pixels(in: title).filter { $0.near(ink, 40) }.count > 20)
    }
}
