import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A cell of an inset grouped table has the table's layout margins, not those of a root view as narrow as the
/// row: on a 414 pt wide phone the row is 374 pt wide and its content view's leading margin is 20 pt
/// (docs/research/ib-defaults.md §26).
@Suite struct InsetGroupedCellMarginTests {
    /// Written for this test: an inset grouped table on the iPhone 11 canvas (414 pt), one prototype cell with
    /// a label on its content view's leading margin. Laid out as a root view 374 pt wide, the label was 16 pt in.
    @Test func theRowHasTheTablesMargins() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "InsetGrouped.storyboard", Self.document, views: 3, scenes: 2)
    }

    static let document = InterfaceBuilderFixture.storyboard(
        toolsVersion: "21701", initialViewController: "tvc", device: "retina6_1", scenes: """
        <scene sceneID="scn">
            <objects>
                <tableViewController id="tvc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18" id="tbl">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="row" id="row">
                                <rect key="frame" x="20" y="55.5" width="374" height="43.5"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="row" id="cnt">
                                    <rect key="frame" x="0.0" y="0.0" width="374" height="43.5"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                                            <rect key="frame" x="20" y="11.5" width="100" height="20.5"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="100" id="c0"/>
                                            </constraints>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="lbl" firstAttribute="leading" secondItem="cnt" secondAttribute="leadingMargin" id="c1"/>
                                        <constraint firstItem="lbl" firstAttribute="centerY" secondItem="cnt" secondAttribute="centerY" id="c2"/>
                                    </constraints>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """)
}
