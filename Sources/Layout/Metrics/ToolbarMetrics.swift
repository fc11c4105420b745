import Devices

/// UIToolbar heights (docs/research/uikit-metrics.md §4). Like the tab bar, a bottom toolbar's frame reaches the bottom edge.
enum ToolbarMetrics {
    /// The bar's own height, without the bottom inset.
    ///
    /// - iPhone, regular height: 44 (HACK12IPAD, QMUI). On notch phones 44 or 49 is disputed (Conflicts #3:
    ///   QMUI today 44 + 34 = 78, GEEKQ 49 for an IB toolbar); 44 is used and marked assumed.
    /// - iPhone, compact height: 32 on compact-width phones (STACKGUIDES, QMUI), 44 on regular-width phones (QMUI).
    /// - iPad: 44 before iOS 12, 50 from iOS 12 (HACK12IPAD); 50 + 20 = 70 with a home indicator (QMUI).
    static func barHeight(for profile: Profile) -> Metric {
        var metric: Metric
        switch profile.idiom {
        case .phone:
            if profile.verticalSizeClass == .compact {
                metric = .sourced(profile.horizontalSizeClass == .regular ? 44 : 32)
            } else if profile.hasHomeIndicator {
                metric = .assumed(44, "toolbar on notch phones is 44 or 49 (uikit-metrics Conflicts #3); 44 used")
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
