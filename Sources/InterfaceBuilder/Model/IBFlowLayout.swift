import Diagnostics
import Geometry

/// `<collectionViewFlowLayout key="collectionViewLayout" scrollDirection= minimumLineSpacing=
/// minimumInteritemSpacing= id=>` with `<size key="itemSize">`, `estimatedItemSize`,
/// `headerReferenceSize`, `footerReferenceSize` and `<inset key="sectionInset">`.
package struct IBFlowLayout: Hashable, Sendable, Codable {
    /// `collectionViewFlowLayout` or another layout element (`collectionViewLayout` with a custom class).
    package var element: String
    package var id: String?
    var customClass: String?
    /// `vertical` (absent) or `horizontal`.
    package var scrollDirection: String?
    package var minimumLineSpacing: Double?
    package var minimumInteritemSpacing: Double?
    package var itemSize: Size?
    package var estimatedItemSize: Size?
    /// `automaticEstimatedItemSize="YES"`: Interface Builder's Estimate Size "Automatic" (`UICollectionViewFlowLayout.automaticSize`).
    package var automaticEstimatedItemSize = false
    package var headerReferenceSize: Size?
    var footerReferenceSize: Size?
    package var sectionInset: EdgeInsets?
    package var location: SourceLocation

    init(element: String = "collectionViewFlowLayout", id: String? = nil, customClass: String? = nil,
                scrollDirection: String? = nil, minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil,
                itemSize: Size? = nil, estimatedItemSize: Size? = nil, headerReferenceSize: Size? = nil,
                footerReferenceSize: Size? = nil, sectionInset: EdgeInsets? = nil, location: SourceLocation) {
        self.element = element
        self.id = id
        self.customClass = customClass
        self.scrollDirection = scrollDirection
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.itemSize = itemSize
        self.estimatedItemSize = estimatedItemSize
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.sectionInset = sectionInset
        self.location = location
    }
}
