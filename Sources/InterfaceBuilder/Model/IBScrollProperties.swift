import Geometry

/// UIScrollView's properties as written on `scrollView`, `tableView`, `collectionView` and `textView`.
/// Its `contentLayoutGuide`/`frameLayoutGuide` are among the view's `layoutGuides`.
package struct IBScrollProperties: Hashable, Sendable, Codable {
    /// `automatic` (absent), `scrollableAxes`, `never`, `always` (iOS 11+).
    package var contentInsetAdjustmentBehavior: String?
    package var contentInset: EdgeInsets?
    var scrollIndicatorInsets: EdgeInsets?
    var contentSize: Size?
    /// `scrollEnabled="NO"`: UIKit's `isScrollEnabled`, true when absent.
    package var isScrollEnabled: Bool
    var isPagingEnabled: Bool
    var bounces: Bool
    var alwaysBounceVertical: Bool
    var alwaysBounceHorizontal: Bool
    var showsHorizontalScrollIndicator: Bool
    var showsVerticalScrollIndicator: Bool
    var keyboardDismissMode: String?

    init(contentInsetAdjustmentBehavior: String? = nil, contentInset: EdgeInsets? = nil,
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
