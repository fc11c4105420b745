/// Table and scroll view defaults (docs/research/uikit-metrics.md §6).
enum ScrollViewMetrics {
    /// Default table row height: 44 (COCOPON, an iOS 6-era source; no modern source), so assumed.
    static let defaultRowHeight = Metric.assumed(44, "default table row height 44 from an iOS 6-era source only (COCOPON)")

    /// The space a grouped table leaves above its first section when the template gives no header height.
    ///
    /// iOS 11+: 35 is only "commonly quoted" (docs/research/uikit-metrics.md Conflicts #9), so assumed. Before iOS 11 the default
    /// section header height was 18 (ECOM; NEWBEDEV: returning 0 gives the default, not 0).
    static func groupedHeaderHeight(ios: Int) -> Metric {
        ios >= 11
            ? .assumed(35, "grouped-table default header 35 unsourced (uikit-metrics Conflicts #9)")
            : .sourced(18)
    }

    /// A grouped table's default section footer: 17.5 is only commonly quoted (Conflicts #9), assumed;
    /// before iOS 11 the header default 18 applies to footers too (ECOM, NEWBEDEV).
    static func groupedFooterHeight(ios: Int) -> Metric {
        ios >= 11
            ? .assumed(17.5, "grouped-table default footer 17.5 unsourced (uikit-metrics Conflicts #9)")
            : .sourced(18)
    }

    /// UIRefreshControl's height is unknown (docs/research/uikit-metrics.md §6); 60 is commonly quoted (Conflicts #9): assumed.
    static let refreshControlHeight = Metric.assumed(60, "UIRefreshControl height unsourced (uikit-metrics §6); 60 commonly quoted")
}
