import Devices
import Foundation
import Geometry
import Render
import Screens
import Testing

/// A plain table of a colour of its own (navy, as a hotel app's room-type list is black) with two prototype cells:
/// `plain` names no background colour, `glass` names clear. A cell that names none keeps UIKit's default background,
/// white from iOS 7 and `systemBackground` from iOS 13 (white light, black dark), not the table's colour; a clear cell
/// shows the table. `plain`'s black "Title" label is drawn on it. Without the default, `plain`'s rows showed the navy
/// table, and its black title was all but lost on it. The document is written here.
@Suite struct TableCellDefaultBackgroundTests {
    typealias RGB = ControlDrawingTests.RGB

    static let navy = RGB(hex: 0x0F2246)

    static func cell(_ id: String, y: Int, colour: String, label: String) -> String {
        """
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="\(id)" rowHeight="50" id="\(id)">
            <rect key="frame" x="0.0" y="\(y)" width="414" height="50"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="\(id)" id="\(id)-cv">
                <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(label)" lineBreakMode="tailTruncation" id="\(id)-title">
                        <rect key="frame" x="20" y="10" width="200" height="30"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <fontDescription key="fontDescription" type="system" pointSize="24"/>
                        <color key="textColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </label>
                </subviews>
            </tableViewCellContentView>
            \(colour)
        </tableViewCell>
        """
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="rooms-scn">
                    <objects>
                        <tableViewController title="Rooms" id="rooms-ctl" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="none" rowHeight="50" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="rooms">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <color key="backgroundColor" red="0.058823529411764705" green="0.13333333333333333" blue="0.27450980392156865" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <prototypes>
        \(cell("plain", y: 28, colour: "", label: "Title"))
        \(cell("glass", y: 78, colour: #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#, label: ""))
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test(arguments: ControlDrawingTests.appearances) func aCellWithoutAColourKeepsTheDefaultBackground(_ appearance: Appearance) throws {
        let project = try AssetProject("table-cell-default-background")
        defer { try? FileManager.default.removeItem(at: project.root) }
        try project.write("Main.storyboard", Self.storyboard)
        let screen = try ScreenLoader.single(path: project.app.appendingPathComponent("Main.storyboard").path)
        let drawn = try DocumentCellTests.render(screen, appearance)
        let systemBackground = RGB(hex: appearance == .dark ? 0x000000 : 0xFFFFFF)

        let rows = try #require(drawn.layout.views.first { $0.id == "rooms" }?.scroll?.cellRows).filter { $0.frame.maxY < 800 }
        let plain = rows.filter { $0.id.hasPrefix("plain") }, glass = rows.filter { $0.id.hasPrefix("glass") }
        #expect(!plain.isEmpty && !glass.isEmpty, "\(rows.map(\.id))")
        // `plain`'s rows: the default background right of the title.
        for row in plain {
            let fill = drawn.pixel(row.frame.maxX - 40, row.frame.midY)
            #expect(fill.near(systemBackground, 4), "\(appearance) \(row.id): \(fill)")
        }
        // `glass`'s rows are clear: the table's navy shows through them.
        for row in glass {
            let fill = drawn.pixel(row.frame.maxX - 40, row.frame.midY)
            #expect(fill.near(Self.navy, 4), "\(appearance) \(row.id): \(fill)")
        }
        // In light, the black title is drawn on white: dark ink in the first plain row's title band.
        if appearance == .light, let first = plain.first {
            let band = drawn.pixels(in: Rect(x: first.frame.minX + 20, y: first.frame.minY + 10, width: 200, height: 30))
            #expect(band.filter { $0.r < 60 && $0.g < 60 && $0.b < 60 }.count > 20)
        }
    }
}
