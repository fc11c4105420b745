/// The kind of cell a document screen's root view is, when Interface Builder draws a cell alone (a
/// storyboard's prototype cell, or a XIB's top-level cell): it sits in a table row or a collection item at
/// run time, so it has no device, bar or sensor housing around it, and a table cell's content view has
/// the row's margins (docs/research/cells.md §1).
package enum CellRoot: String, Hashable, Sendable, Codable {
    /// A `UITableViewCell`.
    case tableCell
    /// A `UICollectionViewCell` or a collection's reusable (header or footer) view.
    case collectionCell
}
