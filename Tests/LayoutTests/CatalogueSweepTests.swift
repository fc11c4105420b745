@testable import Devices
@testable import Geometry
@testable import Layout
@testable import Screens
import Testing

/// The same screens on every profile of the catalogue: the seed numbers on the catalogue's own iPhone 8 and
/// iPhone X, and the bar rules of uikit-metrics §2–3 on every device, orientation and window.
@Suite struct CatalogueSweepTests {
    /// Every profile of every device, at the newest iOS it runs and at iOS 17 (or the nearest it runs).
    static let profiles: [Profile] = Catalogue.all.flatMap { device -> [Profile] in
        let versions = Set([device.newestIOS, device.closestIOS(to: 17)]).sorted()
        return versions.flatMap { (try? device.profiles(ios: $0)) ?? [] }
    }

    static let navigationAndTabs = Build.screen([Build.table()], navigationBar: true, tabBar: true)

    @Test func catalogueIsNotEmpty() {
        #expect(Self.profiles.count > 300)
    }

    /// Seed 002 on the catalogue's iPhone 8 (iOS 12+ so the window reports the 20-pt top, devices.md conflict 7).
    @Test func seed002OnCatalogueIPhone8() throws {
        let profile = try #require(Catalogue.device(id: "iphone-8")).profile(ios: 16)
        let screens: [(Screen, EdgeInsets)] = [
            (Build.screen([Build.table()], hiddenNavigationBar: true), EdgeInsets(top: 20)),
            (Build.screen([Build.table()], navigationBar: true), EdgeInsets(top: 64)),
            (Self.navigationAndTabs, EdgeInsets(top: 64, bottom: 49)),
        ]
        for (screen, expected) in screens {
            #expect(try LayoutEngine.layout(screen: screen, profile: profile).safeAreaInsets == expected)
        }
        let double = Build.screen([Build.table(inset: EdgeInsets(top: 64, bottom: 60))], hiddenNavigationBar: true)
        #expect(try LayoutEngine.layout(screen: double, profile: profile).view("list")?.scroll?.adjustedContentInset
                == EdgeInsets(top: 84, bottom: 60))
    }

    @Test func seed002OnCatalogueIPhoneX() throws {
        let device = try #require(Catalogue.device(id: "iphone-x"))
        #expect(try LayoutEngine.layout(screen: Self.navigationAndTabs, profile: device.profile(ios: 16)).safeAreaInsets
                == EdgeInsets(top: 88, bottom: 83))
        for orientation in [Orientation.landscapeLeft, .landscapeRight] {
            let result = try LayoutEngine.layout(screen: Self.navigationAndTabs, profile: device.profile(ios: 16, orientation: orientation))
            #expect(result.safeAreaInsets == EdgeInsets(top: 32, left: 44, bottom: 53, right: 44))
        }
    }

    /// Every profile: the bars follow uikit-metrics §2–3 from the profile's own insets, and the full-screen
    /// table's adjusted inset is the root's safe area (it scrolls).
    @Test func barsOnEveryProfile() throws {
        for profile in Self.profiles where profile.idiom != .tv {
            let result = try LayoutEngine.layout(screen: Self.navigationAndTabs, profile: profile)
            let window = profile.windowFrame.size
            let bar = try #require(result.view("navigationBar"), "\(profile.slug)")
            let tabs = try #require(result.view("tabBar"), "\(profile.slug)")
            let device = profile.safeAreaInsets ?? EdgeInsets(top: profile.statusBarHeight ?? 0)
            let compactHeight = profile.verticalSizeClass == .compact
            // iPadOS 18+ in regular width: the tab bar floats in the navigation bar's row (WWDC24-10147), its
            // height assumed 50; the content's bottom keeps only the device's inset.
            let tabsOnTop = profile.idiom == .pad && profile.ios >= 18 && profile.horizontalSizeClass == .regular
            switch profile.idiom {
            case .phone:
                #expect(bar.frame.height == (compactHeight && profile.horizontalSizeClass == .compact ? 32 : 44), "\(profile.slug)")
                // 32 in compact height from iOS 11 (uikit-metrics §3); before iOS 11 unknown, 49 assumed.
                let tabHeight: Double = compactHeight && profile.horizontalSizeClass == .compact && profile.ios >= 11 ? 32 : 49
                #expect(tabs.frame.height == tabHeight + device.bottom, "\(profile.slug)")
            case .pad:
                // 44 before iOS 12, 50 from iOS 12 (HACK12IPAD).
                #expect(bar.frame.height == (profile.ios >= 12 ? 50 : 44), "\(profile.slug)")
                // 65 in total with a home indicator (QMUI) when the window has the full 20-pt inset; a Slide Over
                // window that stops short of the bottom keeps 45 above its own inset (assumed).
                let homeIndicatorTotal = device.bottom == 20 ? 65 : 45 + device.bottom
                if tabsOnTop {
                    #expect(tabs.frame == Rect(x: 0, y: bar.frame.minY, width: window.width, height: 50), "\(profile.slug)")
                } else if profile.ios < 12 {
                    #expect(tabs.frame.height == 49 + device.bottom, "\(profile.slug)")
                } else {
                    #expect(tabs.frame.height == (profile.hasHomeIndicator ? homeIndicatorTotal : 50 + device.bottom), "\(profile.slug)")
                }
            case .tv:
                break
            }
            if profile.sensorHousing.kind == .dynamicIsland && !profile.orientation.isLandscape && device.top == 59 {
                // GKNB41, KOUKI: the bar starts 5.333 above the 59-pt safe top, at 53.667.
                #expect(abs(bar.frame.minY - 53.6667) < 0.001, "\(profile.slug)")
            } else if profile.sensorHousing.kind == .dynamicIsland && !profile.orientation.isLandscape {
                // 62-pt tops: 56.333 (QMUIHELPER, assumed); other tops borrow that 5.667 overlap.
                #expect(abs(device.top - bar.frame.minY - 5.6667) < 0.001, "\(profile.slug)")
            } else if profile.window != .slideOver {
                // KOUKI: the bar's minY equals the root's top inset without bars (unknown insets: assumed, not checked).
                if profile.safeAreaInsets != nil { #expect(bar.frame.minY == device.top, "\(profile.slug)") }
            }
            #expect(result.safeAreaInsets.top == bar.frame.maxY, "\(profile.slug)")
            if tabsOnTop {
                #expect(result.safeAreaInsets.bottom == device.bottom, "\(profile.slug)")
            } else {
                #expect(tabs.frame.maxY == window.height, "\(profile.slug)")
                #expect(result.safeAreaInsets.bottom == tabs.frame.height, "\(profile.slug)")
            }
            #expect(result.safeAreaInsets.left == device.left && result.safeAreaInsets.right == device.right, "\(profile.slug)")
            let list = try #require(result.view("list"))
            #expect(list.frame == Rect(origin: .zero, size: window), "\(profile.slug)")
            #expect(list.scroll?.adjustedContentInset.top == result.safeAreaInsets.top, "\(profile.slug)")
            #expect(list.scroll?.adjustedContentInset.bottom == result.safeAreaInsets.bottom, "\(profile.slug)")
        }
    }

    /// Seed 001's rule at the width of every profile: whole columns that fill the grid's own width exactly.
    @Test func gridAtEveryProfileWidth() throws {
        var grid = ViewSpec(id: "grid", kind: .grid, pins: Build.fill(.margins), scroll: ScrollSpec(),
                            grid: GridSpec(standardColumns: 4, gap: 8, margin: 12, itemAspect: 0.75, items: 10),
                            location: Build.at(60))
        grid.pins.top = Build.pin(.superview)
        grid.pins.bottom = Build.pin(.superview)
        var widths: Set<Double> = []
        for profile in Self.profiles {
            let result = try LayoutEngine.layout(screen: Build.screen([grid]), profile: profile)
            let view = try #require(result.view("grid"))
            let geometry = try #require(view.grid)
            let width = view.frame.width
            // Its own width: the window minus the root margins, not the screen's width.
            #expect(width == profile.windowFrame.width - result.layoutMargins.left - result.layoutMargins.right)
            let standard = 440.0 / 4 * 1.2  // 132 pt per column at the standard width
            #expect(geometry.columns == max(1, Int((width / standard).rounded(.down))), "\(profile.slug) \(width)")
            let filled = Double(geometry.columns) * geometry.itemSize.width + Double(geometry.columns - 1) * 8 + 24
            #expect(abs(filled - width) < 1e-9, "\(profile.slug)")
            #expect(abs(geometry.itemSize.height * 0.75 - geometry.itemSize.width) < 1e-9)
            widths.insert(width)
        }
        #expect(widths.count > 20)
    }
}
