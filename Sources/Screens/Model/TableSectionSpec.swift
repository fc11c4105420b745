import Diagnostics

/// One section of a table whose rows the document or template spells out: its header and footer titles
/// (`titleForHeaderInSection`, `titleForFooterInSection`) and its cells.
public struct TableSectionSpec: Hashable, Sendable, Codable {
    public var header: String?
    public var footer: String?
    public var cells: [CellSpec]

    public init(header: String? = nil, footer: String? = nil, cells: [CellSpec] = []) {
        self.header = header
        self.footer = footer
        self.cells = cells
    }
}
