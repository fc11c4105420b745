import Geometry

/// A collection view's flow layout (`UICollectionViewFlowLayout`,
/// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout): the item size, the
/// spacing between lines and between items, and the section's insets. Vertical scrolling only.
public struct CollectionFlowSpec: Hashable, Sendable, Codable {
    public var itemSize: Size
    public var minimumLineSpacing: Double
    public var minimumInteritemSpacing: Double
    public var sectionInset: EdgeInsets

    /// UIKit's defaults: 50 × 50 items, 10 pt spacing, no insets
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize,
    /// …/minimumlinespacing, …/minimuminteritemspacing, …/sectioninset).
    public init(itemSize: Size = Size(width: 50, height: 50), minimumLineSpacing: Double = 10, minimumInteritemSpacing: Double = 10,
                sectionInset: EdgeInsets = .zero) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
    }
}
