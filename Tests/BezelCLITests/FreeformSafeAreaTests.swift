import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A XIB view of its own (freeform) size on a device with a sensor housing keeps the housing's top safe-area
/// inset in Interface Builder, at the metrics of the iOS its Xcode shows; on a home-button phone one no taller than the
/// phone is wide has none (docs/research/ib-defaults.md §6, §134). The XIBs are written for this test, frames where
/// Interface Builder saves them: a view 32 pt below the safe area's top is saved at y = 80 in a 300 × 400 view on
/// `retina6_1` by Xcode 14 (the iPhone 11's 48 pt top), at y = 32 in a 300 × 300 view on `retina4_7`.
@Suite struct FreeformSafeAreaTests {
    func compare(_ xib: String) throws -> (status: Int32, out: String, err: String) {
        let document = try ScratchDocument(named: "Freeform.xib", xib)
        defer { document.remove() }
        return document.compareSaved()
    }

    @Test func aFreeformViewOnAHousingPhoneKeepsTheHousingsTopInset() throws {
        let result = try compare(Self.xib(device: "retina6_1", tools: "21701", height: 400, savedY: 80))
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "1 views compared in 1 scenes: 1 within 0.5 pt (100 %), 1 within 2 pt (100 %), 0 further off\n", "\(result.out)\(result.err)")
    }

    @Test func aFreeformViewOnAHomeButtonPhoneHasNoInset() throws {
        let result = try compare(Self.xib(device: "retina4_7", tools: "21701", height: 300, savedY: 32))
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out == "1 views compared in 1 scenes: 1 within 0.5 pt (100 %), 1 within 2 pt (100 %), 0 further off\n", "\(result.out)\(result.err)")
    }

    static func xib(device: String, tools: String, height: Int, savedY: Int) -> String {
        InterfaceBuilderFixture.xib(toolsVersion: tools, device: device, objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="300" height="\(height)"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                    <rect key="frame" x="20" y="\(savedY)" width="100" height="50"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="100" id="w"/>
                        <constraint firstAttribute="height" constant="50" id="h"/>
                    </constraints>
                </view>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="32" id="t"/>
            </constraints>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        </view>
        """)
    }
}
