import Geometry

/// Where a scroll view's content starts and what surrounds it (docs/research/domain.md §4; docs/research/seeds.md,
/// seeds 000 and 002).
package struct ScrollGeometry: Hashable, Sendable, Codable {
    /// `contentInset` as the template set it.
    package var contentInset: EdgeInsets
    /// `adjustedContentInset`: what really places the content (iOS 11+); before iOS 11, the content inset after
    /// `automaticallyAdjustsScrollViewInsets` added the layout guides.
    package var adjustedContentInset: EdgeInsets
    /// `contentSize`: the template's, or rows × row height (plus section headers and footers), the grid's
    /// rows, or the subviews' extent.
    package var contentSize: Size
    /// The initial `contentOffset`: (−adjustedContentInset.left, −adjustedContentInset.top).
    package var contentOffset: Point
    /// The scroll indicators' insets: the system part of the adjustment (adjusted − content inset).
    package var scrollIndicatorInsets: EdgeInsets
    /// Whether the content scrolls on each axis (`scrollableAxes`): scrolling enabled and the content larger
    /// than the view, or always bouncing on that axis.
    package var scrollsVertically: Bool
    var scrollsHorizontally: Bool
    /// Table rows: the y of the first row in content coordinates (the first section header above it, the
    /// grouped-table gap of seed 002), the row height, and rows per section; zero for other scroll views.
    package var firstRowY: Double
    package var rowHeight: Double
    package var rowsPerSection: Int
    package var sections: Int
    /// Rows drawn from cell designs (static, template and prototype cells, collection items), in order;
    /// empty for sample rows.
    package var cellRows: [TableRowGeometry] = []
    /// Section header and footer titles of those rows.
    package var sectionTitles: [SectionTitleGeometry] = []
    /// The pull-to-refresh control at the initial offset, in window coordinates; `nil` without one.
    package var refreshControl: Rect?
    /// The load-more footer and its mask; `nil` without one.
    package var loadMoreFooter: LoadMoreFooterGeometry?

    init(
        contentInset: EdgeInsets, adjustedContentInset: EdgeInsets, contentSize: Size, contentOffset: Point,
        scrollIndicatorInsets: EdgeInsets, scrollsVertically: Bool, scrollsHorizontally: Bool,
        firstRowY: Double = 0, rowHeight: Double = 0, rowsPerSection: Int = 0, sections: Int = 0,
        refreshControl: Rect? = nil, loadMoreFooter: LoadMoreFooterGeometry? = nil
    ) {
        self.contentInset = contentInset
        self.adjustedContentInset = adjustedContentInset
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.scrollIndicatorInsets = scrollIndicatorInsets
        self.scrollsVertically = scrollsVertically
        self.scrollsHorizontally = scrollsHorizontally
        self.firstRowY = firstRowY
        self.rowHeight = rowHeight
        self.rowsPerSection = rowsPerSection
        self.sections = sections
        self.refreshControl = refreshControl
        self.loadMoreFooter = loadMoreFooter
    }
}
