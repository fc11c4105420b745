import Devices
import Foundation
import Geometry
import Screens
import Testing

/// Visual effect views in a XIB the test writes, on light and dark, each a blur over the screen's background with an
/// empty content view:
/// - `dark`: `<blurEffect style="dark"/>`, dark in both appearances;
/// - `thinDark`: `systemThinMaterialDark`, "always dark" as well;
/// - `light`: `<blurEffect style="light"/>`, light in both appearances;
/// - `regular`: the adaptive style, light in the light appearance and dark in the dark one.
/// Apple documents which blur styles adapt to the user interface style and which keep one tone
/// (https://developer.apple.com/documentation/uikit/uiblureffect/style; docs/research/controls.md §18). Without the
/// rule every blur takes the appearance's tone: `dark` and `thinDark` are light in the light appearance and `light` dark
/// in the dark one.
@Suite struct BlurToneTests {
    typealias RGB = ControlDrawingTests.RGB

    static func blur(_ id: String, style: String, x: Int, y: Int) -> String {
        AssetProject.fixed("visualEffectView", id: id, x: x, y: y, width: 160, height: 120, attributes: #"opaque="NO""#, body: """
            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="\(id)-content">
                <rect key="frame" x="0.0" y="0.0" width="160" height="120"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
            <blurEffect style="\(style)"/>
            """)
    }

    static func project() throws -> AssetProject {
        let project = try AssetProject("blur-tone")
        try project.write("Main.xib", AssetProject.xib([
            blur("dark", style: "dark", x: 20, y: 100),
            blur("thinDark", style: "systemThinMaterialDark", x: 200, y: 100),
            blur("light", style: "light", x: 20, y: 260),
            blur("regular", style: "regular", x: 200, y: 260),
        ].joined(separator: "\n")))
        return project
    }

    @Test(arguments: ControlDrawingTests.appearances) func aBlurKeepsTheToneItsStyleNames(_ appearance: Appearance) throws {
        let project = try Self.project()
        defer { try? FileManager.default.removeItem(at: project.root) }
        let drawn = try DocumentCellTests.render(try ScreenLoader.single(path: project.document), appearance)
        let adaptiveIsDark = appearance == .dark
        for (id, dark) in [("dark", true), ("thinDark", true), ("light", false), ("regular", adaptiveIsDark)] {
            let frame = try drawn.frame(id)
            let inside = drawn.pixels(in: Rect(x: frame.midX - 10, y: frame.midY - 10, width: 20, height: 20))
            #expect(!inside.isEmpty, "\(id)")
            // The dark stand-in is secondarySystemBackground's dark value (28, 28, 30) nearly opaque, the light one #F9F9F9.
            #expect(inside.allSatisfy { dark ? max($0.r, $0.g, $0.b) < 80 : min($0.r, $0.g, $0.b) > 200 }, "\(appearance) \(id): \(Set(inside))")
        }
    }
}
