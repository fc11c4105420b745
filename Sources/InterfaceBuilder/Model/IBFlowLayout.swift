import Diagnostics
import Geometry

/// `<collectionViewFlowLayout key="collectionViewLayout" scrollDirection= minimumLineSpacing=
/// minimumInteritemSpacing= id=>` with `<size key="itemSize">`, `estimatedItemSize`,
/// `headerReferenceSize`, `footerReferenceSize` and `<inset key="sectionInset">`.
public struct IBFlowLayout: Hashable, Sendable, Codable {
    /// `collectionViewFlowLayout` or another layout element (`collectionViewLayout` with a custom class).
    public var element: String
    public var id: String?
    public var customClass: String?
    /// `vertical` (absent) or `horizontal`.
    public var scrollDirection: String?
    public var minimumLineSpacing: Double?
    public var minimumInteritemSpacing: Double?
    public var itemSize: Size?
    public var estimatedItemSize: Size?
    public var headerReferenceSize: Size?
    public var footerReferenceSize: Size?
    public var sectionInset: EdgeInsets?
    public var location: SourceLocation

    public init(element: String = "collectionViewFlowLayout", id: String? = nil, customClass: String? = nil,
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
