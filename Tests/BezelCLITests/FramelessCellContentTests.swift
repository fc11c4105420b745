import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// Xcode 5 to 7 save no frame for a table cell's content view, and the cell's own frame 44 pt tall whatever its row
/// height; UIKit's cell lays its content view out over the row all the same, and the subviews' saved frames are at the
/// row's height (docs/research/ib-defaults.md §136). The storyboard is written for this test, with frames where
/// Xcode 7 saves them on its 600 × 600 canvas: a 72 pt prototype whose two halves are pinned to the content view's
/// edges and to each other at equal widths (each 300 × 72), and a label 8 pt from the content view's top and leading
/// edges. Laid out alone, the cell's views were of no size at all.
@Suite struct FramelessCellContentTests {
    @Test func aCellWithNoSavedContentFrameIsLaidOutOverItsRow() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Frameless.storyboard", Self.storyboard, views: 4, scenes: 2)
    }

    /// Xcode 6 saved such a cell `320 × 44` whatever its table's width, and a collection cell `50 × 50` around a
    /// content view of the flow layout's item size; the subviews' frames are saved at the table's width and the item's
    /// size, as UIKit lays them out (docs/research/ib-defaults.md §156). Here the prototype's frame says 320 in its
    /// 600 pt table, and a second scene's collection cell says 50 × 50 around a 150 × 80 content view whose badge is
    /// pinned 4 pt from the cell's trailing edge and a caption 4 pt from its bottom.
    @Test func xcode6StaleCellFramesGiveWayToTheTableAndTheItem() throws {
        let stale = Self.storyboard
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="28" width="600" height="44"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="28" width="320" height="44"/>"#)
            .replacingOccurrences(of: #"toolsVersion="7706""#, with: #"toolsVersion="6254""#)
            .replacingOccurrences(of: "        </scene>\n", with: "        </scene>\n" + Self.collectionScene)
        #expect(stale.contains(#"width="320" height="44""#) && stale.contains("collectionViewCell"))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Stale.storyboard", stale, views: 8, scenes: 4)
        // `bezel layout` says why each cell's canvas is not its saved frame.
        let document = try ScratchDocument(named: "StaleNotes.storyboard", stale)
        defer { document.remove() }
        let notes = document.compareSaved().err
        #expect(notes.contains("laid out on a 600 × 72 canvas: the document (toolsVersion 6254) records no device, and a table cell is laid out "
            + "at its table's width and its row's height"), "\(notes)")
        #expect(notes.contains("laid out on a 150 × 80 canvas: the document (toolsVersion 6254) records no device, and a collection cell"), "\(notes)")
    }

    static let collectionScene = """
        <scene sceneID="s2">
            <objects>
                <collectionViewController id="cvc" sceneMemberID="viewController">
                    <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="col">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" id="flow">
                            <size key="itemSize" width="150" height="80"/>
                            <size key="headerReferenceSize" width="0.0" height="0.0"/>
                            <size key="footerReferenceSize" width="0.0" height="0.0"/>
                            <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Tile" id="tile">
                                <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                                    <rect key="frame" x="0.0" y="0.0" width="150" height="80"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                            <rect key="frame" x="126" y="4" width="20" height="20"/>
                                            <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="20" id="bw"/>
                                                <constraint firstAttribute="height" constant="20" id="bh"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                                            <rect key="frame" x="4" y="60" width="142" height="16"/>
                                            <color key="backgroundColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="16" id="ch"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="calibratedWhite"/>
                                </view>
                                <constraints>
                                    <constraint firstAttribute="trailing" secondItem="badge" secondAttribute="trailing" constant="4" id="btr"/>
                                    <constraint firstItem="badge" firstAttribute="top" secondItem="tile" secondAttribute="top" constant="4" id="btp"/>
                                    <constraint firstItem="caption" firstAttribute="leading" secondItem="tile" secondAttribute="leading" constant="4" id="cl"/>
                                    <constraint firstAttribute="trailing" secondItem="caption" secondAttribute="trailing" constant="4" id="ctr"/>
                                    <constraint firstAttribute="bottom" secondItem="caption" secondAttribute="bottom" constant="4" id="cb"/>
                                </constraints>
                            </collectionViewCell>
                        </cells>
                        <connections>
                            <outlet property="dataSource" destination="cvc" id="cds"/>
                            <outlet property="delegate" destination="cvc" id="cdg"/>
                        </connections>
                    </collectionView>
                </collectionViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="700" y="0.0"/>
        </scene>

    """

    static let storyboard = InterfaceBuilderFixture.storyboard(
        standaloneNo: true, toolsVersion: "7706", safeAreas: false, colorMatched: false, initialViewController: "tvc",
        appearance: nil, scenes: """
        <scene sceneID="s1">
            <objects>
                <tableViewController id="tvc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="tbl">
                        <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Job" rowHeight="72" id="cell">
                                <rect key="frame" x="0.0" y="28" width="600" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell" id="content">
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="left">
                                            <rect key="frame" x="0.0" y="0.0" width="300" height="72"/>
                                            <subviews>
                                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Pick-up" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                                    <rect key="frame" x="8" y="8" width="120" height="15"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="120" id="tw"/>
                                                        <constraint firstAttribute="height" constant="15" id="th"/>
                                                    </constraints>
                                                    <fontDescription key="fontDescription" type="boldSystem" pointSize="12"/>
                                                    <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
                                            </subviews>
                                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                            <constraints>
                                                <constraint firstItem="title" firstAttribute="leading" secondItem="left" secondAttribute="leading" constant="8" id="tl"/>
                                                <constraint firstItem="title" firstAttribute="top" secondItem="left" secondAttribute="top" constant="8" id="tt"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="right">
                                            <rect key="frame" x="300" y="0.0" width="300" height="72"/>
                                            <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="left" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="ll"/>
                                        <constraint firstItem="left" firstAttribute="top" secondItem="content" secondAttribute="top" id="lt"/>
                                        <constraint firstAttribute="bottom" secondItem="left" secondAttribute="bottom" id="lb"/>
                                        <constraint firstItem="right" firstAttribute="leading" secondItem="left" secondAttribute="trailing" id="rl"/>
                                        <constraint firstItem="right" firstAttribute="top" secondItem="content" secondAttribute="top" id="rt"/>
                                        <constraint firstAttribute="bottom" secondItem="right" secondAttribute="bottom" id="rb"/>
                                        <constraint firstAttribute="trailing" secondItem="right" secondAttribute="trailing" id="rr"/>
                                        <constraint firstItem="right" firstAttribute="width" secondItem="left" secondAttribute="width" id="eq"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                        <connections>
                            <outlet property="dataSource" destination="tvc" id="ds"/>
                            <outlet property="delegate" destination="tvc" id="dg"/>
                        </connections>
                    </tableView>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="0.0" y="0.0"/>
        </scene>
        """)
}
