import Geometry
import Screens

extension ViewTreeLayout {
    /// A scroll view's insets, offset, indicators, refresh control and load-more footer (DOMAIN.md §4–5).
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
}
