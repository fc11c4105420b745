import Geometry

/// The scroll-view keys of a `scroll`, `table`, `collection` or `grid`: what decides where its content
/// starts (docs/research/domain.md §4).
public struct ScrollSpec: Hashable, Sendable, Codable {
    /// `contentInset:` set by the app; UIKit's default is zero.
    package var contentInset: EdgeInsets
    /// `contentInsetAdjustmentBehavior:` UIKit's default is `automatic`.
    package var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    /// `refreshControl:` a pull-to-refresh control is attached.
    package var refreshControl: Bool
    /// `loadMoreFooter:` a load-more footer below the last content (docs/research/seeds.md, seed 000); `nil`: none.
    package var loadMoreFooter: LoadMoreFooterSpec?
    /// `contentSize:` the content's size; `nil`: derived from the content (rows × row height for a table,
    /// the grid's rows, the subviews' extent for a plain scroll view).
    package var contentSize: Size?
    /// `scrollEnabled:` `isScrollEnabled`; UIKit's default is `true`.
    package var scrollEnabled: Bool
    /// `alwaysBounceVertical:` `nil`: UIKit's default for the kind (tables bounce vertically).
    package var alwaysBounceVertical: Bool?
    /// `alwaysBounceHorizontal:` `nil`: UIKit's default (`false`).
    package var alwaysBounceHorizontal: Bool?

    package init(
        contentInset: EdgeInsets = .zero, contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
        refreshControl: Bool = false, loadMoreFooter: LoadMoreFooterSpec? = nil, contentSize: Size? = nil,
        scrollEnabled: Bool = true, alwaysBounceVertical: Bool? = nil, alwaysBounceHorizontal: Bool? = nil
    ) {
        self.contentInset = contentInset
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.refreshControl = refreshControl
        self.loadMoreFooter = loadMoreFooter
        self.contentSize = contentSize
        self.scrollEnabled = scrollEnabled
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
    }
}
