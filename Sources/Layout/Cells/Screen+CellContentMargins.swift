import Devices
import Screens

extension Screen {
    /// The screen of a table cell drawn alone, with its content view preserving the cell's layout margins on
    /// `ios` 12 and later, whatever the document says: the table gives a cell's content view the row's margins
    /// (saved frames of an Xcode 15 document measure a static cell's trailing margin at the table's 20 pt, where
    /// its content view does not preserve its superview's margins). On iOS 11 only the canvases of Xcode 9.2 and later
    /// do (`InterfaceBuilderCanvas.givesCellContentRowMarginsOnIOS11`; docs/research/ib-defaults.md §15, §40 and §76);
    /// the iOS 12 boundary is assumed (no Xcode 10 to 14 cell of this kind measured). `nil` when the rule changes
    /// nothing (any other screen, an older iOS, a content view that already preserves them), so a caller knows when the
    /// screen it prepared is still the one laid out.
    func withTableCellContentMargins(ios: Int) -> Screen? {
        guard let origin = document, ios >= 12 || (ios == 11 && InterfaceBuilderCanvas.givesCellContentRowMarginsOnIOS11(toolsVersion: origin.toolsBuild)),
              origin.cellRoot == .tableCell, let id = origin.cellContentViewID,
              let index = views.firstIndex(where: { $0.id == id }), !views[index].layout.preservesSuperviewLayoutMargins else { return nil }
        var screen = self
        screen.views[index].layout.preservesSuperviewLayoutMargins = true
        return screen
    }
}
