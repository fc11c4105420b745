import Devices
import Diagnostics
import Geometry
import Layout
import PNG
import Render
import Drawing
import Screens
import Testing

/// A storyboard written for this test, in the shape splash and list screens take: an image view the code fills
/// later (no `image`, a purple background: a progress line), an image view with neither image nor background,
/// a hidden "No results" label and a hidden bar holding a button. The image view without an image shows its
/// background as the document gives it; the hidden views are laid out, said hidden in the layout JSON and not drawn.
/// Last, a half-red dimming view at `alpha` 0 over the whole screen, with a white sheet in it over a red "Send" label,
/// as the code fades them in later: neither is drawn, and the label shows.
@Suite struct DocumentVisibilityTests {
    typealias RGB = ControlDrawingTests.RGB

    /// A one-scene storyboard, as Xcode 15 saves it: a view controller whose root view (systemBackground) holds
    /// `subviews` (their XML), with the system colours the document uses in its resources.
    static func storyboard(controller: String, subviews: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="ctl">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="scn">
                    <objects>
                        <viewController id="ctl" customClass="\(controller)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
                <systemColor name="systemRedColor">
                    <color red="1" green="0.23137254901960785" blue="0.18823529411764706" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </systemColor>
            </resources>
        </document>
        """
    }

    static let storyboard = storyboard(controller: "SplashViewController", subviews: """
                                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" id="sp-line" userLabel="Progress Line">
                                        <rect key="frame" x="107" y="400" width="200" height="20"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <color key="backgroundColor" red="0.84465640779999995" green="0.51457053419999998" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    </imageView>
                                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="sp-photo" userLabel="Photo">
                                        <rect key="frame" x="157" y="200" width="100" height="100"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                    </imageView>
                                    <label hidden="YES" opaque="NO" userInteractionEnabled="NO" contentMode="left" text="No Results" textAlignment="center" lineBreakMode="tailTruncation" id="sp-empty">
                                        <rect key="frame" x="20" y="500" width="374" height="60"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="40"/>
                                        <color key="textColor" systemColor="systemRedColor"/>
                                    </label>
                                    <view hidden="YES" contentMode="scaleToFill" id="sp-bar">
                                        <rect key="frame" x="0.0" y="600" width="414" height="50"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <subviews>
                                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="sp-retry">
                                                <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <color key="backgroundColor" red="0.1176470588" green="0.72156862749999995" blue="0.5450980392" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                <state key="normal" title="RETRY"/>
                                            </button>
                                        </subviews>
                                    </view>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Send" lineBreakMode="tailTruncation" id="sp-send">
                                        <rect key="frame" x="20" y="700" width="200" height="40"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                                        <color key="textColor" systemColor="systemRedColor"/>
                                    </label>
                                    <view alpha="0.0" contentMode="scaleToFill" id="sp-dim" userLabel="Dimming">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" id="sp-sheet">
                                                <rect key="frame" x="0.0" y="680" width="414" height="80"/>
                                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                            </view>
                                        </subviews>
                                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>
                                    </view>
        """)

    static func render(_ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let screens = try ScreenLoader.screens(bytes: Array(storyboard.utf8), file: "Splash.storyboard")
        return try DocumentCellTests.render(try #require(screens.first), appearance)
    }

    /// The document's components, 0…1 of 255: (0.8447, 0.5146, 1) → (215, 131, 255), in light and dark alike
    /// (a custom sRGB colour does not follow the appearance).
    @Test(arguments: ControlDrawingTests.appearances) func imageViewWithoutImageShowsItsBackground(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let line = try drawn.frame("sp-line")
        let purple = RGB(r: 215, g: 131, b: 255)
        let inside = drawn.pixels(in: line)
        #expect(!inside.isEmpty && inside.allSatisfy { $0.near(purple) }, "\(Set(inside))")
    }

    /// Neither image nor background: the code sets the image, and until it does UIKit draws nothing there
    /// (https://developer.apple.com/documentation/uikit/uiimageview/image), as Interface Builder's canvas shows it:
    /// every pixel inside the frame is the root view's background.
    @Test(arguments: ControlDrawingTests.appearances) func imageViewWithNothingDrawsNothing(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let photo = try drawn.frame("sp-photo")
        let pixels = drawn.pixels(in: photo.inset(by: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)))
        #expect(!pixels.isEmpty && pixels.allSatisfy { $0 == drawn.background }, "\(Set(pixels))")
    }

    /// The hidden label and the hidden bar are laid out and marked `"hidden": true` (their own `isHidden` only: the
    /// bar's button keeps UIKit's `false`), and none of their pixels is drawn: every pixel of their frames is
    /// the root view's background.
    @Test(arguments: ControlDrawingTests.appearances) func hiddenViewsAreSaidHiddenAndNotDrawn(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let json = drawn.layout.jsonText
        let lines = json.split(separator: "\n")
        func line(_ id: String) throws -> Substring { try #require(lines.first { $0.contains("\"id\": \"\(id)\"") }) }
        #expect(try line("sp-empty").contains("\"hidden\": true"))
        #expect(try line("sp-bar").contains("\"hidden\": true"))
        #expect(try !line("sp-retry").contains("\"hidden\""))
        #expect(try !line("sp-line").contains("\"hidden\""))
        for id in ["sp-empty", "sp-bar", "sp-retry"] {
            let frame = try drawn.frame(id)
            #expect(frame.width > 0 && frame.height > 0)
            #expect(drawn.pixels(in: frame).allSatisfy { $0 == drawn.background }, "\(id)")
        }
    }

    /// The dimming view (alpha 0) and its white sheet are not drawn: a pixel outside every other view is the
    /// root's background, not half red, and the red label under the sheet shows its ink (systemRed: (255, 59, 48)
    /// light, (255, 69, 58) dark).
    @Test(arguments: ControlDrawingTests.appearances) func transparentViewsAreNotDrawn(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        #expect(drawn.pixel(5, 480) == drawn.background)
        let red = appearance == .dark ? RGB(r: 255, g: 69, b: 58) : RGB(r: 255, g: 59, b: 48)
        #expect(drawn.pixels(in: try drawn.frame("sp-send")).filter { $0.near(red, 8) }.count > 50)
    }
}
