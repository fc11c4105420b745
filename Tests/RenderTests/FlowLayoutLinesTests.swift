import Foundation
import Devices
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// A storyboard written for this test: three collection views with flow layouts and one prototype cell each (a
/// label on a systemOrange content view): one scrolling horizontally (54 pt tall, 150 × 40 items, 20 pt section
/// insets), one scrolling horizontally with a designed section header (16 × 22 reference size), and one scrolling
/// vertically whose 279 pt items leave room for one item a line. The saved cell frames are the ones Xcode saves for
/// such collections (docs/research/ib-defaults.md §66): an item alone in its line centred across it, the cells of a
/// sectioned collection after the header's length along the scroll direction.
@Suite struct FlowLayoutLinesTests {
    static func collection(id: String, y: Double, height: Double, direction: String, item: Size, insetX: Double,
                           header: String, cellFrame: String, estimated: Bool = false, extraCell: String = "") -> String {
        """
                                <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="0.0" y="\(y)" width="393" height="\(height)"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <collectionViewFlowLayout key="collectionViewLayout" \(direction)minimumLineSpacing="10" minimumInteritemSpacing="10" id="\(id)-flow">
                                        <size key="itemSize" width="\(item.width)" height="\(item.height)"/>\(estimated ? "\n                                        <size key=\"estimatedItemSize\" width=\"\(item.width)\" height=\"\(item.height)\"/>" : "")
                                        <size key="headerReferenceSize" width="\(header.isEmpty ? "0.0" : "16")" height="\(header.isEmpty ? "0.0" : "22")"/>
                                        <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                        <inset key="sectionInset" minX="\(insetX)" minY="0.0" maxX="\(insetX)" maxY="0.0"/>
                                    </collectionViewFlowLayout>
                                    <cells>
                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tag" id="\(id)-cell">
                                            <rect key="frame" \(cellFrame)/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="\(id)-cv">
                                                <rect key="frame" x="0.0" y="0.0" width="\(item.width)" height="\(item.height)"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Walk" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-lbl">
                                                        <rect key="frame" x="8" y="8" width="36" height="20.5"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        <nil key="textColor"/>
                                                    </label>
                                                </subviews>
                                                <color key="backgroundColor" systemColor="systemOrangeColor"/>
                                                <constraints>
                                                    <constraint firstItem="\(id)-lbl" firstAttribute="leading" secondItem="\(id)-cv" secondAttribute="leadingMargin" id="\(id)-k1"/>
                                                    <constraint firstItem="\(id)-lbl" firstAttribute="top" secondItem="\(id)-cv" secondAttribute="topMargin" id="\(id)-k2"/>
                                                </constraints>
                                            </view>
                                        </collectionViewCell>\(extraCell)
                                    </cells>\(header)
                                </collectionView>
        """
    }

    /// A second prototype, a 52 × 40 chip (hkam0006's `addLabelCell`: Xcode saves it at its own size, x 180, after the
    /// 150 pt first item and the 10 pt line spacing, when the layout estimates its item sizes).
    static let chip = """

                                        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Add" id="hz-chip">
                                            <rect key="frame" x="180" y="7" width="52" height="40"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="hz-chip-cv">
                                                <rect key="frame" x="0.0" y="0.0" width="52" height="40"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="+" translatesAutoresizingMaskIntoConstraints="NO" id="hz-lbl2">
                                                        <rect key="frame" x="8" y="8" width="12" height="20.5"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        <nil key="textColor"/>
                                                    </label>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="hz-lbl2" firstAttribute="leading" secondItem="hz-chip-cv" secondAttribute="leadingMargin" id="hz-k3"/>
                                                    <constraint firstItem="hz-lbl2" firstAttribute="top" secondItem="hz-chip-cv" secondAttribute="topMargin" id="hz-k4"/>
                                                </constraints>
                                            </view>
                                            <color key="backgroundColor" systemColor="systemOrangeColor"/>
                                            <size key="customSize" width="52" height="40"/>
                                        </collectionViewCell>
        """

    static let header = """

                                    <collectionReusableView key="sectionHeaderView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hd-view">
                                        <rect key="frame" x="0.0" y="0.0" width="16" height="30"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                    </collectionReusableView>
        """

    static let storyboard = storyboard(estimated: false)

