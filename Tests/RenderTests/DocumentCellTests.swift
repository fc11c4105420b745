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

/// A storyboard written for this test: an inset grouped static table (a custom cell whose label and
/// switch are constrained to the content view's margins, a Right Detail cell with a disclosure indicator,
/// a titled section) and a prototype table (one 50 pt prototype). The cells' content is laid out by the
/// Auto Layout engine in each row and written to the layout JSON under its cell; prototypes repeat.
@Suite struct DocumentCellTests {
    static let storyboard = InterfaceBuilderFixture.storyboard(toolsVersion: "21701", device: "retina6_1", scenes: """
        <scene sceneID="st-scn">
            <objects>
                <tableViewController title="Static" id="st-ctl" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="st-tbl">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <sections>
                            <tableViewSection headerTitle="Account" footerTitle="Signed in" id="st-sec">
                                <cells>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" rowHeight="60" id="c1">
                                        <rect key="frame" x="20" y="18" width="374" height="60"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="c1" id="c1-cv">
                                            <rect key="frame" x="0.0" y="0.0" width="374" height="60"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Notifications" translatesAutoresizingMaskIntoConstraints="NO" id="c1-lbl">
                                                    <rect key="frame" x="20" y="20" width="100" height="20.5"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                </label>
                                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="c1-sw">
                                                    <rect key="frame" x="303" y="14.5" width="51" height="31"/>
                                                </switch>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="c1-lbl" firstAttribute="leading" secondItem="c1-cv" secondAttribute="leadingMargin" id="k1"/>
                                                <constraint firstItem="c1-lbl" firstAttribute="centerY" secondItem="c1-cv" secondAttribute="centerY" id="k2"/>
                                                <constraint firstAttribute="trailingMargin" secondItem="c1-sw" secondAttribute="trailing" id="k3"/>
                                                <constraint firstItem="c1-sw" firstAttribute="centerY" secondItem="c1-cv" secondAttribute="centerY" id="k4"/>
                                            </constraints>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" textLabel="c2-t" detailTextLabel="c2-d" style="IBUITableViewCellStyleValue1" id="c2">
                                        <rect key="frame" x="20" y="78" width="374" height="44"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="c2" id="c2-cv">
                                            <rect key="frame" x="0.0" y="0.0" width="343" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="Language" id="c2-t">
                                                    <rect key="frame" x="20" y="12" width="76" height="20.5"/>
                                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <nil key="textColor"/>
                                                </label>
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="English" textAlignment="right" id="c2-d">
                                                    <rect key="frame" x="270" y="12" width="58" height="20.5"/>
                                                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    <color key="textColor" systemColor="secondaryLabelColor"/>
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
        <scene sceneID="pr-scn">
            <objects>
                <tableViewController title="Prototypes" id="pr-ctl" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="50" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="pr-tbl">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" reuseIdentifier="Item" rowHeight="50" id="p1">
                                <rect key="frame" x="0.0" y="50" width="414" height="50"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="p1" id="p1-cv">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Item title" translatesAutoresizingMaskIntoConstraints="NO" id="p1-lbl">
                                            <rect key="frame" x="20" y="15" width="80" height="20.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="p1-lbl" firstAttribute="leading" secondItem="p1-cv" secondAttribute="leadingMargin" id="pk1"/>
                                        <constraint firstItem="p1-lbl" firstAttribute="centerY" secondItem="p1-cv" secondAttribute="centerY" id="pk2"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects>
        </scene>
        <scene sceneID="cv-scn">
            <objects>
                <collectionViewController title="Grid" id="cv-ctl" sceneMemberID="viewController">
                    <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv-view">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="cv-flow">
                            <size key="itemSize" width="100" height="120"/>
                            <size key="headerReferenceSize" width="0.0" height="0.0"/>
                            <size key="footerReferenceSize" width="0.0" height="0.0"/>
                            <inset key="sectionInset" minX="16" minY="8" maxX="16" maxY="8"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="t1">
                                <rect key="frame" x="16" y="8" width="100" height="120"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="t1-cv">
                                    <rect key="frame" x="0.0" y="0.0" width="100" height="120"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tile" translatesAutoresizingMaskIntoConstraints="NO" id="t1-lbl">
                                            <rect key="frame" x="8" y="8" width="30" height="20.5"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="t1-lbl" firstAttribute="leading" secondItem="t1-cv" secondAttribute="leadingMargin" id="tk1"/>
                                        <constraint firstItem="t1-lbl" firstAttribute="top" secondItem="t1-cv" secondAttribute="topMargin" id="tk2"/>
                                    </constraints>
                                </view>
                            </collectionViewCell>
                        </cells>
                    </collectionView>
                </collectionViewController>
            </objects>
        </scene>
        """)

