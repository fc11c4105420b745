import Diagnostics

/// `<tableViewSection headerTitle= footerTitle= id=><cells>…</cells></tableViewSection>` of a static table.
public struct IBTableViewSection: Hashable, Sendable, Codable {
    public var id: String?
    public var headerTitle: String?
    public var footerTitle: String?
    public var cells: [IBView]
    public var location: SourceLocation

    public init(id: String? = nil, headerTitle: String? = nil, footerTitle: String? = nil, cells: [IBView] = [],
                location: SourceLocation) {
        self.id = id
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.cells = cells
        self.location = location
    }
}
