import Geometry

/// A collection view's flow layout (`UICollectionViewFlowLayout`,
/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout): the scroll direction, the item
/// size, the spacing between lines and between items, the section's insets and the room its header takes.
package struct CollectionFlowSpec: Hashable, Sendable, Codable {
    package var itemSize: Size
    package var minimumLineSpacing: Double
    package var minimumInteritemSpacing: Double
    package var sectionInset: EdgeInsets
    /// Lines are columns filled top to bottom, laid side by side from the leading edge
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/horizontal); otherwise
    /// rows filled from the leading edge, stacked downwards.
    package var scrollsHorizontally: Bool
    /// The section header's length along the scroll direction, before the section's first line: only the
    /// reference size's width (horizontal) or height (vertical) counts
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize), and only
    /// when the document designs a header view. 0 without one.
    package var headerLength: Double
    /// Items size themselves (an estimated item size, or Interface Builder's automatic estimate): each takes its
    /// prototype's own saved size, as Xcode saves it, instead of `itemSize`
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize).
    package var itemsSizeThemselves = false
    /// The document's section header view (`<collectionReusableView key="sectionHeaderView">`) with its content, laid
    /// out in the header's room: across the collection, `headerLength` long along the scroll direction ("the width of
    /// the header would be set to the width of the collection view" when scrolling vertically,
    /// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize). `nil` without one.
    package var header: CellSpec?

    /// UIKit's defaults: 50 × 50 items, 10 pt spacing, no insets, vertical scrolling, no header
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize,
    /// …/minimumlinespacing, …/minimuminteritemspacing, …/sectioninset, …/scrolldirection).
    package init(itemSize: Size = Size(width: 50, height: 50), minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
                sectionInset: EdgeInsets = .zero, scrollsHorizontally: Bool = false, headerLength: Double = 0) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
        self.scrollsHorizontally = scrollsHorizontally
        self.headerLength = headerLength
    }
}
