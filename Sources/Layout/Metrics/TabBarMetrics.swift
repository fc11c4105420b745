import Devices

/// UITabBar heights (uikit-metrics.md §3). The bar's frame reaches the bottom edge: its total height is the bar
/// plus the device's bottom safe-area inset, and the content's safe area ends at its top.
public enum TabBarMetrics {
    /// The total frame height of a tab bar at the bottom of the window, given the device's own bottom inset.
    ///
    /// - iPhone, regular height: 49 (HACK12IPAD, RNAV `TABBAR_HEIGHT_UIKIT = 49`, QMUI), plus the home inset:
    ///   83 on X-class portrait (QMUI, GOLDBREAK).
    /// - iPhone, compact height, iOS 11+: 32 on compact-width phones (HACK12IPAD zh mirror, RNAV, QMUI),
    ///   49 on regular-width phones (QMUI; RNAV disagrees — Conflicts #2).
    /// - iPhone, compact height, before iOS 11: unknown; the all-versions portrait 49 is used, assumed.
    /// - iPad: 49 before iOS 12, 50 from iOS 12 (HACK12IPAD, QMUI 12a7550); 65 in total on iPads with a home
    ///   indicator (QMUI since f17afcc), iOS 12–17, when the window has the full 20-pt bottom inset.
    /// - iPadOS 18+ regular width moves the tab bar to the top (GAMERY), height unknown: the bottom bar is kept,
    ///   assumed. iOS 26: unknown, assumed.
    public static func totalHeight(for profile: Profile, bottomInset: Double) -> Metric {
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
            if profile.ios >= 18 && profile.horizontalSizeClass == .regular {
                metric = metric.assuming("iPadOS 18+ shows the regular-width tab bar at the top (GAMERY); size unknown, bottom bar kept")
            }
        case .tv:
            metric = .assumed(49 + bottomInset, "no tvOS tab bar height in the research; the iPhone bar used")
        }
        if profile.ios >= 26 {
            metric = metric.assuming("iOS 26 tab bar unknown (uikit-metrics §3); the iOS 18 rule used")
        }
        return metric
    }
}
