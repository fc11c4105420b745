@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// Seed 002's worked numbers (classic iPhone, iOS 11+), and the same screens on iPhone X and an iPad.
@Suite struct SeedSafeAreaTests {
    /// The three screens of seed 002 part 1: a full-screen table at (0, 0, screen width, screen height) with a
    /// custom navigation bar (system bar hidden), with the system navigation bar, and with navigation and tab bars.
    enum Chrome: CaseIterable {
        case customNavigationBar, systemNavigationBar, navigationAndTabBars

        var screen: Screen {
            switch self {
            case .customNavigationBar: Build.screen([Build.table()], hiddenNavigationBar: true)
            case .systemNavigationBar: Build.screen([Build.table()], navigationBar: true)
            case .navigationAndTabBars: Build.screen([Build.table()], navigationBar: true, tabBar: true)
            }
        }
    }

    @Test(arguments: [
        (Chrome.customNavigationBar, EdgeInsets(top: 20)),
        (.systemNavigationBar, EdgeInsets(top: 64)),
        (.navigationAndTabBars, EdgeInsets(top: 64, bottom: 49)),
    ])
    func iPhone8MatchesSeed002(chrome: Chrome, expected: EdgeInsets) throws {
        let result = try LayoutEngine.layout(screen: chrome.screen, profile: HandBuilt.iPhone8())
        let table = try #require(result.view("list"))
        #expect(table.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(result.safeAreaInsets == expected)
        // The full-screen table overlaps exactly the root view's unsafe region, so its own insets are the same.
        #expect(table.safeAreaInsets == expected)
    }

