import Diagnostics

/// `<tableViewSection headerTitle= footerTitle= id=><cells>…</cells></tableViewSection>` of a static table.
package struct IBTableViewSection: Hashable, Sendable, Codable {
    package var id: String?
    package var headerTitle: String?
    package var footerTitle: String?
    package var cells: [IBView]
    package var location: SourceLocation

    init(id: String? = nil, headerTitle: String? = nil, footerTitle: String? = nil, cells: [IBView] = [],
                location: SourceLocation) {
        self.id = id
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
        self.location = location
    }
}
