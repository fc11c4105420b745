import Screens

extension Screen {
    /// The screen of a table cell drawn alone, with its content view preserving the cell's layout margins on
    /// `ios` 12 and later, whatever the document says: the table gives a cell's content view the row's margins
    /// (saved frames of an Xcode 15 document measure a static cell's trailing margin at the table's 20 pt, where
    /// its content view does not preserve its superview's margins). On iOS 11 the canvas of Xcode 9.0 (toolsVersion
    /// 13196) keeps the content view's own 8 pt, as Xcode 7 and 8 do, and those of Xcode 9.2 and later (13529 on)
    /// give it the row's (saved frames in five projects). docs/research/ib-defaults.md §15, §40 and §76; the
    /// boundary between 13196 and 13529 is taken at 13500, and the iOS 12 one is assumed (no Xcode 10 to 14 cell
    /// of this kind measured). `nil` when the rule changes nothing (any other screen, an older iOS, a content view
    /// that already preserves them), so a caller knows when the screen it prepared is still the one laid out.
    func withTableCellContentMargins(ios: Int) -> Screen? {
        guard let origin = document, ios >= 12 || (ios == 11 && (origin.toolsBuild ?? 0) >= 13500),
              origin.cellRoot == .tableCell, let id = origin.cellContentViewID,
              let index = views.firstIndex(where: { $0.id == id }), !views[index].layout.preservesSuperviewLayoutMargins else { return nil }
        var screen = self
        screen.views[index].layout.preservesSuperviewLayoutMargins = true
        return screen
    }
}