    /// Seed 002 part 3: contentInset {64, 0, 60, 0} with safeAreaInsets {20, 0, 0, 0} → adjustedContentInset {84, 0, 60, 0}.
    @Test func doubleInsetMatchesSeed002() throws {
        let screen = Build.screen([Build.table(inset: EdgeInsets(top: 64, bottom: 60))], hiddenNavigationBar: true)
        let result = try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhone8())
        let scroll = try #require(result.view("list")?.scroll)
        #expect(result.view("list")?.safeAreaInsets == EdgeInsets(top: 20))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 84, bottom: 60))
        #expect(scroll.contentOffset == Point(x: 0, y: -84))
    }

    /// Seed 002 cure 3: additionalSafeAreaInsets (−20, 0, 0, 0) cancels the status bar's inset.
    @Test func negativeAdditionalInsetCancelsTheStatusBar() throws {
        let screen = Build.screen([Build.table(inset: EdgeInsets(top: 64, bottom: 60))], additional: EdgeInsets(top: -20))
        let result = try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhone8())
        #expect(result.safeAreaInsets == .zero)
        #expect(result.view("list")?.scroll?.adjustedContentInset == EdgeInsets(top: 64, bottom: 60))
    }

    /// iPhone X portrait: safe top 44 = status bar (UYLX), nav bar 44 below it → 88 (UYLX "88"); home inset 34;
    /// tab bar 49 + 34 = 83 (QMUI, GOLDBREAK).
    @Test(arguments: [
        (Chrome.customNavigationBar, EdgeInsets(top: 44, bottom: 34)),
        (.systemNavigationBar, EdgeInsets(top: 88, bottom: 34)),
        (.navigationAndTabBars, EdgeInsets(top: 88, bottom: 83)),
    ])
    func iPhoneXPortrait(chrome: Chrome, expected: EdgeInsets) throws {
        let result = try LayoutEngine.layout(screen: chrome.screen, profile: HandBuilt.iPhoneX())
        #expect(result.safeAreaInsets == expected)
        #expect(result.view("list")?.safeAreaInsets == expected)
    }

    /// iPhone X landscape: the status bar is hidden (UYLX), so the bar starts at y = 0 and is 32 tall on this
    /// compact-width phone (UYLX, QMUI) → top 32; the housing and rounded corners give 44 left and right and the
    /// home indicator 21 at the bottom (devices.md conflict 2); the compact tab bar is 32 (HACK12IPAD zh, RNAV, QMUI)
    /// above the 21-pt inset → 32 + 21 = 53.
    @Test(arguments: [
        (Chrome.customNavigationBar, EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)),
        (.systemNavigationBar, EdgeInsets(top: 32, left: 44, bottom: 21, right: 44)),
        (.navigationAndTabBars, EdgeInsets(top: 32, left: 44, bottom: 53, right: 44)),
    ])
    func iPhoneXLandscape(chrome: Chrome, expected: EdgeInsets) throws {
        for orientation in [Orientation.landscapeLeft, .landscapeRight] {
            let result = try LayoutEngine.layout(screen: chrome.screen, profile: HandBuilt.iPhoneX(orientation))
            #expect(result.safeAreaInsets == expected)
            #expect(result.view("statusBar") == nil)
            if chrome != .customNavigationBar {
                #expect(result.view("navigationBar")?.frame == Rect(x: 0, y: 0, width: 812, height: 32))
            }
        }
    }

    /// iPhone 8 landscape: no status bar (UYLX), 32-pt bars.
    @Test(arguments: [
        (Chrome.customNavigationBar, EdgeInsets.zero),
        (.systemNavigationBar, EdgeInsets(top: 32)),
        (.navigationAndTabBars, EdgeInsets(top: 32, bottom: 32)),
    ])
    func iPhone8Landscape(chrome: Chrome, expected: EdgeInsets) throws {
        let result = try LayoutEngine.layout(screen: chrome.screen, profile: HandBuilt.iPhone8(.landscapeLeft))
        #expect(result.safeAreaInsets == expected)
    }

    /// iPad Pro 11" (iOS 12+ SDK): status bar 24 (QMUIHELPER), navigation bar 50 (HACK12IPAD) → 74
    /// (uikit-metrics §2.2 "24 + 50"); tab bar 65 in total with the home indicator (QMUI); bottom inset 20.
    /// The bars span the app's window, whichever Split View share it has.
    @Test(arguments: [Orientation.portrait, .landscapeLeft], WindowMode.allCases)
    func iPadEveryWindow(orientation: Orientation, window: WindowMode) throws {
        let profile = HandBuilt.iPadPro11(orientation, window: window)
        let expectations: [(Chrome, EdgeInsets)] = [
            (.customNavigationBar, EdgeInsets(top: 24, bottom: 20)),
            (.systemNavigationBar, EdgeInsets(top: 74, bottom: 20)),
            (.navigationAndTabBars, EdgeInsets(top: 74, bottom: 65)),
        ]
        for (chrome, expected) in expectations {
            let result = try LayoutEngine.layout(screen: chrome.screen, profile: profile)
            #expect(result.safeAreaInsets == expected, "\(chrome) \(profile.slug)")
            #expect(result.view("list")?.frame.width == profile.windowFrame.width)
            if chrome != .customNavigationBar {
                #expect(result.view("navigationBar")?.frame == Rect(x: 0, y: 24, width: profile.windowFrame.width, height: 50))
            }
        }
    }

    /// Before iOS 12 the iPad bars are 44 and 49 (HACK12IPAD, QMUI 12a7550): 20 + 44 = 64 on a home-button iPad.
    @Test func iPadOnIOS11UsesTheOldBarHeights() throws {
        var profile = HandBuilt.iPadPro11(ios: 11)
        profile.safeAreaInsets = EdgeInsets(top: 20)
        profile.statusBarHeight = 20
        profile.hasHomeIndicator = false
        let result = try LayoutEngine.layout(screen: Chrome.navigationAndTabBars.screen, profile: profile)
        #expect(result.safeAreaInsets == EdgeInsets(top: 64, bottom: 49))
    }

    /// Dynamic Island: the bar starts 5.333 above the 59-pt safe top (GKNB41: y 53.6667), so content starts at 97.667.
    @Test func dynamicIslandNavigationBarOverlapsTheSafeTop() throws {
        let result = try LayoutEngine.layout(screen: Chrome.systemNavigationBar.screen, profile: HandBuilt.iPhone14Pro())
        let bar = try #require(result.view("navigationBar"))
        #expect(abs(bar.frame.minY - 53.6667) < 0.001)
        #expect(abs(result.safeAreaInsets.top - 97.6667) < 0.001)
        #expect(result.view("statusBar")?.frame.height == 54)
    }

    /// Large titles add 52 (HACK12IPAD): 20 + 44 + 52 = 116 on iPhone 8; X: 140 (USAGIMARU).
    @Test func largeTitleAdds52() throws {
        let screen = Build.screen([Build.table()], navigationBar: true, largeTitle: true)
        #expect(try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhone8()).safeAreaInsets.top == 116)
        #expect(try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhoneX()).safeAreaInsets.top == 140)
        // No large title in compact height: the landscape bar stays 32.
        #expect(try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhoneX(.landscapeLeft)).safeAreaInsets.top == 32)
    }

    /// A hidden status bar on a home-button phone frees the top; on iPhone X the housing keeps 44 (devices.md §1 notes).
    @Test func hiddenStatusBar() throws {
        let screen = Build.screen([Build.table()], statusBar: .hidden)
        let eight = try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhone8())
        #expect(eight.safeAreaInsets == .zero)
        #expect(eight.view("statusBar") == nil)
        let x = try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhoneX())
        #expect(x.safeAreaInsets == EdgeInsets(top: 44, bottom: 34))
    }

    /// The system chrome comes first, in a fixed order, then the template views.
    @Test func systemBarsComeFirstInOrder() throws {
        let screen = Build.screen([Build.table()], navigationBar: true, tabBar: true, toolbar: true)
        let result = try LayoutEngine.layout(screen: screen, profile: HandBuilt.iPhoneX())
        #expect(result.views.map(\.id) == ["statusBar", "navigationBar", "tabBar", "toolbar", "homeIndicator", "list"])
        // Bars point at their controller entries (Build.screen writes them on lines 3, 4 and 5).
        #expect(result.views.prefix(5).map { $0.location?.line } == [nil, 3, 4, 5, nil])
        // Toolbar (49 on phones with a home indicator, as Interface Builder's canvas saves a navigation
        // controller's toolbar, ib-defaults §31; still marked assumed) sits on the 83-pt tab bar: 812 − 83 − 49 = 680.
        #expect(result.view("toolbar")?.frame == Rect(x: 0, y: 680, width: 375, height: 49))
        #expect(result.safeAreaInsets.bottom == 132)
        #expect(result.assumptions.contains { $0.contains("toolbar") })
        // Home indicator: 134×5, 8 pt above the bottom edge (BEZ, RNHI).
        #expect(result.view("homeIndicator")?.frame == Rect(x: 120.5, y: 799, width: 134, height: 5))
    }
}
