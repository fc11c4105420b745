/// `<collectionView dataMode="prototypes">` with its layout, prototype cells and reusable views.
public struct IBCollectionView: Hashable, Sendable, Codable {
    public var dataMode: String?
    public var layout: IBFlowLayout?
    public var cells: [IBView]
    /// `<collectionReusableView key="sectionHeaderView">` and footers.
    public var reusableViews: [IBView]

    public init(dataMode: String? = nil, layout: IBFlowLayout? = nil, cells: [IBView] = [], reusableViews: [IBView] = []) {
        self.dataMode = dataMode
        self.layout = layout
        self.cells = cells
        self.reusableViews = reusableViews
    }
}
