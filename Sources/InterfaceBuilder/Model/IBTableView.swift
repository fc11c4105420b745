/// `<tableView style= dataMode= rowHeight= estimatedRowHeight= sectionHeaderHeight= sectionFooterHeight=>`
/// with its prototype cells (`dataMode="prototypes"`) or static sections (`dataMode="static"`).
/// Its `tableHeaderView`/`tableFooterView` are among the view's `keyedViews`.
public struct IBTableView: Hashable, Sendable, Codable {
    /// `plain` (absent), `grouped`, `insetGrouped`.
    public var style: String
    /// `prototypes`, `static`, or nil (cells come from code).
    public var dataMode: String?
    /// As written; `-1` means automatic dimension.
    public var rowHeight: Double?
    public var estimatedRowHeight: Double?
    public var sectionHeaderHeight: Double?
    public var sectionFooterHeight: Double?
    public var estimatedSectionHeaderHeight: Double?
    public var estimatedSectionFooterHeight: Double?
    public var separatorStyle: String?
    public var prototypes: [IBView]
    public var sections: [IBTableViewSection]

    public init(style: String = "plain", dataMode: String? = nil, rowHeight: Double? = nil, estimatedRowHeight: Double? = nil,
                sectionHeaderHeight: Double? = nil, sectionFooterHeight: Double? = nil,
                estimatedSectionHeaderHeight: Double? = nil, estimatedSectionFooterHeight: Double? = nil,
                separatorStyle: String? = nil, prototypes: [IBView] = [], sections: [IBTableViewSection] = []) {
        self.style = style
        self.dataMode = dataMode
        self.rowHeight = rowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionFooterHeight = sectionFooterHeight
        self.estimatedSectionHeaderHeight = estimatedSectionHeaderHeight
        self.estimatedSectionFooterHeight = estimatedSectionFooterHeight
        self.separatorStyle = separatorStyle
        self.prototypes = prototypes
        self.sections = sections
    }
}
