import Devices

/// UIToolbar heights (docs/research/uikit-metrics.md §4). Like the tab bar, a bottom toolbar's frame reaches the bottom edge.
enum ToolbarMetrics {
    /// The bar's own height, without the bottom inset.
    ///
    /// - iPhone, regular height: 44 (HACK12IPAD, QMUI). On phones with a home indicator the sources disagree,
    ///   44 or 49 (Conflicts #3: QMUI today 44 + 34 = 78, GEEKQ 49 for an IB toolbar); Interface Builder's canvas
    ///   saves a navigation controller's toolbar 49 pt tall above the 34 pt indicator (docs/research/ib-defaults.md
    ///   §31), so 49 is used, marked measured on the canvas. A free-standing toolbar is a view, not this bar.
    /// - iPhone, compact height: 32 on compact-width phones (STACKGUIDES, QMUI), 44 on regular-width phones (QMUI).
    /// - iPad: 44 before iOS 12, 50 from iOS 12 (HACK12IPAD); 50 + 20 = 70 with a home indicator (QMUI).
    static func barHeight(for profile: Profile) -> Metric {
        var metric: Metric
        switch profile.idiom {
        case .phone:
            if profile.verticalSizeClass == .compact {
                metric = .sourced(profile.horizontalSizeClass == .regular ? 44 : 32)
            } else if profile.hasHomeIndicator {
                metric = .assumed(49, "toolbar on home-indicator phones: 49, as Interface Builder's canvas saves it (ib-defaults §31; uikit-metrics Conflicts #3)")
            } else {
                metric = .sourced(44)
            }
        case .pad:
            metric = .sourced(profile.ios >= 12 ? 50 : 44)
        case .tv:
            metric = .assumed(44, "no tvOS toolbar height in the research; the iPhone bar used")
        }
        if profile.ios > BarGeneration.newestSourced {
            metric = metric.assuming("iOS \(profile.ios) toolbar unknown (uikit-metrics Conflicts #6); the iOS 18 rule used")
        }
        return metric
    }
}
