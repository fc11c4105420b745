import Testing
import TestSupport

/// The tests' document builder writes the scaffolding as Xcode saves it: the attributes in Xcode's order, a switch
/// that is off left out, `<device>`, `<dependencies>`, the scenes or objects and `<resources>` four spaces a level,
/// and the test's own XML unchanged but for its indentation.
@Suite struct InterfaceBuilderFixtureTests {
    @Test func aStoryboardHasXcodesScaffolding() {
        let text = InterfaceBuilderFixture.storyboard(
            standaloneNo: true, toolsVersion: "11762", systemVersion: "15G1212", safeAreas: false,
            initialViewController: "vc", device: "retina4_7", appearance: nil, adaptation: "fullscreen", dependencies: """
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="11757"/>
            """, scenes: """
            <scene sceneID="s1">

                <objects/>
            </scene>
            """, resources: """
            <image name="logo" width="20" height="20"/>
            """)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11762" systemVersion="15G1212" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc">
                <device id="retina4_7" orientation="portrait">
                    <adaptation id="fullscreen"/>
                </device>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="11757"/>
                </dependencies>
                <scenes>
                    <scene sceneID="s1">

                        <objects/>
                    </scene>
                </scenes>
                <resources>
                    <image name="logo" width="20" height="20"/>
                </resources>
            </document>
            """)
    }

    @Test func aXIBHasXcodesScaffolding() {
        let text = InterfaceBuilderFixture.xib(
            toolsVersion: "21701", propertyAccessControl: false, traitCollections: false, colorMatched: false,
            device: "retina6_1", orientation: "landscape", deviceLayout: "fullscreen", objects: """
            <view contentMode="scaleToFill" id="root"/>
            """)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="landscape" layout="fullscreen" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root"/>
                </objects>
            </document>
            """)
    }

    @Test func aLaunchScreenWithoutADeviceOrAutoLayout() {
        let text = InterfaceBuilderFixture.storyboard(toolsVersion: "6254", autoLayout: false, launchScreen: true,
                                                      safeAreas: false, initialViewController: "vc", scenes: "<scene sceneID=\"s\"/>")
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" launchScreen="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="s"/>
                </scenes>
            </document>
            """)
    }
}
