extension ViewSpec {
    /// `views` and all their subviews, depth first, parents before their subviews, back to front: a
    /// screen's or a cell's every view (`Screen.allViews`, `CellSpec.allViews`).
    package static func depthFirst(_ views: [ViewSpec]) -> [ViewSpec] {
        var result: [ViewSpec] = []
        func visit(_ views: [ViewSpec]) {
            for view in views {
                result.append(view)
                visit(view.views)
            }
        }
        visit(views)
        return result
    }
}