    static func storyboard(estimated: Bool) -> String { """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="fl-scn">
                    <objects>
                        <viewController title="Lines" id="fl-ctl" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="fl-root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(collection(id: "hz", y: 111, height: 54, direction: "scrollDirection=\"horizontal\" ", item: Size(width: 150, height: 40), insetX: 20,
                     header: "", cellFrame: "x=\"20\" y=\"7\" width=\"150\" height=\"40\"", estimated: estimated, extraCell: chip))
        \(collection(id: "hd", y: 211, height: 30, direction: "scrollDirection=\"horizontal\" ", item: Size(width: 90, height: 22), insetX: 0,
                     header: header, cellFrame: "x=\"16\" y=\"4\" width=\"90\" height=\"22\""))
        \(collection(id: "vt", y: 311, height: 300, direction: "", item: Size(width: 279, height: 80), insetX: 0,
                     header: "", cellFrame: "x=\"57\" y=\"0.0\" width=\"279\" height=\"80\""))
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="fl-safe"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
                                    <constraint firstItem="hz" firstAttribute="leading" secondItem="fl-root" secondAttribute="leading" id="c1"/>
                                    <constraint firstAttribute="trailing" secondItem="hz" secondAttribute="trailing" id="c2"/>
                                    <constraint firstItem="hz" firstAttribute="top" secondItem="fl-root" secondAttribute="top" constant="111" id="c3"/>
                                    <constraint firstItem="hz" firstAttribute="height" constant="54" id="c4"/>
                                    <constraint firstItem="hd" firstAttribute="leading" secondItem="fl-root" secondAttribute="leading" id="c5"/>
                                    <constraint firstAttribute="trailing" secondItem="hd" secondAttribute="trailing" id="c6"/>
                                    <constraint firstItem="hd" firstAttribute="top" secondItem="fl-root" secondAttribute="top" constant="211" id="c7"/>
                                    <constraint firstItem="hd" firstAttribute="height" constant="30" id="c8"/>
                                    <constraint firstItem="vt" firstAttribute="leading" secondItem="fl-root" secondAttribute="leading" id="c9"/>
                                    <constraint firstAttribute="trailing" secondItem="vt" secondAttribute="trailing" id="c10"/>
                                    <constraint firstItem="vt" firstAttribute="top" secondItem="fl-root" secondAttribute="top" constant="311" id="c11"/>
                                    <constraint firstItem="vt" firstAttribute="height" constant="300" id="c12"/>
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
    }

    static func screen(estimated: Bool = false) throws -> Screen {
        let screens = try ScreenLoader.screens(bytes: Array(storyboard(estimated: estimated).utf8), file: "Lines.storyboard")
        return try #require(screens.first, "no screen")
    }

    /// Items in the collection's coordinates (its frame's origin subtracted), in placing order; the designed header's
    /// row (`CollectionHeaderViewTests`) left out.
    static func items(_ id: String, in layout: LaidOutScreen) throws -> [Rect] {
        let view = try #require(layout.views.first { $0.id == id })
        let rows = try #require(view.scroll?.cellRows).filter { $0.id != "hd-view" }
        return rows.map { Rect(x: $0.frame.minX - view.frame.minX, y: $0.frame.minY - view.frame.minY, width: $0.frame.width, height: $0.frame.height) }
    }

    /// The items land where Xcode saves them (§66): a horizontal line (a column) holding one 40 pt item in a 54 pt
    /// collection centres it, y 7 (hkam0006's `labelCell`), columns 10 pt apart from the 20 pt inset (x 20, 180,
    /// 340); after a designed header's 16 pt width, x 16 and y 4 in a 30 pt collection (BloomTech-Labs'
    /// `SelectedFilterCell`); a vertical line holding one 279 pt item in 393 pt centres it, x 57 (donggu1105's).
    @Test func itemsAreWhereXcodeSavesThem() throws {
        let screen = try Self.screen()
        #expect(screen.substitutes.isEmpty, "\(screen.substitutes)")
        let layout = try LayoutEngine.layout(screen: screen, profile: RenderFixtures.profile("iphone-15-pro"))
        let horizontal = try Self.items("hz", in: layout)
        #expect(horizontal.count == 3, "\(horizontal)")
        #expect(horizontal.map(\.minX) == [20, 180, 340] && horizontal.allSatisfy { $0.minY == 7 && $0.height == 40 }, "\(horizontal)")
        let sectioned = try Self.items("hd", in: layout)
        #expect(sectioned.first == Rect(x: 16, y: 4, width: 90, height: 22), "\(sectioned)")
        #expect(sectioned.count > 1 && sectioned[1].minX == 116, "\(sectioned)")
        let vertical = try Self.items("vt", in: layout)
        #expect(vertical.first == Rect(x: 57, y: 0, width: 279, height: 80), "\(vertical)")
        #expect(vertical.count > 1 && vertical[1].minY == 90 && vertical[1].minX == 57, "\(vertical)")
    }

    /// A line spacing that cancels the line's thickness (-150 pt after 150 pt wide columns; a document may save any
    /// spacing within the magnitude limit) would put every later line where the first one is: the layout shows that one
    /// line. Without the bound 400 items were stacked there, and a spacing past the thickness walked lines backwards,
    /// before the collection's bounds, without end.
    @Test(.timeLimit(.minutes(1))) func aSpacingThatCancelsTheLineShowsOneLine() throws {
        let cancelling = Self.storyboard.replacingOccurrences(
            of: "scrollDirection=\"horizontal\" minimumLineSpacing=\"10\"", with: "scrollDirection=\"horizontal\" minimumLineSpacing=\"-150\"")
        #expect(cancelling != Self.storyboard)
        let screen = try #require(try ScreenLoader.screens(bytes: Array(cancelling.utf8), file: "Lines.storyboard").first)
        let layout = try LayoutEngine.layout(screen: screen, profile: RenderFixtures.profile("iphone-15-pro"))
        let items = try Self.items("hz", in: layout)
        #expect(items.count == 1 && items.first?.minX == 20, "\(items)")
    }

    /// With an estimated item size the items size themselves: each takes its prototype's saved size, so the 52 pt chip
    /// follows the 150 pt item at x 180, as Xcode saves hkam0006's, and the next 150 pt item starts at 242. Without the
    /// estimate every item is the layout's 150 pt.
    @Test func itemsThatSizeThemselvesKeepTheirPrototypesSizes() throws {
        let layout = try LayoutEngine.layout(screen: Self.screen(estimated: true), profile: RenderFixtures.profile("iphone-15-pro"))
        let items = try Self.items("hz", in: layout)
        #expect(items.count >= 3, "\(items)")
        #expect(items.prefix(3).map(\.minX) == [20, 180, 242] && items.prefix(3).map(\.width) == [150, 52, 150], "\(items)")
        #expect(items.allSatisfy { $0.minY == 7 }, "\(items)")
    }

    /// Each item is drawn: its content view's systemOrange (UIKit's #FF9500 light, #FF9F0A dark:
    /// https://developer.apple.com/design/human-interface-guidelines/color#Specifications) fills it, and its label
    /// has ink in the label colour. Without the horizontal lines the first two collections hold no item and show
    /// the collection's background there.
    @Test(arguments: ControlDrawingTests.appearances) func horizontalItemsAreDrawn(_ appearance: Appearance) throws {
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-15-pro").with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: Self.screen(), profile: profile)
        let drawn = ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
        let orange = ControlDrawingTests.RGB(hex: appearance == .dark ? 0xFF9F0A : 0xFF9500)
        let ink = ControlDrawingTests.RGB(hex: appearance == .dark ? 0xFFFFFF : 0x000000)
        for id in ["hz", "hd", "vt"] {
            let collection = try drawn.frame(id)
            let placed = try Self.items(id, in: drawn.layout)
            let items = placed.filter { $0.maxX <= collection.width && $0.maxY <= collection.height }
            #expect(!items.isEmpty, "\(id)")
            for item in items {
                let point = (x: collection.minX + item.maxX - 4, y: collection.minY + item.maxY - 4)
                #expect(drawn.pixel(point.x, point.y).near(orange, 6), "\(id) \(item): \(drawn.pixel(point.x, point.y))")
            }
            let labels = drawn.layout.views.filter { $0.id.hasPrefix(id + "-lbl") }
            #expect(labels.count == placed.count, "\(id): \(labels.count) labels, \(placed.count) items")
            for label in labels where label.frame.maxX <= collection.maxX && label.frame.maxY <= collection.maxY {
                #expect(drawn.pixels(in: label.frame).filter { $0.near(ink, 40) }.count > 10, "\(label.id)")
            }
        }
    }
}
