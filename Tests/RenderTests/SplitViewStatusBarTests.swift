import Devices
import PNG
import Render
@testable import Drawing
import Testing
@testable import Raster

/// In Split View iPadOS draws one status bar across the display: the time over the left app, the
/// signal, Wi-Fi and battery at the display's right edge, over the other app. Over a Slide Over window
/// the full-screen app's status bar runs across the top as well. A full-screen app's status bar is its
/// own, so there the icons sit at the right of the same band too.
@Suite struct SplitViewStatusBarTests {
    /// The screen only (no device frame), no overlays, at 1×: image pixels are display points.
    static func render(_ window: WindowMode) throws -> StraightImage {
        try RenderFixtures.bareScreen(RenderFixtures.template("toon-contacts"), on: RenderFixtures.profile("ipad-pro-11", .landscapeLeft, window))
    }

    /// Pixels in the band at least as dark as the status bar's glyphs (the backdrops are all light).
    static func darkPixels(_ image: StraightImage, x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for row in y {
            for column in x {
                let pixel = image[column, row]
                if Int(pixel.r) + Int(pixel.g) + Int(pixel.b) < 3 * 96 { count += 1 }
            }
        }
        return count
    }

    @Test(arguments: [WindowMode.splitOneThird, .splitHalf, .slideOver, .full])
    func theIconsSitAtTheDisplaysRightEdge(_ window: WindowMode) throws {
        let image = try Self.render(window)
        let profile = try RenderFixtures.profile("ipad-pro-11", .landscapeLeft, window)
        #expect(image.width == Int(profile.screenSize.width))
        let appRight = Int(profile.windowFrame.maxX)
        // The battery and Wi-Fi: the display's last 100 points of the 24-point band.
        #expect(Self.darkPixels(image, x: image.width - 100..<image.width, y: 0..<24) > 50)
        // The time at the display's left edge (over the app, or in Slide Over over the app behind).
        #expect(Self.darkPixels(image, x: 0..<min(120, appRight), y: 0..<24) > 50)
        if window != .full && window != .slideOver {
            // Nothing else of the bar is drawn at the app window's own right edge (left of its rounded
            // corner, where the black divider shows: SplitViewArt).
            let corner = Int(SplitViewArt.cornerRadius) + 2
            #expect(Self.darkPixels(image, x: appRight - 100..<appRight - corner, y: 0..<24) == 0)
        }
    }
}
