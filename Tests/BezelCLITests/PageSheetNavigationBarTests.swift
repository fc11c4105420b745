import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A navigation controller presented as a page sheet: Xcode 14 draws it at the screen's height less the device's top
/// safe-area inset and 10 pt, its bar 56 pt tall at the sheet's top and nothing above it, as Casey-jS/ios-workout-app's
/// `AddExerciseViewController` (toolsVersion 21507, `retina6_12`: a 393 × 783 root, a label pinned to the safe area's top
/// saved at y 56) and hankyung-mobile/ios-news's article scene (23727) are saved; Bezel laid the scene out full screen
/// below the status bar and a 44 pt bar, 41.667 pt lower (docs/research/ib-defaults.md §61). The storyboard is written
/// for this test after Casey-jS's `Main.storyboard`.
@Suite struct PageSheetNavigationBarTests {
    @Test func aSheetsBarTopsTheSheet() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Sheet.storyboard", Self.sheet, views: 3, scenes: 2)
    }

    /// The same sheet as Xcode 14.1 to 26 also save it: drawn from the screen's top, 393 × 842 (852 less 10), its
    /// 56 pt bar at the top, as hkam0006/ios-habitat-habit-tracker's presented navigation controller and the scenes
    /// pushed in it are saved (toolsVersion 21701, docs/research/ib-defaults.md §70). Before, Bezel kept the
    /// housing's 59 pt above a 44 pt bar: the label 47 pt low.
    @Test func aSheetDrawnFromTheScreensTopHasItsBarAtTheTop() throws {
        let fromTop = Self.sheet
            .replacingOccurrences(of: "toolsVersion=\"21507\"", with: "toolsVersion=\"21701\"")
            .replacingOccurrences(of: "width=\"393\" height=\"783\"", with: "width=\"393\" height=\"842\"")
            .replacingOccurrences(of: "y=\"733\" width=\"393\" height=\"50\"", with: "y=\"792\" width=\"393\" height=\"50\"")
        #expect(fromTop.contains("height=\"842\"") && fromTop.contains("y=\"792\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "SheetFromTop.storyboard", fromTop, views: 3, scenes: 2)
    }

    /// A scene presented with no navigation controller, drawn from the screen's top: no inset at its top at all, as
    /// Shaxobiddin1705/Card-Workout-IOS (22505) and hkam0006's sign-in scene (21701) save a label pinned 20 pt below
    /// the safe area's top at y 20 (§70). Before, 59 pt low.
    @Test func aBarlessSheetDrawnFromTheScreensTopHasNoTopInset() throws {
        let barless = Self.sheet
            .replacingOccurrences(of: "toolsVersion=\"21507\"", with: "toolsVersion=\"22505\"")
            .replacingOccurrences(of: "<segue destination=\"nav\" kind=\"presentation\" id=\"present\"/>",
                                  with: "<segue destination=\"add-exercise\" kind=\"presentation\" id=\"present\"/>")
            .replacingOccurrences(of: "<segue destination=\"add-exercise\" kind=\"relationship\" relationship=\"rootViewController\" id=\"root\"/>", with: "")
            .replacingOccurrences(of: "width=\"393\" height=\"783\"", with: "width=\"393\" height=\"842\"")
            .replacingOccurrences(of: "y=\"733\" width=\"393\" height=\"50\"", with: "y=\"792\" width=\"393\" height=\"50\"")
            .replacingOccurrences(of: "x=\"20\" y=\"56\" width=\"353\" height=\"43\"", with: "x=\"20\" y=\"0.0\" width=\"353\" height=\"43\"")
            .replacingOccurrences(of: "<navigationItem key=\"navigationItem\" title=\"Exercise\" id=\"item\"/>", with: "")
        #expect(barless.contains("y=\"0.0\" width=\"353\"") && !barless.contains("relationship=\"rootViewController\""))
        try ScratchDocument.expectEverySavedFrameAgrees(named: "BarlessSheet.storyboard", barless, views: 3, scenes: 2)
    }

    static let sheet = InterfaceBuilderFixture.storyboard(
        toolsVersion: "21507", initialViewController: "home", device: "retina6_12", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21505"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="home" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="homeRoot">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="add">
                                <rect key="frame" x="20" y="79" width="353" height="44"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="44" id="h1"/>
                                </constraints>
                                <state key="normal" title="Add"/>
                                <connections>
                                    <segue destination="nav" kind="presentation" id="present"/>
                                </connections>
                            </button>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="homeSafe"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="add" firstAttribute="top" secondItem="homeSafe" secondAttribute="top" constant="20" id="c1"/>
                            <constraint firstItem="add" firstAttribute="leading" secondItem="homeSafe" secondAttribute="leading" constant="20" id="c2"/>
                            <constraint firstItem="homeSafe" firstAttribute="trailing" secondItem="add" secondAttribute="trailing" constant="20" id="c3"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="r1" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="s2">
            <objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections>
                        <segue destination="add-exercise" kind="relationship" relationship="rootViewController" id="root"/>
                    </connections>
                </navigationController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="r2" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        <scene sceneID="s3">
            <objects>
                <viewController id="add-exercise" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="sheetRoot">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="783"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Add Exercise" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="20" y="56" width="353" height="43"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                                <nil key="textColor"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                                <rect key="frame" x="0.0" y="733" width="393" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="50" id="h2"/>
                                </constraints>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="sheetSafe"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="sheetSafe" secondAttribute="top" id="c4"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="sheetSafe" secondAttribute="leading" constant="20" id="c5"/>
                            <constraint firstItem="sheetSafe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="c6"/>
                            <constraint firstItem="footer" firstAttribute="leading" secondItem="sheetRoot" secondAttribute="leading" id="c7"/>
                            <constraint firstAttribute="trailing" secondItem="footer" secondAttribute="trailing" id="c8"/>
                            <constraint firstItem="sheetSafe" firstAttribute="bottom" secondItem="footer" secondAttribute="bottom" id="c9"/>
                        </constraints>
                    </view>
                    <navigationItem key="navigationItem" title="Exercise" id="item"/>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="r3" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """, resources: """
        <systemColor name="systemBackgroundColor">
            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        </systemColor>
        """)
}
