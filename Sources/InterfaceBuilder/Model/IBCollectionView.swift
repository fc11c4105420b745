/// `<collectionView dataMode="prototypes">` with its layout, prototype cells and reusable views.
package struct IBCollectionView: Hashable, Sendable, Codable {
    var dataMode: String?
    package var layout: IBFlowLayout?
    package var cells: [IBView]
    /// `<collectionReusableView key="sectionHeaderView">` and footers.
    package var reusableViews: [IBView]

    init(dataMode: String? = nil, layout: IBFlowLayout? = nil, cells: [IBView] = [], reusableViews: [IBView] = []) {
        self.dataMode = dataMode
        self.layout = layout
        self.cells = cells
        self.reusableViews = reusableViews
    }
}
