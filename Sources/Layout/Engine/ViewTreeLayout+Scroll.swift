import Geometry
import Screens

extension ViewTreeLayout {
    /// A scroll view's insets, offset, indicators, refresh control and load-more footer (docs/research/domain.md §4–5).
    mutating func scrollGeometry(
        spec: ScrollSpec, kind: ViewKind, frame: Rect, safe: EdgeInsets, contentSize: Size, isFirstRootSubview: Bool
    ) -> ScrollGeometry {
        let inset = spec.contentInset
        // UITableView bounces vertically even when its rows fit (ScrollSpec's documented default for tables).
        let bounceVertical = spec.alwaysBounceVertical ?? (kind == .table)
        let bounceHorizontal = spec.alwaysBounceHorizontal ?? false
        let vertical = ContentInsetAdjustment.scrolls(
            enabled: spec.scrollEnabled, contentLength: contentSize.height, insets: inset.top + inset.bottom,
            viewLength: frame.height, alwaysBounce: bounceVertical)
        if kind == .table && spec.alwaysBounceVertical == nil && spec.scrollEnabled
            && contentSize.height + inset.top + inset.bottom <= frame.height {
            // Only the default bounce makes these rows "scroll"; the research has no source for that default.
            log.record("UITableView's default vertical bounce (rows that fit still count as scrolling) is not in the research")
        }
        let horizontal = ContentInsetAdjustment.scrolls(
            enabled: spec.scrollEnabled, contentLength: contentSize.width, insets: inset.left + inset.right,
            viewLength: frame.width, alwaysBounce: bounceHorizontal)

        let adjusted: EdgeInsets
        if ios >= 11 {
            adjusted = ContentInsetAdjustment.adjusted(
                contentInset: inset, safeAreaInsets: safe, behavior: spec.contentInsetAdjustmentBehavior,
                scrollsVertically: vertical, scrollsHorizontally: horizontal,
                adjustsInNavigationController: adjustsScrollViewInsets && inNavigationController)
        } else if adjustsScrollViewInsets && isFirstRootSubview {
            log.record("before iOS 11 automaticallyAdjustsScrollViewInsets adjusts only the root view's first subview (UIKit behaviour not in the research)")
            adjusted = ContentInsetAdjustment.legacyAdjusted(
                contentInset: inset, topLayoutGuide: topLayoutGuide, bottomLayoutGuide: bottomLayoutGuide)
        } else {
            adjusted = inset
        }
        let offset = Point(x: -adjusted.left, y: -adjusted.top)
        let indicators = EdgeInsets(
            top: adjusted.top - inset.top, left: adjusted.left - inset.left,
            bottom: adjusted.bottom - inset.bottom, right: adjusted.right - inset.right)

        // The content origin on screen at the initial offset.
        let contentOriginY = frame.minY - offset.y
        var refresh: Rect?
        if spec.refreshControl {
            let height = ScrollViewMetrics.refreshControlHeight
            log.record(height)
            refresh = Rect(x: frame.minX, y: contentOriginY - height.value, width: frame.width, height: height.value)
        }
        var footer: LoadMoreFooterGeometry?
        if let loadMore = spec.loadMoreFooter {
            let rect = Rect(x: frame.minX, y: contentOriginY + contentSize.height, width: frame.width, height: loadMore.height)
            let mask = LoadMoreFooterGeometry.maskHeight(
                contentOffsetY: offset.y, frameHeight: frame.height, safeAreaBottom: safe.bottom,
                contentHeight: contentSize.height, footerHeight: loadMore.height)
            footer = LoadMoreFooterGeometry(frame: rect, maskHeight: mask)
        }
        return ScrollGeometry(
            contentInset: inset, adjustedContentInset: adjusted, contentSize: contentSize, contentOffset: offset,
            scrollIndicatorInsets: indicators, scrollsVertically: vertical, scrollsHorizontally: horizontal,
            refreshControl: refresh, loadMoreFooter: footer)
    }

    /// A table's or collection's rows: the content size, the first row's y (below the first section header),
    /// the row height and counts. Grouped tables get UIKit's default section header and footer (docs/research/uikit-metrics.md §6).
    mutating func tableContent(_ table: TableSpec, kind: ViewKind, width: Double)
        -> (size: Size, firstRowY: Double, rowHeight: Double, rows: Int, sections: Int) {
        let rowMetric = table.rowHeight.map(Metric.sourced) ?? ScrollViewMetrics.defaultRowHeight
        log.record(rowMetric)
        let rows = max(table.rows, 0)
        let sections = max(table.sections, 1)
        var header = table.sectionHeaderHeight ?? 0
        var footer = 0.0
        if kind == .table && table.style.isGrouped {
            if table.sectionHeaderHeight == nil {
                let metric = ScrollViewMetrics.groupedHeaderHeight(ios: ios)
                log.record(metric)
                header = metric.value
            }
            let footerMetric = ScrollViewMetrics.groupedFooterHeight(ios: ios)
            log.record(footerMetric)
            footer = footerMetric.value
        }
        let height = table.headerViewHeight + Double(sections) * (header + Double(rows) * rowMetric.value + footer)
        return (Size(width: width, height: height), header, rowMetric.value, rows, sections)
    }
}
