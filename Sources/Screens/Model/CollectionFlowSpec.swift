import Geometry

/// A collection view's flow layout (`UICollectionViewFlowLayout`,
/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout): the item size, the
/// spacing between lines and between items, and the section's insets. Vertical scrolling only.
package struct CollectionFlowSpec: Hashable, Sendable, Codable {
    package var itemSize: Size
    package var minimumLineSpacing: Double
    package var minimumInteritemSpacing: Double
    package var sectionInset: EdgeInsets

    /// UIKit's defaults: 50 × 50 items, 10 pt spacing, no insets
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize,
    /// …/minimumlinespacing, …/minimuminteritemspacing, …/sectioninset).
    package init(itemSize: Size = Size(width: 50, height: 50), minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
                sectionInset: EdgeInsets = .zero) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
    }
}
