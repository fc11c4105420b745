import Geometry

/// UIScrollView's properties as written on `scrollView`, `tableView`, `collectionView` and `textView`.
/// Its `contentLayoutGuide`/`frameLayoutGuide` are among the view's `layoutGuides`.
public struct IBScrollProperties: Hashable, Sendable, Codable {
    /// `automatic` (absent), `scrollableAxes`, `never`, `always` (iOS 11+).
    public var contentInsetAdjustmentBehavior: String?
    public var contentInset: EdgeInsets?
    public var scrollIndicatorInsets: EdgeInsets?
    public var contentSize: Size?
    public var isScrollEnabled: Bool
    public var isPagingEnabled: Bool
    public var bounces: Bool
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal: Bool
    public var showsHorizontalScrollIndicator: Bool
    public var showsVerticalScrollIndicator: Bool
    public var keyboardDismissMode: String?

    public init(contentInsetAdjustmentBehavior: String? = nil, contentInset: EdgeInsets? = nil,
                scrollIndicatorInsets: EdgeInsets? = nil, contentSize: Size? = nil, isScrollEnabled: Bool = true,
                isPagingEnabled: Bool = false, bounces: Bool = true, alwaysBounceVertical: Bool = false,
                alwaysBounceHorizontal: Bool = false, showsHorizontalScrollIndicator: Bool = true,
                showsVerticalScrollIndicator: Bool = true, keyboardDismissMode: String? = nil) {
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.contentInset = contentInset
        self.scrollIndicatorInsets = scrollIndicatorInsets
        self.contentSize = contentSize
        self.isScrollEnabled = isScrollEnabled
        self.isPagingEnabled = isPagingEnabled
        self.bounces = bounces
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.showsHorizontalScrollIndicator = showsHorizontalScrollIndicator
        self.showsVerticalScrollIndicator = showsVerticalScrollIndicator
        self.keyboardDismissMode = keyboardDismissMode
    }
}
