import AutoLayout
import Devices
import PNG
import Render
import Drawing
import Screens
import Testing
@testable import Raster

/// Issue 14, layout direction, in the picture: the bars mirror as UIKit mirrors them. In the
/// right-to-left settings screen the back button (tinted chevron and title) is drawn at the right of
/// the navigation bar and the tab bar's first, selected (tinted) item at the right end; drawn left to
/// right, both are at the left. Read from the PNG's pixels, not from the layout.
@Suite struct RightToLeftDrawingTests {
    /// The screen only, no overlays, at 1× (`RenderFixtures.bareScreen`): image pixels are window points.
    static func render(_ direction: LayoutDirection) throws -> StraightImage {
        var screen = try RenderFixtures.template("rtl-settings")
        screen.layoutDirection = direction
        // Only the back button at the bar's ends: its trailing Done is tinted too.
        screen.controller.navigationBar?.trailingItems = []
        return try RenderFixtures.bareScreen(screen, on: RenderFixtures.profile("iphone-15-pro"))
    }

    /// Pixels of the tint colour (system blue, #007AFF) in a band: blue high, red low.
    static func tinted(_ image: StraightImage, x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for row in y {
            for column in x {
                let pixel = image[column, row]
                if pixel.b > 200 && pixel.r < 80 && pixel.g > 80 && pixel.g < 160 { count += 1 }
            }
        }
        return count
    }

    @Test func theBackButtonAndTheFirstTabAreDrawnAtTheLeadingEnd() throws {
        let profile = try RenderFixtures.profile("iphone-15-pro")
        let width = Int(profile.screenSize.width), height = Int(profile.screenSize.height)
        let safeTop = Int(profile.safeAreaInsets?.top ?? 0)
        let third = width / 3
        // The navigation bar's 44-pt row below the status bar, and the tab bar's 49-pt row above the home indicator.
        let navigation = (safeTop - 6)..<(safeTop + 44)
        let tabs = (height - 83)..<(height - 34)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let image = try Self.render(direction)
            #expect(image.width == width)
            let navLeft = Self.tinted(image, x: 0..<third, y: navigation), navRight = Self.tinted(image, x: width - third..<width, y: navigation)
            let tabLeft = Self.tinted(image, x: 0..<third, y: tabs), tabRight = Self.tinted(image, x: width - third..<width, y: tabs)
            if direction == .rightToLeft {
                #expect(navRight > 50 && navLeft == 0, "back button: \(navLeft) tinted pixels left, \(navRight) right")
                #expect(tabRight > 50 && tabLeft == 0, "first tab: \(tabLeft) tinted pixels left, \(tabRight) right")
            } else {
                #expect(navLeft > 50 && navRight == 0, "back button: \(navLeft) tinted pixels left, \(navRight) right")
                #expect(tabLeft > 50 && tabRight == 0, "first tab: \(tabLeft) tinted pixels left, \(tabRight) right")
            }
        }
    }
}
