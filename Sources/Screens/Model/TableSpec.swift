import Geometry

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
    /// `sectionFooterHeight`: the height of each section footer; `nil`: UIKit's default for the style.
    package var sectionFooterHeight: Double?
    /// The rows the document or template spells out, by section (static cells, template `cells:`); empty:
    /// `rows` × `sections` rows of `prototypes` (or sample rows without them).
    package var cellSections: [TableSectionSpec] = []
    /// The height of the table's `tableHeaderView` (0 without one): the sections start below it, as UITableView
    /// shows its header view above its content and keeps only the height of the view's frame
    /// (https://developer.apple.com/documentation/uikit/uitableview/tableheaderview).
    package var headerViewHeight = 0.0
    /// Prototype cells, in document order: drawn in turn, repeated to fill the table.
    package var prototypes: [CellSpec] = []
    /// `separatorStyle="none"` hides the separators.
    package var separatorsHidden = false
    /// The separators' colour (`separatorColor`: "the color of separator rows in the table view",
    /// https://developer.apple.com/documentation/uikit/uitableview/separatorcolor); `nil`, UIKit's default.
    package var separatorColor: String?
    /// The table's custom separator inset from the cells' edges, left and right (`separatorInset`: "the default inset
    /// for all cells in the table", also the inset of the extra separators below a plain table's rows,
    /// https://developer.apple.com/documentation/uikit/uitableview/separatorinset); `nil`, UIKit's automatic one.
    package var separatorInset: EdgeInsets?
    /// Whether the table has a `tableFooterView`: a plain table shows no filler rows below its last row then
    /// (Apple's CloudKitCatalog sample removes "the empty cells of a plain table" by setting one,
    /// https://developer.apple.com/library/archive/samplecode/CloudAtlas/Listings/iOS_CloudKitCatalog_CloudKitCatalog_TableView_swift.html).
    package var hasFooterView = false
    /// A collection view's flow layout; `nil` for tables.
    package var flow: CollectionFlowSpec?

    /// Whether rows come from designs (static or template cells, prototypes) rather than sample rows.
    package var hasCellDesigns: Bool { !cellSections.isEmpty || !prototypes.isEmpty }

    /// Every content view of every cell design, depth first, and a collection's designed header's.
    package var allCellViews: [ViewSpec] {
        // A collection item's backdrop is drawn as a view of its own; a table row's by the table painter.
        (cellSections.flatMap(\.cells) + prototypes + (flow?.header.map { [$0] } ?? [])).flatMap { ((flow != nil ? $0.backdrop : nil).map { [$0] } ?? []) + $0.allViews }
    }

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
