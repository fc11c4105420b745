import Geometry

/// `<tableView style= dataMode= rowHeight= estimatedRowHeight= sectionHeaderHeight= sectionFooterHeight=>`
/// with its prototype cells (`dataMode="prototypes"`) or static sections (`dataMode="static"`).
/// Its `tableHeaderView`/`tableFooterView` are among the view's `keyedViews`.
package struct IBTableView: Hashable, Sendable, Codable {
    /// `plain` (absent), `grouped`, `insetGrouped`.
    package var style: String
    /// `prototypes`, `static`, or nil (cells come from code).
    package var dataMode: String?
    /// As written; `-1` means automatic dimension.
    package var rowHeight: Double?
    var estimatedRowHeight: Double?
    package var sectionHeaderHeight: Double?
    package var sectionFooterHeight: Double?
    var estimatedSectionHeaderHeight: Double?
    var estimatedSectionFooterHeight: Double?
    package var separatorStyle: String?
    /// `<inset key="separatorInset" minX= maxX=/>`: the custom inset Interface Builder writes when the
    /// separator inset is not "Default" (only its left and right are used).
    package var separatorInset: EdgeInsets?
    package var prototypes: [IBView]
    package var sections: [IBTableViewSection]

    /// Its prototype cells, then its static sections' cells, in document order.
    package var cells: [IBView] { prototypes + sections.flatMap(\.cells) }

    init(style: String = "plain", dataMode: String? = nil, rowHeight: Double? = nil, estimatedRowHeight: Double? = nil,
                sectionHeaderHeight: Double? = nil, sectionFooterHeight: Double? = nil,
                estimatedSectionHeaderHeight: Double? = nil, estimatedSectionFooterHeight: Double? = nil,
                separatorStyle: String? = nil, separatorInset: EdgeInsets? = nil, prototypes: [IBView] = [], sections: [IBTableViewSection] = []) {
        self.style = style
        self.dataMode = dataMode
        self.rowHeight = rowHeight
        self.estimatedRowHeight = estimatedRowHeight
        self.sectionHeaderHeight = sectionHeaderHeight
        self.sectionFooterHeight = sectionFooterHeight
        self.estimatedSectionHeaderHeight = estimatedSectionHeaderHeight
        self.estimatedSectionFooterHeight = estimatedSectionFooterHeight
        self.separatorStyle = separatorStyle
        self.separatorInset = separatorInset
        self.prototypes = prototypes
        self.sections = sections
    }
}
