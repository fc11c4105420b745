import Devices
import Geometry
import Render
import Screens
import Testing

/// A storyboard written for this test: two labels in white text on the root view's systemBackground, each with a
/// `shadowColor`, as weather and photo screens set one to keep white text legible over a picture the code loads.
/// UILabel draws the text again beneath itself in the shadow's colour, moved by `shadowOffset`, (0, -1) when the
/// document gives none (https://developer.apple.com/documentation/uikit/uilabel/shadowoffset).
@Suite struct LabelShadowTests {
    typealias RGB = ControlDrawingTests.RGB

    static let storyboard = DocumentVisibilityTests.storyboard(controller: "WeatherViewController", subviews: """
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Parma" lineBreakMode="tailTruncation" adjustsFontSizeToFit="NO" id="sh-city">
                                        <rect key="frame" x="20" y="100" width="300" height="60"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="40"/>
                                        <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        <nil key="highlightedColor"/>
                                        <color key="shadowColor" white="0.0" alpha="0.25" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        <size key="shadowOffset" width="2" height="2"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Clear sky" lineBreakMode="tailTruncation" adjustsFontSizeToFit="NO" id="sh-sky">
                                        <rect key="frame" x="20" y="200" width="300" height="60"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <fontDescription key="fontDescription" type="boldSystem" pointSize="40"/>
                                        <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                                        <nil key="highlightedColor"/>
                                        <color key="shadowColor" systemColor="systemRedColor"/>
                                    </label>
        """)

    static func render(_ appearance: Appearance) throws -> ControlDrawingTests.Drawn {
        let screens = try ScreenLoader.screens(bytes: Array(storyboard.utf8), file: "Weather.storyboard")
        return try DocumentCellTests.render(try #require(screens.first), appearance)
    }

    /// White text with a black shadow at alpha 0.25, 2 pt right and down: on white (light) the shadow's pixels are
    /// white less a quarter, 255 × 0.75 = 191; on black (dark) the shadow does not show and the text, drawn over it,
    /// keeps its white.
    @Test(arguments: ControlDrawingTests.appearances) func whiteTextShowsItsShadow(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let pixels = drawn.pixels(in: try drawn.frame("sh-city"))
        if appearance == .light {
            #expect(pixels.filter { $0.near(RGB(r: 191, g: 191, b: 191), 8) }.count > 50, "\(Set(pixels))")
        } else {
            #expect(pixels.filter { $0 == RGB(r: 255, g: 255, b: 255) }.count > 50, "\(Set(pixels))")
        }
    }

    /// A shadow colour without an offset: one point above the text (UIKit's (0, -1)), in systemRed as the
    /// appearance resolves it ((255, 59, 48) light, (255, 69, 58) dark); the text itself stays white over it.
    @Test(arguments: ControlDrawingTests.appearances) func shadowWithoutOffsetIsOnePointAbove(_ appearance: Appearance) throws {
        let drawn = try Self.render(appearance)
        let frame = try drawn.frame("sh-sky")
        let red = appearance == .dark ? RGB(r: 255, g: 69, b: 58) : RGB(r: 255, g: 59, b: 48)
        let pixels = drawn.pixels(in: frame)
        #expect(pixels.filter { $0.near(red, 8) }.count > 20, "\(Set(pixels))")
        // The red shows above the white ink and not below it: the topmost red row is above the topmost white row,
        // and the lowest red row above the lowest white row.
        var redRows: [Int] = [], whiteRows: [Int] = []
        for y in Int(frame.minY * drawn.scale)..<Int(frame.maxY * drawn.scale) {
            let row = (Int(frame.minX * drawn.scale)..<Int(frame.maxX * drawn.scale)).map { x in
                let p = drawn.image[x, y]
                return RGB(r: Int(p.r), g: Int(p.g), b: Int(p.b))
            }
            if row.contains(where: { $0.near(red, 8) }) { redRows.append(y) }
            if row.contains(where: { $0 == RGB(r: 255, g: 255, b: 255) }) { whiteRows.append(y) }
        }
        if appearance == .dark {
            #expect(try #require(redRows.first) < (try #require(whiteRows.first)))
            #expect(try #require(redRows.last) < (try #require(whiteRows.last)))
        }
    }
}
