import Devices

/// UITabBar heights (docs/research/uikit-metrics.md §3). The bar's frame reaches the bottom edge: its total height is the bar
/// plus the device's bottom safe-area inset, and the content's safe area ends at its top.
package enum TabBarMetrics {
    /// The total frame height of a tab bar at the bottom of the window, given the device's own bottom inset.
    ///
    /// - iPhone, regular height: 49 (HACK12IPAD, RNAV `TABBAR_HEIGHT_UIKIT = 49`, QMUI), plus the home inset:
    ///   83 on X-class portrait (QMUI, GOLDBREAK).
    /// - iPhone, compact height, iOS 11+: 32 on compact-width phones (HACK12IPAD zh mirror, RNAV, QMUI),
    ///   49 on regular-width phones (QMUI; RNAV disagrees — Conflicts #2).
    /// - iPhone, compact height, before iOS 11: unknown; the all-versions portrait 49 is used, assumed.
    /// - iPad: 49 before iOS 12, 50 from iOS 12 (HACK12IPAD, QMUI 12a7550); 65 in total on iPads with a home
    ///   indicator (QMUI since f17afcc), iOS 12–17, when the window has the full 20-pt bottom inset.
    /// - iPadOS 18+ regular width and tvOS put the tab bar at the top (`placement`, `topBar`); this function
    ///   is then not used. iOS 26: unknown, the iOS 18 rule, assumed (BarGeneration).
    static func totalHeight(for profile: Profile, bottomInset: Double) -> Metric {
        var metric: Metric
        switch profile.idiom {
        case .phone:
            if profile.verticalSizeClass == .compact {
                if profile.ios >= 11 {
                    metric = .sourced((profile.horizontalSizeClass == .regular ? 49 : 32) + bottomInset)
                } else {
                    metric = .assumed(49 + bottomInset, "iPhone landscape tab bar before iOS 11 unknown (uikit-metrics §3); 49 used")
                }
            } else {
                metric = .sourced(49 + bottomInset)
            }
        case .pad:
            if profile.ios < 12 {
                metric = .sourced(49 + bottomInset)
            } else if profile.hasHomeIndicator {
                // 65 in total with the full 20-pt home inset; how it splits is unknown (Conflicts #4). A window
                // that does not reach the bottom edge (Slide Over) keeps 45 above its own inset, assumed.
                metric = bottomInset == 20
                    ? .sourced(65)
                    : .assumed(45 + bottomInset, "iPad tab bar with a home indicator is 65 only with the full 20-pt inset; 45 + inset assumed")
            } else {
                metric = .sourced(50 + bottomInset)
            }
        case .tv:
            metric = .assumed(49 + bottomInset, "tvOS shows its tab bar at the top (HIG-TV-TABBAR); a bottom bar is never laid out there")
        }
        if profile.ios > BarGeneration.newestSourced {
            metric = metric.assuming("iOS \(profile.ios) tab bar unknown (uikit-metrics §3); the iOS 18 rule used")
        }
        return metric
    }

    /// Where UIKit puts a tab bar controller's bar.
    package enum Placement: Sendable, Equatable {
        case bottom, top
    }

    /// - tvOS: at the top of the screen, always (HIG-TV-TABBAR: "A tab bar is always positioned at the top").
    /// - iPadOS 18 and later, regular width: floating at the top, in the navigation bar's row (WWDC24-10147;
    ///   Apple's UITabBarController documentation; GAMERY). In compact width (Split View ⅓, Slide Over) it stays
    ///   at the bottom (the same session: the bar adapts to a bottom tab bar in compact width).
    /// - Everything else: at the bottom.
    package static func placement(for profile: Profile) -> Placement {
        switch profile.idiom {
        case .tv: return .top
        case .pad: return profile.ios >= 18 && profile.horizontalSizeClass == .regular ? .top : .bottom
        case .phone: return .bottom
        }
    }

    /// The height of a top tab bar's row.
    ///
    /// - tvOS: 140. "When in focus, a tab bar covers the top 140 pixels of your content area" (HIG-TV-TABBAR),
    ///   in the 1920x1080 @1x interface whose points are those pixels. The bar slides away when focus leaves it;
    ///   Bezel draws it in focus, the state the content must leave room for.
    /// - iPadOS 18+: the floating bar sits in the navigation bar's row (WWDC24-10147); its own height is not
    ///   published, so the iPad navigation bar's 50 (HACK12IPAD) is used, assumed.
    static func topBarHeight(for profile: Profile) -> Metric {
        if profile.idiom == .tv { return .sourced(140) }
        var metric = Metric.assumed(50, "iPadOS 18 floating tab bar height unknown; it sits in the navigation bar's 50-pt row (WWDC24-10147)")
        if profile.ios > BarGeneration.newestSourced {
            metric = metric.assuming("iOS \(profile.ios) tab bar unknown; the iPadOS 18 rule used")
        }
        return metric
    }
}
