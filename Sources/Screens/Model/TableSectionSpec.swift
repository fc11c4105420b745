import Diagnostics

/// One section of a table whose rows the document or template spells out: its header and footer titles
/// (`titleForHeaderInSection`, `titleForFooterInSection`) and its cells.
package struct TableSectionSpec: Hashable, Sendable, Codable {
    package var header: String?
    package var footer: String?
    package var cells: [CellSpec]

    package init(header: String? = nil, footer: String? = nil, cells: [CellSpec] = []) {
        self.header = header
        self.footer = footer
        self.cells = cells
    }
}
