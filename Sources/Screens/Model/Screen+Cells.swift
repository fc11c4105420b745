extension Screen {
    /// The content views of every designed table cell and collection item of the screen, depth first.
    package var allCellViews: [ViewSpec] {
        var result: [ViewSpec] = []
        for view in allViews {
            guard let table = view.table, table.hasCellDesigns else { continue }
            result += table.allCellViews
        }
        return result
    }
}
