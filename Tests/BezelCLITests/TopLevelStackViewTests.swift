import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A XIB's top-level object can be any view, not only a plain `<view>`: dashpay/dashwallet-ios, ngageoint/mage-ios
/// and safe-global/safe-ios keep forms and fields in top-level stack views, saved with their subviews arranged, and
/// wavesplatform/WavesWallet-iOS keeps text fields' accessory buttons as top-level buttons. Such a view fills the
/// window at its saved size and keeps its own behaviour: the stack arranges its subviews, the button is a button.
/// Before, Bezel took every top-level view but a scroll, table, collection or text view for a plain container,
/// and a top-level stack's subviews lay where their missing constraints put them. The XIB is written for these
/// tests: a vertical stack 300 × 110 pt, 12 pt apart, of a 40 pt field, a 30 pt field and a 16 pt footer.
@Suite struct TopLevelStackViewTests {
    /// The stack and its three subviews, each at its saved frame.
    @Test func aTopLevelStackViewArrangesItsSubviews() throws {
        try ScratchDocument.expectEverySavedFrameAgrees(named: "Field.xib", Self.field, views: 4, scenes: 1)
    }

    @Test func aTopLevelStackViewIsLaidOutAsAStack() throws {
        let document = try ScratchDocument(named: "Field.xib", Self.field)
        defer { document.remove() }
        let result = document.run("layout", ["--device", "saved"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("form [stack] (0, 0, 300, 110)"), "\(result.out)")
    }

    /// A top-level button is drawn and sized as a button: a layout node of kind button, not the bare window.
    @Test func aTopLevelButtonIsAButton() throws {
        let document = try ScratchDocument(named: "Accessory.xib", Self.button)
        defer { document.remove() }
        let result = document.run("layout", ["--device", "saved"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("scan [button] (0, 0, 44, 44)"), "\(result.out)")
    }

    static let field = InterfaceBuilderFixture.xib(toolsVersion: "21225", device: "retina6_1", dependencies: """
        <deployment identifier="iOS"/>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21207"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FieldView"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" id="form">
            <rect key="frame" x="0.0" y="0.0" width="300" height="110"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="40"/>
                    <color key="backgroundColor" red="0.85" green="0.9" blue="0.95" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="name-h"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="code">
                    <rect key="frame" x="0.0" y="52" width="300" height="30"/>
                    <color key="backgroundColor" red="0.85" green="0.95" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="30" id="code-h"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="footer">
                    <rect key="frame" x="0.0" y="94" width="300" height="16"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="16" id="footer-h"/>
                    </constraints>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="form-safe"/>
        </stackView>
        """)

    static let button = InterfaceBuilderFixture.xib(
        toolsVersion: "14490.70", safeAreas: false, device: "retina4_7", appearance: nil, adaptation: "fullscreen",
        dependencies: """
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="14490.49"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        """, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CodeField"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="scan">
            <rect key="frame" x="0.0" y="0.0" width="44" height="44"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <state key="normal" title="Scan"/>
        </button>
        """)
}
