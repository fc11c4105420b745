import Foundation
import Testing
@testable import BezelCLI

/// An image view that shows an SF Symbol and is held by constraints is saved with the width they give and the
/// symbol's own alignment insets above and below: `checkmark` 4 pt shorter and 2.333 lower, `chevron.right` 3.5 shorter
/// and 2 lower, a circle symbol (saved in a 128 × 123 box) 1.333 shorter and 0.667 lower; an image view placed by its
/// frame keeps it (docs/research/ib-defaults.md §86). The document is written for these tests, with the frames Xcode
/// 14 saves for it.
@Suite struct SymbolAlignmentInsetsTests {
    @Test func constrainedSymbolImageViewsAreSavedAtTheSymbolsAlignmentInsets() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Symbols.xib", Self.symbols, views: 5, scenes: 1)
    }

    static func imageView(id: String, symbol: String, frame: String, side: Int) -> String {
        """
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" image="\(symbol)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" \(frame)/>
                            <constraints>
                                <constraint firstAttribute="width" constant="\(side)" id="\(id)-w"/>
                                <constraint firstAttribute="height" constant="\(side)" id="\(id)-h"/>
                            </constraints>
                        </imageView>
        """
    }

    static let symbols = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="390" height="60"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
        \(imageView(id: "tick", symbol: "checkmark", frame: #"x="10" y="7.333333333333333" width="20" height="16""#, side: 20))
        \(imageView(id: "big", symbol: "checkmark", frame: #"x="40" y="7.333333333333333" width="43" height="39""#, side: 43))
        \(imageView(id: "more", symbol: "chevron.right", frame: #"x="100" y="7" width="20" height="16.5""#, side: 20))
        \(imageView(id: "clear", symbol: "xmark.circle.fill", frame: #"x="130" y="5.666666666666667" width="25" height="23.666666666666668""#, side: 25))
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" fixedFrame="YES" image="checkmark" translatesAutoresizingMaskIntoConstraints="NO" id="placed">
                            <rect key="frame" x="200" y="5" width="20" height="20"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </imageView>
                    </subviews>
                    <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    <constraints>
                        <constraint firstItem="tick" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstItem="tick" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5" id="c2"/>
                        <constraint firstItem="big" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="40" id="c3"/>
                        <constraint firstItem="big" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5" id="c4"/>
                        <constraint firstItem="more" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c5"/>
                        <constraint firstItem="more" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5" id="c6"/>
                        <constraint firstItem="clear" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="130" id="c7"/>
                        <constraint firstItem="clear" firstAttribute="top" secondItem="root" secondAttribute="top" constant="5" id="c8"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="checkmark" catalog="system" width="128" height="114"/>
                <image name="chevron.right" catalog="system" width="97" height="128"/>
                <image name="xmark.circle.fill" catalog="system" width="128" height="123"/>
            </resources>
        </document>
        """
}