    static func screen(_ name: String) throws -> Screen {
        let screens = try ScreenLoader.screens(bytes: Array(storyboard.utf8), file: "Cells.storyboard")
        return try #require(screens.first { $0.name.hasSuffix(name) }, "\(screens.map(\.name))")
    }

    static func render(_ screen: Screen, _ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        var options = RenderOptions(formats: [.png])
        options.scale = 2
        options.displayList = DisplayListOptions(frame: .screen, overlays: [])
        let profile = try RenderFixtures.profile("iphone-15-pro").with(appearance: appearance)
        let image = try RenderFixtures.pipeline(options).render(screen: screen, profile: profile)
        return ControlDrawingTests.Drawn(image: try PNGDecoder.decodeStraight(try #require(image.png)), layout: image.layout, scale: 2, appearance: appearance)
    }

    @Test func staticCellContentIsLaidOutByItsConstraints() throws {
        let layout = try LayoutEngine.layout(screen: Self.screen("static"), profile: RenderFixtures.profile("iphone-15-pro"))
        let table = try #require(layout.views.first { $0.id == "st-tbl" })
        let scroll = try #require(table.scroll)
        func frame(_ id: String) throws -> Rect { try #require(layout.views.first { $0.id == id }).frame }
        // The inset grouped cell inside the table's 16 pt margins, below the 18 pt header.
        let cell = try frame("c1")
        let top = table.frame.minY - scroll.contentOffset.y + 18
        #expect(cell == Rect(x: 16, y: top, width: 393 - 32, height: 60), "\(cell)")
        // The label at the content view's 16 pt leading margin, centred; the switch's alignment rectangle at the
        // trailing margin, its 51 pt frame overhanging it by 2 pt (docs/research/ib-defaults.md).
        let label = try frame("c1-lbl"), toggle = try frame("c1-sw")
        #expect(label.minX == cell.minX + 16 && abs(label.midY - cell.midY) < 0.01, "\(label)")
        #expect(toggle.width == 51 && toggle.height == 31 && toggle.maxX == cell.maxX - 16 + 2 && abs(toggle.midY - cell.midY) < 0.01, "\(toggle)")
        // The Right Detail cell: its detail ends 8 pt before the 8 pt chevron at the trailing margin.
        let second = try frame("c2"), detail = try frame("c2-d"), title = try frame("c2-t")
        #expect(second.minY == cell.maxY && second.height == 44)
        #expect(abs(detail.maxX - (second.maxX - 16 - 8 - 8)) < 0.01, "\(detail)")
        #expect(title.minX == second.minX + 16)
        // The layout JSON writes the content under its cell and the cell under the table.
        let json = layout.jsonText
        #expect(json.contains("{\"id\": \"c1\", \"kind\": \"view\", \"superview\": \"st-tbl\""), "\(json)")
        #expect(json.contains("{\"id\": \"c1-lbl\", \"kind\": \"label\", \"superview\": \"c1\""))
        #expect(json.contains("{\"id\": \"c1-sw\", \"kind\": \"switch\", \"superview\": \"c1\""))
        #expect(scroll.sectionTitles.map(\.text) == ["Account", "Signed in"])
    }

    @Test func prototypesRepeatToFillTheTable() throws {
        let layout = try LayoutEngine.layout(screen: Self.screen("prototypes"), profile: RenderFixtures.profile("iphone-15-pro"))
        let table = try #require(layout.views.first { $0.id == "pr-tbl" })
        let labels = layout.views.filter { $0.id == "p1-lbl" || $0.id.hasPrefix("p1-lbl~") }
        // Every 50 pt row from the first to the table's bottom holds a copy, 50 pt below the last.
        let firstRow = try #require(table.scroll?.cellRows.first).frame
        #expect(labels.count == Int(((table.frame.maxY - firstRow.minY) / 50).rounded(.up)), "\(labels.count) \(firstRow)")
        #expect(labels[1].id == "p1-lbl~2")
        #expect(abs(labels[1].frame.minY - labels[0].frame.minY - 50) < 0.001)
        // At the 20 pt side margin of a full-width table's cells on the 393 pt phone (docs/research/ib-defaults.md §82).
        #expect(labels.allSatisfy { $0.frame.minX == 20 && $0.text == "Item title" })
    }

    /// The prototype table scrolled 1,000 pt into its rows (a -1,000 pt top content inset): the rows that show are
    /// the ones a row-by-row walk reaches, numbered from the first row of the table, and they tile the table's
    /// bounds from its top edge.
    @Test func aScrolledTableShowsTheRowsAtItsOffset() throws {
        let scrolled = Self.storyboard.replacingOccurrences(
            of: "<prototypes>",
            with: "<inset key=\"contentInset\" minX=\"0.0\" minY=\"-1000\" maxX=\"0.0\" maxY=\"0.0\"/><prototypes>")
        #expect(scrolled != Self.storyboard)
        let screens = try ScreenLoader.screens(bytes: Array(scrolled.utf8), file: "Cells.storyboard")
        let screen = try #require(screens.first { $0.name.hasSuffix("prototypes") })
        let layout = try LayoutEngine.layout(screen: screen, profile: RenderFixtures.profile("iphone-15-pro"))
        let table = try #require(layout.views.first { $0.id == "pr-tbl" })
        let scroll = try #require(table.scroll)
        let rows = scroll.cellRows.map(\.frame)
        let first = try #require(rows.first)
        #expect(first.minY <= table.frame.minY && first.maxY > table.frame.minY, "\(first)")
        #expect(zip(rows, rows.dropFirst()).allSatisfy { abs($1.minY - $0.maxY) < 0.001 })
        // The row at the table's top is row n of the table: (its top - the first row's top unscrolled) / 50,
        // counted from 1; the first row starts below the section's header gap.
        let firstRowTop = table.frame.minY - scroll.contentOffset.y + scroll.firstRowY
        let index = Int(((first.minY - firstRowTop) / 50).rounded()) + 1
        let labels = layout.views.filter { $0.id.hasPrefix("p1-lbl") }
        #expect(labels.first?.id == "p1-lbl~\(index)" && index > 2, "\(labels.first?.id ?? "none") \(index)")
    }

    /// Rows of 0.0001 pt under a -100,000 pt content inset: a billion rows above the table's bounds. Whole turns of
    /// the prototypes above the bounds are stepped over, so the layout ends (it ran for minutes) with the rows
    /// that show, at most `TableCellLayout.maximumRows`.
    @Test(.timeLimit(.minutes(1))) func rowsFarAboveTheBoundsAreSteppedOver() throws {
        let hostile = Self.storyboard
            .replacingOccurrences(of: "rowHeight=\"50\"", with: "rowHeight=\"0.0001\"")
            .replacingOccurrences(
                of: "<prototypes>",
                with: "<inset key=\"contentInset\" minX=\"0.0\" minY=\"-100000\" maxX=\"0.0\" maxY=\"0.0\"/><prototypes>")
        #expect(hostile.contains("-100000") && hostile.contains("0.0001"))
        let screens = try ScreenLoader.screens(bytes: Array(hostile.utf8), file: "Cells.storyboard")
        let screen = try #require(screens.first { $0.name.hasSuffix("prototypes") })
        let layout = try LayoutEngine.layout(screen: screen, profile: RenderFixtures.profile("iphone-15-pro"))
        let rows = try #require(layout.views.first { $0.id == "pr-tbl" }?.scroll).cellRows
        #expect(rows.count == 400, "\(rows.count)")  // TableCellLayout.maximumRows
    }

    /// The flow layout's items: as many 100 pt items as fit in a line inside the 16 pt section insets, the
    /// leftover space spread between them, lines 10 pt apart, the prototype repeated; each item's label
    /// at its content view's 8 pt margins.
    @Test func collectionPrototypesFillTheFlowLayout() throws {
        let layout = try LayoutEngine.layout(screen: Self.screen("grid"), profile: RenderFixtures.profile("iphone-15-pro"))
        let view = try #require(layout.views.first { $0.id == "cv-view" })
        let items = try #require(view.scroll?.cellRows)
        let top = view.frame.minY - (view.scroll?.contentOffset.y ?? 0) + 8
        // 393 − 32 = 361 pt: three items (3 × 100 + 2 × 10 ≤ 361), 30.5 pt apart.
        #expect(items.count >= 6)
        #expect(items[0].frame == Rect(x: 16, y: top, width: 100, height: 120))
        #expect(items[1].frame.minX == 16 + 100 + 30.5 && items[2].frame.maxX == 393 - 16)
        #expect(items[3].frame.minX == 16 && items[3].frame.minY == top + 130)
        #expect(items[3].id == "t1~4")
        let label = try #require(layout.views.first { $0.id == "t1-lbl~2" })
        #expect(label.frame.minX == items[1].frame.minX + 8 && label.frame.minY == items[1].frame.minY + 8)
        #expect(try Self.screen("grid").substitutes.isEmpty)
    }

    /// Designed cells are drawn as themselves; a document's table whose cells come from its code is drawn empty
    /// and named as such.
    @Test func tablesWithoutCellDesignsAreNamed() throws {
        #expect(try Self.screen("static").substitutes.isEmpty)
        #expect(try Self.screen("prototypes").substitutes.isEmpty)
        let fromCode = Self.storyboard
            .replacingOccurrences(of: "dataMode=\"prototypes\" ", with: "")
        let screens = try ScreenLoader.screens(bytes: Array(fromCode.utf8), file: "Cells.storyboard")
        let prototypes = try #require(screens.first { $0.name.hasSuffix("prototypes") })
        // Without a data mode, the document's prototype cells still design the rows.
        #expect(prototypes.substitutes.isEmpty)
        let bare = Self.storyboard.replacingOccurrences(
            of: #"<prototypes>[\s\S]*</prototypes>"#, with: "", options: .regularExpression)
        let empty = try #require(try ScreenLoader.screens(bytes: Array(bare.utf8), file: "Cells.storyboard").first { $0.name.hasSuffix("prototypes") })
        #expect(empty.substitutes == [Substitute(what: "table with content from code", id: "pr-tbl", name: empty.view(withID: "pr-tbl")?.name)])
        #expect(Screen.substituteSummary(empty.substitutes)?.hasPrefix("not drawn exactly: 1 table with content from code") == true)
    }

    /// A plain table whose rows come from its code is drawn as UIKit draws a table with no rows: its background
    /// alone, with no filler rows below the last (none) row, iOS 15's default
    /// (https://developer.apple.com/documentation/uikit/uitableview/fillerrowheight). Drawn with a sample row,
    /// its first 50-pt row would show a "Row 1" and a separator.
    @Test(arguments: ControlDrawingTests.appearances) func tableWithoutCellDesignsIsDrawnEmpty(_ appearance: Appearance) throws {
        let bare = Self.storyboard.replacingOccurrences(
            of: #"<prototypes>[\s\S]*</prototypes>"#, with: "", options: .regularExpression)
        let empty = try #require(try ScreenLoader.screens(bytes: Array(bare.utf8), file: "Cells.storyboard").first { $0.name.hasSuffix("prototypes") })
        let drawn = try Self.render(empty, appearance)
        let table = try #require(drawn.layout.views.first { $0.id == "pr-tbl" })
        let top = table.frame.minY + table.safeAreaInsets.top
        let band = Rect(x: table.frame.minX + 1, y: top + 1, width: table.frame.width - 2, height: 150)
        let background = ControlDrawingTests.RGB(hex: appearance == .dark ? 0x000000 : 0xFFFFFF)
        let other = drawn.pixels(in: band).filter { !$0.near(background, 3) }
        #expect(other.isEmpty, "\(other.count) pixels other than the background, first \(other.first.map(String.init(describing:)) ?? "")")
    }

    private func cell(_ drawn: ControlDrawingTests.Drawn) -> Rect {
        drawn.layout.views.first { $0.id == "c1" }?.frame ?? .zero
    }

    @Test(arguments: ControlDrawingTests.appearances) func staticCellsAreDrawn(_ appearance: Appearance) throws {
        let drawn = try Self.render(Self.screen("static"), appearance)
        let toggle = try drawn.frame("c1-sw")
        let green = ControlDrawingTests.RGB(hex: appearance == .dark ? 0x30D158 : 0x34C759)
        #expect(drawn.pixel(toggle.minX + 8, toggle.midY).near(green), "\(drawn.pixel(toggle.minX + 8, toggle.midY))")
        let label = try drawn.frame("c1-lbl")
        let ink = ControlDrawingTests.RGB(hex: appearance == .dark ? 0xFFFFFF : 0x000000)
        #expect(drawn.pixels(in: label).contains { $0.near(ink, 8) })
        let detail = try drawn.frame("c2-d")
        let cellBackground = ControlDrawingTests.RGB(hex: appearance == .dark ? 0x1C1C1E : 0xFFFFFF)
        let secondary = CellDrawingTests.over(.secondaryLabel, appearance, on: cellBackground)
        #expect(drawn.pixels(in: detail).contains { $0.near(secondary, 10) })
        #expect(drawn.pixel(cell(drawn).minX + 8, cell(drawn).midY).near(cellBackground, 2))
    }

    /// Prototype cells and collection prototypes are drawn as designed, every copy: each copy's label has
    /// ink in the label colour (with the prototypes unused, the copies are empty rows and this fails).
    @Test(arguments: ControlDrawingTests.appearances) func prototypeCopiesAreDrawn(_ appearance: Appearance) throws {
        let ink = ControlDrawingTests.RGB(hex: appearance == .dark ? 0xFFFFFF : 0x000000)
        for (scene, prefix) in [("prototypes", "p1-lbl"), ("grid", "t1-lbl")] {
            let drawn = try Self.render(Self.screen(scene), appearance)
            // Copies below the status bar and above the screen's bottom (the Dynamic Island hides a copy
            // laid out at the top of the grid).
            let labels = drawn.layout.views.filter { ($0.id == prefix || $0.id.hasPrefix(prefix + "~")) && $0.frame.minY > 60 && $0.frame.maxY < 852 }
            #expect(labels.count >= 4, "\(scene): \(labels.count)")
            for label in labels {
                #expect(drawn.pixels(in: label.frame).filter { $0.near(ink, 30) }.count > 10, "\(label.id)")
            }
        }
    }
}
