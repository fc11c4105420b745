@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// A subview's safeAreaInsets are only its overlap with its superview's unsafe region (seed 002 part 1.2, seed 004).
@Suite struct SafeAreaPropagationTests {
    /// iPhone 8 with the system navigation bar: the root's safe area starts at 64.
    @Test(arguments: [
        // (top pin constant, height, expected top inset)
        (0.0, 200.0, 64.0),    // straddles the bar: covered for 64 pt
        (30.0, 20.0, 20.0),    // wholly under the bar: its whole height, no more
        (64.0, 100.0, 0.0),    // starts at the safe area: nothing covered
        (100.0, 100.0, 0.0),   // wholly inside
    ])
    func topOverlap(top: Double, height: Double, expected: Double) throws {
        let view = Build.view("box", pins: Pins(top: Build.pin(.superview, top), leading: Build.pin(.superview),
                                               trailing: Build.pin(.superview)), height: height)
        let result = try LayoutEngine.layout(screen: Build.screen([view], navigationBar: true), profile: HandBuilt.iPhone8())
        #expect(result.view("box")?.safeAreaInsets == EdgeInsets(top: expected))
    }

    /// Nested views: a child's insets come from its own overlap with the parent's (already reduced) safe area.
    @Test func nestedViews() throws {
        let upper = Build.view("upper", pins: Pins(top: Build.pin(.superview), leading: Build.pin(.superview)),
                               width: 375, height: 100, line: 31)
        let lower = Build.view("lower", pins: Pins(top: Build.pin(.superview, 100), leading: Build.pin(.superview)),
                               width: 375, height: 100, line: 32)
        let parent = Build.view("parent", pins: Pins(top: Build.pin(.superview), leading: Build.pin(.superview),
                                                    trailing: Build.pin(.superview)), height: 200, views: [upper, lower])
        let result = try LayoutEngine.layout(screen: Build.screen([parent], navigationBar: true), profile: HandBuilt.iPhone8())
        #expect(result.view("parent")?.safeAreaInsets == EdgeInsets(top: 64))
        #expect(result.view("upper")?.safeAreaInsets == EdgeInsets(top: 64))
        #expect(result.view("lower")?.safeAreaInsets == .zero)
        #expect(result.view("upper")?.parent == result.views.firstIndex { $0.id == "parent" })
        #expect(result.view("lower")?.depth == 1)
    }

    /// Seed 002 part 5: a grouped table inside a container below the navigation bar has safe area (0,0,0,0), so
    /// its content does not move for the safe area; the gap above the first row is the grouped header (35,
    /// assumed) — the "about 40 pt" that is unrelated to the safe area.
    @Test func groupedTableBelowTheBar() throws {
        let table = Build.table(style: .grouped, behavior: .always)
        let container = Build.view("container", pins: Build.fill(.safeArea), views: [table])
        let result = try LayoutEngine.layout(screen: Build.screen([container], navigationBar: true), profile: HandBuilt.iPhone8())
        let list = try #require(result.view("list"))
        #expect(list.frame == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(list.safeAreaInsets == .zero)
        #expect(list.scroll?.adjustedContentInset == .zero)
        #expect(list.scroll?.firstRowY == 35)
        #expect(result.assumptions.contains { $0.contains("grouped-table default header") })
        // iOS 10: the default header is 18 (ECOM), sourced.
        let old = try LayoutEngine.layout(screen: Build.screen([container], navigationBar: true), profile: HandBuilt.iPhone8(ios: 10))
        #expect(old.view("list")?.scroll?.firstRowY == 18)
    }

    /// iPhone X landscape: a 100-pt strip on the leading edge is covered by the 44-pt housing side, and only on that side.
    @Test func landscapeSides() throws {
        let strip = Build.view("strip", pins: Pins(top: Build.pin(.superview), bottom: Build.pin(.superview),
                                                  leading: Build.pin(.superview)), width: 100)
        let result = try LayoutEngine.layout(screen: Build.screen([strip]), profile: HandBuilt.iPhoneX(.landscapeRight))
        #expect(result.view("strip")?.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 0))
    }

    /// Layout margins: 8 pt plus the view's own safe area (APPLE-DLM, APPLE-ILMFSA); root 16 in compact width.
    @Test func layoutMargins() throws {
        let result = try LayoutEngine.layout(screen: Build.screen([Build.table()]), profile: HandBuilt.iPhoneX())
        #expect(result.view("list")?.layoutMargins == EdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
        #expect(result.layoutMargins.left == 16)
        #expect(result.layoutMargins.right == 16)
        var off = Build.table()
        off.insetsLayoutMarginsFromSafeArea = false
        let plain = try LayoutEngine.layout(screen: Build.screen([off]), profile: HandBuilt.iPhoneX())
        #expect(plain.view("list")?.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}
