@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// `adjustedContentInset` for every behaviour × scrollability × navigation-controller case (DOMAIN.md §4 table,
/// seed 002 part 2). iPhone X portrait without bars: safe area (44, 0, 34, 0); with the system bar (88, 0, 34, 0).
@Suite struct ContentInsetBehaviourTests {
    static let inset = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)

    struct Case: CustomTestStringConvertible, Sendable {
        var behavior: ContentInsetAdjustmentBehavior
        var scrolls: Bool
        var navigationController: Bool
        var automaticallyAdjusts: Bool
        /// Written out from the DOMAIN.md table, not computed by the engine's formula.
        var expected: EdgeInsets
        var testDescription: String {
            "\(behavior) scrolls=\(scrolls) nav=\(navigationController) aASVI=\(automaticallyAdjusts)"
        }
    }

    static let cases: [Case] = [
        // never: contentInset, whatever else holds.
        Case(behavior: .never, scrolls: true, navigationController: false, automaticallyAdjusts: true, expected: inset),
        Case(behavior: .never, scrolls: false, navigationController: true, automaticallyAdjusts: true, expected: inset),
        // always: safe area + contentInset, even without scrolling.
        Case(behavior: .always, scrolls: false, navigationController: false, automaticallyAdjusts: true,
             expected: EdgeInsets(top: 54, bottom: 39)),
        Case(behavior: .always, scrolls: true, navigationController: true, automaticallyAdjusts: true,
             expected: EdgeInsets(top: 98, bottom: 39)),
        // scrollableAxes: safe area only on the axis that scrolls.
        Case(behavior: .scrollableAxes, scrolls: true, navigationController: false, automaticallyAdjusts: true,
             expected: EdgeInsets(top: 54, bottom: 39)),
        Case(behavior: .scrollableAxes, scrolls: false, navigationController: false, automaticallyAdjusts: true, expected: inset),
        Case(behavior: .scrollableAxes, scrolls: false, navigationController: true, automaticallyAdjusts: true, expected: inset),
        // automatic: like scrollableAxes, except in a navigation controller with automaticallyAdjustsScrollViewInsets.
        Case(behavior: .automatic, scrolls: true, navigationController: false, automaticallyAdjusts: true,
             expected: EdgeInsets(top: 54, bottom: 39)),
        Case(behavior: .automatic, scrolls: false, navigationController: false, automaticallyAdjusts: true, expected: inset),
        Case(behavior: .automatic, scrolls: false, navigationController: true, automaticallyAdjusts: true,
             expected: EdgeInsets(top: 98, bottom: 39)),
        Case(behavior: .automatic, scrolls: false, navigationController: true, automaticallyAdjusts: false, expected: inset),
        Case(behavior: .automatic, scrolls: true, navigationController: true, automaticallyAdjusts: false,
             expected: EdgeInsets(top: 98, bottom: 39)),
    ]

    @Test(arguments: cases)
    func adjustedContentInset(_ c: Case) throws {
        // Scrolls: 30 rows of 64 pt (1920 > 812). Does not: 2 rows, and no vertical bounce.
        let table = Build.table(rows: c.scrolls ? 30 : 2, inset: Self.inset, behavior: c.behavior, bounce: false)
        let screen = Build.screen([table], navigationBar: c.navigationController,
                                  automaticallyAdjusts: c.automaticallyAdjusts)
        let result = try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhoneX())
        let scroll = try #require(result.view("list")?.scroll)
        #expect(scroll.scrollsVertically == c.scrolls)
        #expect(scroll.adjustedContentInset == c.expected)
        #expect(scroll.contentOffset == Point(x: -c.expected.left, y: -c.expected.top))
        #expect(scroll.scrollIndicatorInsets.top == c.expected.top - Self.inset.top)
    }

    /// A horizontal scroll view in landscape: scrollableAxes adds the 44-pt side insets only when it scrolls sideways.
    @Test(arguments: [(2000.0, true), (500.0, false)])
    func horizontalAxis(contentWidth: Double, scrolls: Bool) throws {
        let scrollView = ViewSpec(
            id: "strip", kind: .scroll, pins: Build.fill(),
            scroll: ScrollSpec(contentInsetAdjustmentBehavior: .scrollableAxes, contentSize: Size(width: contentWidth, height: 100)),
            location: Build.at(10))
        let result = try LayoutEngine.layout(screen: Build.screen([scrollView]), profile: HandBuilt.iPhoneX(.landscapeLeft))
        let scroll = try #require(result.view("strip")?.scroll)
        #expect(scroll.scrollsHorizontally == scrolls)
        #expect(scroll.scrollsVertically == false)
        #expect(scroll.adjustedContentInset == (scrolls ? EdgeInsets(top: 0, left: 44, bottom: 0, right: 44) : .zero))
    }

    /// UITableView bounces vertically by default, so even two rows count as scrolling (ScrollSpec's default).
    @Test func tablesBounceVerticallyByDefault() throws {
        let screen = Build.screen([Build.table(rows: 2)])
        let scroll = try #require(try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhoneX()).view("list")?.scroll)
        #expect(scroll.scrollsVertically)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 44, bottom: 34))
        #expect(try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhoneX()).assumptions.contains { $0.contains("bounce") })
    }

    /// Disabled scrolling never scrolls, bounce or not.
    @Test func scrollingDisabled() throws {
        var table = Build.table(rows: 30, behavior: .scrollableAxes)
        table.scroll?.scrollEnabled = false
        let result = try LayoutEngine.layout(screen: Build.screen([table]), profile: HandBuilt.iPhoneX())
        #expect(result.view("list")?.scroll?.adjustedContentInset == .zero)
    }

    /// iOS 10: automaticallyAdjustsScrollViewInsets adds the top and bottom layout guides (20 + 44, 49) to the
    /// root view's first subview only; behaviours do not exist yet; no safe area.
    @Test func iOS10LayoutGuides() throws {
        let first = Build.table("first", inset: EdgeInsets(top: 10), behavior: .never)
        let second = Build.table("second", inset: EdgeInsets(top: 10), line: 30)
        let profile = HandBuilt.iPhone8(ios: 10)
        let adjusted = try LayoutEngine.layout(
            screen: Build.screen([first, second], navigationBar: true, tabBar: true), profile: profile)
        #expect(adjusted.topLayoutGuide == 64)
        #expect(adjusted.bottomLayoutGuide == 49)
        #expect(adjusted.safeAreaInsets == EdgeInsets(top: 64, bottom: 49))
        #expect(adjusted.view("first")?.scroll?.adjustedContentInset == EdgeInsets(top: 74, bottom: 49))
        #expect(adjusted.view("second")?.scroll?.adjustedContentInset == EdgeInsets(top: 10))
        #expect(adjusted.view("first")?.safeAreaInsets == .zero)

        let manual = try LayoutEngine.layout(
            screen: Build.screen([first], navigationBar: true, tabBar: true, automaticallyAdjusts: false), profile: profile)
        #expect(manual.view("first")?.scroll?.adjustedContentInset == EdgeInsets(top: 10))
    }
}
