@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// Issue 15's numbers, each held against its source: tvOS's safe area and top tab bar (Apple's HIG),
/// iPadOS 18's top tab bar (WWDC24 session 10147), the iPhone 17e's insets (APP17E, the 16e's row), and the
/// iOS 26 bars said to be iOS 18's.
@Suite struct FidelityChromeTests {
    static let tabs = Build.screen([Build.table()], tabBar: true)
    static let navigationAndTabs = Build.screen([Build.table()], navigationBar: true, tabBar: true)

    func device(_ id: String) throws -> Device { try #require(Catalogue.device(id: id)) }

    /// HIG-TV-LAYOUT: 60 pt top and bottom, 80 pt at the sides (not the 2015 guidelines' 90).
    @Test func tvSafeAreaIs60And80() throws {
        for id in ["apple-tv", "apple-tv-4k"] {
            #expect(try device(id).profile().safeAreaInsets == EdgeInsets(top: 60, left: 80, bottom: 60, right: 80), "\(id)")
        }
    }

    /// HIG-TV-TABBAR: the tab bar is at the top and covers the top 140 pixels (points at 1080p @1x); the
    /// content's safe area starts below it and nothing is taken at the bottom beyond the 60-pt inset.
    @Test func tvTabBarIsAtTheTop() throws {
        let result = try LayoutEngine.layout(screen: Self.tabs, profile: device("apple-tv-4k").profile())
        let bar = try #require(result.view("tabBar"))
        #expect(bar.frame == Rect(x: 0, y: 0, width: 1920, height: 140))
        #expect(result.safeAreaInsets == EdgeInsets(top: 140, left: 80, bottom: 60, right: 80))
    }

    /// WWDC24-10147: from iPadOS 18 the regular-width tab bar floats in the navigation bar's row. The safe area
    /// ends at that row at the top and at the device's own inset at the bottom, and so does the table's
    /// adjustedContentInset (automatic). On iPadOS 17 the bar is still the 65-pt bottom bar (QMUI).
    @Test func iPadOS18TabBarIsAtTheTop() throws {
        let pad = try device("ipad-pro-11-gen4")
        let result = try LayoutEngine.layout(screen: Self.navigationAndTabs, profile: pad.profile(ios: 18))
        let navigation = try #require(result.view("navigationBar"))
        let tabBar = try #require(result.view("tabBar"))
        #expect(navigation.frame.minY == 24)
        #expect(tabBar.frame == Rect(x: 0, y: 24, width: 834, height: 50))
        #expect(result.safeAreaInsets == EdgeInsets(top: 74, bottom: 20))
        #expect(result.view("list")?.scroll?.adjustedContentInset == EdgeInsets(top: 74, bottom: 20))

        let old = try LayoutEngine.layout(screen: Self.navigationAndTabs, profile: pad.profile(ios: 17))
        #expect(old.view("tabBar")?.frame == Rect(x: 0, y: 1194 - 65, width: 834, height: 65))
        #expect(old.safeAreaInsets == EdgeInsets(top: 74, bottom: 65))

        // Without a navigation bar the row sits under the status bar; compact width keeps the bottom bar.
        let alone = try LayoutEngine.layout(screen: Self.tabs, profile: pad.profile(ios: 18))
        #expect(alone.view("tabBar")?.frame == Rect(x: 0, y: 24, width: 834, height: 50))
        #expect(alone.safeAreaInsets == EdgeInsets(top: 74, bottom: 20))
        let third = try LayoutEngine.layout(screen: Self.tabs, profile: pad.profile(ios: 18, orientation: .portrait, window: .splitOneThird))
        #expect(try #require(third.view("tabBar")).frame.maxY == 1194)
    }

    /// APP17E: the 17e's reference screen has its safe area from 47 to 810 of 844: 47 top, 34 bottom. With a
    /// tab bar the bar is 49 + 34 = 83 and ends at the bottom edge, above the home indicator's strip.
    @Test func iPhone17eHasItsInsets() throws {
        let profile = try device("iphone-17e").profile()
        #expect(profile.ios == 26)
        #expect(profile.safeAreaInsets == EdgeInsets(top: 47, bottom: 34))
        let result = try LayoutEngine.layout(screen: Self.tabs, profile: profile)
        #expect(result.view("tabBar")?.frame == Rect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(result.safeAreaInsets.bottom == 83)
    }

    /// The assumption notes word by word, in the order they are met: the home indicator of a phone the
    /// catalogue has no indicator width for takes BEZ's 139 pt for 390-pt phones (docs/research/uikit-metrics.md
    /// §8), and iOS 26's navigation bar is iOS 18's (Conflicts #6) unless the compact-height note came first.
    @Test func assumptionNotesAreWordedAndOrdered() throws {
        let thirteen = try LayoutEngine.layout(screen: Self.navigationAndTabs, profile: device("iphone-13").profile())
        #expect(thirteen.view("homeIndicator")?.frame.width == 139)
        #expect(thirteen.assumptions.filter { $0.hasPrefix("home indicator") } == [
            "home indicator width unknown for iphone-13; BEZ width for 390-pt phones used",
        ])
        let phone = try device("iphone-16-pro")
        let portrait = try LayoutEngine.layout(screen: Self.navigationAndTabs, profile: phone.profile(ios: 26))
        #expect(portrait.assumptions.filter { $0.contains("navigation bar") } == [
            "iOS 26 navigation bar height unknown (uikit-metrics §2.1, Conflicts #6); the iOS 18 rule used",
        ])
        let landscape = try LayoutEngine.layout(
            screen: Self.navigationAndTabs, profile: phone.profile(ios: 26, orientation: .landscapeLeft))
        #expect(landscape.assumptions.filter { $0.contains("navigation bar") } == [
            "compact-height navigation bar measured only through iOS 17 (uikit-metrics Conflicts #1)",
        ])
    }

    /// No source gives iOS 26's bar geometry: the bars are iOS 18's, every bar metric is assumed, and
    /// BarGeneration says "bars as iOS 18" for the caption.
    @Test func iOS26BarsAreIOS18sAndSaySo() throws {
        let phone = try device("iphone-16-pro")
        let on26 = try LayoutEngine.layout(screen: Self.navigationAndTabs, profile: phone.profile(ios: 26))
        let on18 = try LayoutEngine.layout(screen: Self.navigationAndTabs, profile: phone.profile(ios: 18))
        #expect(on26.view("navigationBar")?.frame == on18.view("navigationBar")?.frame)
        #expect(on26.view("tabBar")?.frame == on18.view("tabBar")?.frame)
        #expect(BarGeneration.captionSuffix(ios: 26) == "bars as iOS 18")
        #expect(BarGeneration.captionSuffix(ios: 18) == nil)
        #expect(on26.assumptions.contains { $0.contains("iOS 26 navigation bar") })
        // The words captions and sheet labels use: only a screen with bars says so; the TV runs tvOS.
        #expect(BarGeneration.captionVersion(layout: on26, idiom: .phone) == "iOS 26, bars as iOS 18")
        #expect(BarGeneration.captionVersion(layout: on18, idiom: .phone) == "iOS 18")
        let bare = try LayoutEngine.layout(screen: Build.screen([Build.table()]), profile: phone.profile(ios: 26))
        #expect(BarGeneration.captionVersion(layout: bare, idiom: .phone) == "iOS 26")
        let tv = try LayoutEngine.layout(screen: Build.screen([Build.table()]), profile: device("apple-tv-4k").profile())
        #expect(BarGeneration.captionVersion(layout: tv, idiom: .tv) == "tvOS 26")
    }
}
