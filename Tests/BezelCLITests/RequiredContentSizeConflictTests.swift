import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A view's required content size (a hugging or compression resistance of 1000) that conflicts with the document's
/// constraints is the constraint that breaks: UIKit installs a nib's constraints as it loads and makes content-size
/// constraints later, in the update-constraints pass, and Xcode saves such views at the size the document's constraints
/// give them in five of six apps (docs/research/ib-defaults.md §88). The storyboard is written for these tests, two
/// labels 21 pt tall on an Xcode 15 canvas of the 6.1″ iPhone (393 × 852):
/// - `hugging`: "Hi" hugging its text at 1000, pinned 20 pt from both sides of the root: saved 353 pt wide, not the
///   text's 15 or so;
/// - `resisting`: a long title resisting compression at 1000 under a 40 pt width constraint: saved 40 pt wide.
@Suite struct RequiredContentSizeConflictTests {
    @Test func theDocumentsConstraintsHoldAndTheContentSizesBreak() throws {
        let document = try ScratchDocument(named: "RequiredContentSize.storyboard", Self.storyboard)
        defer { document.remove() }
        let result = document.compareSaved()
        #expect(result.out == "2 views compared in 1 scenes: 2 within 0.5 pt (100 %), 2 within 2 pt (100 %), 0 further off\n",
                "\(result.out)\(result.err)")
        // Each conflict is reported by `bezel layout`, breaking the label's content size, at the label's line.
        let laidOut = document.run("layout", ["--device", "saved"])
        let broken = laidOut.err.split(separator: "\n").filter { $0.contains("unable to simultaneously satisfy constraints") }
        #expect(broken.count == 2 && broken.allSatisfy { $0.contains("breaking 'NSContentSizeLayoutConstraint") }, "\(laidOut.err)")
        #expect(broken.contains { $0.contains(".storyboard:15:") } && broken.contains { $0.contains(".storyboard:23:") }, "\(laidOut.err)")
    }

    static let storyboard = InterfaceBuilderFixture.storyboard(
        toolsVersion: "22505", initialViewController: "vc", device: "retina6_12", dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        """, scenes: """
        <scene sceneID="s1">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="1000" text="Hi" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="hugging">
                                <rect key="frame" x="20" y="100" width="353" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="21" id="hh"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalCompressionResistancePriority="1000" text="A title far longer than forty points" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" translatesAutoresizingMaskIntoConstraints="NO" id="resisting">
                                <rect key="frame" x="20" y="150" width="40" height="21"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="21" id="rh"/>
                                    <constraint firstAttribute="width" constant="40" id="rw"/>
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        <constraints>
                            <constraint firstItem="hugging" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="ht"/>
                            <constraint firstItem="hugging" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="hl"/>
                            <constraint firstAttribute="trailing" secondItem="hugging" secondAttribute="trailing" constant="20" id="hr"/>
                            <constraint firstItem="resisting" firstAttribute="top" secondItem="root" secondAttribute="top" constant="150" id="rt"/>
                            <constraint firstItem="resisting" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="rl"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
        """)
}
