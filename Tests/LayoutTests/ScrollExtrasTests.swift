@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// Load-more footer and its mask (seed 000), refresh control, letterboxing (seed 000, uikit-metrics §9).
@Suite struct ScrollExtrasTests {
    /// Seed 000's formula, with the numbers of its iPhone X comment list: frame 812, safe bottom 34.
    @Test(arguments: [
        (-44.0, 1920.0, 0.0),      // at the top of a long list: the footer is far below, mask 0
        (1142.0 + 20, 1920.0, 20.0),  // scrolled 20 pt past the safe bottom: 20 pt of footer show
        (1142.0 + 100, 1920.0, 44.0), // pulled further: clamped to the footer's height
        (0.0, 440.0, 44.0),        // short list: 0 + 812 − 34 − 440 = 338, clamped to 44
    ])
    func maskFormula(offset: Double, contentHeight: Double, expected: Double) {
        // 1142 = 1920 − 812 + 34: the offset at which the content's end meets the safe area's bottom.
        #expect(LoadMoreFooterGeometry.maskHeight(
            contentOffsetY: offset, frameHeight: 812, safeAreaBottom: 34, contentHeight: contentHeight, footerHeight: 44) == expected)
    }

    @Test func footerSitsAfterTheContent() throws {
        var table = Build.table(rows: 10, rowHeight: 44, behavior: .never)
        table.scroll?.loadMoreFooter = LoadMoreFooterSpec(height: 44)
        table.scroll?.refreshControl = true
        let result = try LayoutEngine.layout(screen: Build.screen([table]), profile: HandBuilt.iPhoneX())
        let scroll = try #require(result.view("list")?.scroll)
        #expect(scroll.loadMoreFooter?.frame == Rect(x: 0, y: 440, width: 375, height: 44))
        #expect(scroll.loadMoreFooter?.maskHeight == 44)
        // Behaviour never: the refresh control hangs above the screen's top edge (60 assumed).
        #expect(scroll.refreshControl == Rect(x: 0, y: -60, width: 375, height: 60))
        #expect(result.assumptions.contains { $0.contains("UIRefreshControl") })
    }

    /// A legacy app on iPhone X runs in the classic 375×667 window, centred (the letterbox size is assumed).
    @Test func letterboxedOnIPhoneX() throws {
        let screen = Build.screen([Build.table()], navigationBar: true, tabBar: true, launch: .legacy)
        let result = try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhoneX())
        #expect(result.isLetterboxed)
        #expect(result.size == Size(width: 375, height: 667))
        #expect(result.windowFrame == Rect(x: 0, y: 72.5, width: 375, height: 667))
        #expect(result.safeAreaInsets == EdgeInsets(top: 64, bottom: 49))  // the iPhone 8 numbers of seed 002
        #expect(result.view("statusBar")?.frame == Rect(x: 0, y: 0, width: 375, height: 20))
        // The device still draws its home indicator, in the bottom band below the window.
        #expect(result.view("homeIndicator")?.frame.minY == 799 - 72.5)
        #expect(result.assumptions.contains { $0.contains("letterbox") })

        let landscape = try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhoneX(.landscapeLeft))
        #expect(landscape.windowFrame == Rect(x: 72.5, y: 0, width: 667, height: 375))
        #expect(landscape.safeAreaInsets == EdgeInsets(top: 32, bottom: 32))
    }

    /// A legacy app on a home-button phone is not letterboxed.
    @Test func notLetterboxedWithoutAHousing() throws {
        let screen = Build.screen([Build.table()], launch: .legacy)
        let result = try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhone8())
        #expect(!result.isLetterboxed)
        #expect(result.size == Size(width: 375, height: 667))
    }

    /// A plain scroll view's content size is its subviews' extent, and the subviews sit at the initial offset:
    /// moved down by the adjusted top inset (44 on iPhone X), as UIKit shows them before the user scrolls.
    @Test func scrollContentMovesWithTheOffset() throws {
        let article = Build.view("article", .label, pins: Pins(top: Build.pin(.superview), leading: Build.pin(.superview, 16),
                                                            trailing: Build.pin(.superview, 16)), height: 2000, line: 71)
        let scrollView = ViewSpec(id: "page", kind: .scroll, pins: Build.fill(), scroll: ScrollSpec(), views: [article],
                                  location: Build.at(70))
        let result = try LayoutEngine.layout(screen: Build.screen([scrollView]), profile: HandBuilt.iPhoneX())
        let scroll = try #require(result.view("page")?.scroll)
        #expect(scroll.contentSize == Size(width: 359, height: 2000))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 44, bottom: 34))
        #expect(result.view("article")?.frame == Rect(x: 16, y: 44, width: 343, height: 2000))
        #expect(result.view("article")?.parent == result.views.firstIndex { $0.id == "page" })
    }
}
