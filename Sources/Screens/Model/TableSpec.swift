/// The row keys of a `table` or `collection`: how much content there is and how it is grouped.
public struct TableSpec: Hashable, Sendable, Codable {
    /// `style:` `UITableView.Style`; UIKit's default is `plain`. Collections are always `plain`.
    package var style: TableStyle
    /// `rows:` the number of rows in each section; 0 by default.
    package var rows: Int
    /// `rowHeight:` the height of every row; `nil`: UIKit's default (not sourced for modern iOS,
    /// docs/research/uikit-metrics.md §6, so the layout pass decides and cites).
    package var rowHeight: Double?
    /// `sections:` the number of sections; 1 by default.
    package var sections: Int
    /// `sectionHeaderHeight:` the height of each section header; `nil`: UIKit's default for the style.
    package var sectionHeaderHeight: Double?

    init(
        style: TableStyle = .plain, rows: Int = 0, rowHeight: Double? = nil, sections: Int = 1,
        sectionHeaderHeight: Double? = nil
    ) {
        self.style = style
        self.rows = rows
        self.rowHeight = rowHeight
        self.sections = sections
        self.sectionHeaderHeight = sectionHeaderHeight
    }
}

/// `style:` `UITableView.Style`.
package enum TableStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case plain, grouped
}
