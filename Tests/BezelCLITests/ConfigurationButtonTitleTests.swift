import Foundation
import Testing
import TestSupport
@testable import BezelCLI

/// A configuration button shows its configuration's title only: the `<state key="normal" title="Button">`
/// Interface Builder keeps beside a `<buttonConfiguration>` without a title is neither drawn nor measured
/// (docs/research/ib-defaults.md §18). The XIB is written for this test: a 40 pt square plain button and a
/// plain button free in width (saved 24 pt, its 12 pt insets a side around no title) carry the leftover state
/// title; a third button's configuration title "Send" does not fit its fixed 30 pt and is still reported.
@Suite struct ConfigurationButtonTitleTests {
    @Test func theLeftoverStateTitleIsNotShown() throws {
        let document = try ScratchDocument(named: "Configured.xib", Self.xib)
        defer { document.remove() }
        let output = document.checkSaved()
        #expect(!output.contains("button 'square'"), "\(output)")
        #expect(output.contains("button 'titled' text 'Send'"), "\(output)")
        let compared = document.compareSaved()
        #expect(compared.out == "3 views compared in 1 scenes: 3 within 0.5 pt (100 %), 3 within 2 pt (100 %), 0 further off\n",
                "\(compared.out)\(compared.err)")
    }

    static let xib = InterfaceBuilderFixture.xib(toolsVersion: "21701", device: "retina4_7", objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="owner"/>
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="square">
                    <rect key="frame" x="20" y="20" width="40" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="40" id="w1"/>
                        <constraint firstAttribute="height" constant="40" id="h1"/>
                    </constraints>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="free">
                    <rect key="frame" x="20" y="80" width="24" height="40"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="40" id="h2"/>
                    </constraints>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="titled">
                    <rect key="frame" x="20" y="140" width="30" height="40"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="30" id="w3"/>
                        <constraint firstAttribute="height" constant="40" id="h3"/>
                    </constraints>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="plain" title="Send"/>
                </button>
            </subviews>
            <constraints>
                <constraint firstItem="square" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="t1"/>
                <constraint firstItem="square" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l1"/>
                <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" constant="80" id="t2"/>
                <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l2"/>
                <constraint firstItem="titled" firstAttribute="top" secondItem="root" secondAttribute="top" constant="140" id="t3"/>
                <constraint firstItem="titled" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l3"/>
            </constraints>
        </view>
        """)
}
