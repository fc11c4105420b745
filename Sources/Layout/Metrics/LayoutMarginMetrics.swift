import Devices

/// Layout margins (docs/research/uikit-metrics.md §5).
package enum LayoutMarginMetrics {
    /// A view controller's root view, leading and trailing, compact width: 16 (UYLROOT, LOKHORST, SAPFIORI,
    /// APPLE-CMG "16 to 20 on iPhone").
    static let rootCompactWidth = 16.0
    /// The same in regular width: 20 (UYLROOT, LOKHORST, UYLREAD iPad Air 2 landscape, SAPFIORI).
    static let rootRegularWidth = 20.0
    /// Any other view's default margins: 8 on each side (APPLE-DLM).
    static let nonRoot = 8.0

    /// The root view's top and bottom system minimum margin is not sourced (docs/research/uikit-metrics.md §5 "commonly quoted
    /// 8; not found in a source read here"). The nearest sourced rule, the non-root default 8 (APPLE-DLM),
    /// is used and marked assumed wherever a layout reads it.
    static let rootVertical = Metric.assumed(
        8, "root view top/bottom layout margin unknown (uikit-metrics §5); the non-root default 8 (APPLE-DLM) used")

    /// The root view's top and bottom margin where Interface Builder's saved frames show it: 0, so that
    /// with iOS 11's `insetsLayoutMarginsFromSafeArea` the top and bottom margins are the safe area's edges
    /// (docs/research/ib-defaults.md §10). Templates keep `rootVertical`, their goldens rest on it.
    static let rootVerticalInDocuments = 0.0

    /// The narrowest portrait phone screen whose root view gets the 20 pt margins from iOS 10: the 5.5″
    /// Plus phone's 414 pt. Apple gives "16 to 20 points on iPhone" (APPLE-CMG); Xcode's saved frames show
    /// 16 on 375 pt wide phones and 20 on 414 pt ones, and so do the 600 pt canvases of Xcode 6-7
    /// (docs/research/ib-defaults.md §1), and Xcode 8's iOS 10 canvas of the Plus (§100). Landscape keeps 16
    /// (no evidence read here).
    package static let largeCompactWidth = 414.0

    /// The root view's leading/trailing system minimum for a profile: 20 in regular width, and on portrait
    /// phones at least `largeCompactWidth` wide from iOS 10 (`wideMarginsFirstIOS`) or on an Xcode 6-7 canvas;
    /// 16 otherwise.
    package static func rootHorizontal(for profile: Profile) -> Double {
        if profile.horizontalSizeClass == .regular { return rootRegularWidth }
        let wide = profile.idiom == .phone && profile.orientation == .portrait && profile.windowFrame.width >= largeCompactWidth
        // Xcode 7's canvases of a size of their own (600 × 600) show the wide margins although laid out with
        // iOS 10's rules (docs/research/ib-defaults.md §1); Xcode 6's, showing iOS 8, the narrow ones (§38).
        let wideCanvas = SavedCanvas.isCanvas(profile) && (profile.canvasShownIOS ?? 9) >= 9
        // An Xcode 6-7 canvas is laid out with a later iOS's rules than the one it showed (`canvasShownIOS`).
        let shownIOS = profile.canvasShownIOS ?? profile.ios
        return (shownIOS >= wideMarginsFirstIOS || wideCanvas) && wide ? rootRegularWidth : rootCompactWidth
    }

    /// The first iOS whose phone root views are measured with the Plus phone's 20 pt margins: iOS 10, the canvas of
    /// Xcode 8, whose `retina5_5` documents save views pinned to the root's margins 20 pt in, in two unrelated
    /// projects (docs/research/ib-defaults.md §100). Earlier iOS versions are not measured on a 414 pt phone here.
    static let wideMarginsFirstIOS = 10

    /// The narrowest portrait phone screen whose table cells get the 20 pt side margins from iOS 11, narrower than
    /// `largeCompactWidth`: Xcode 14-15 documents on the 393 pt `retina6_12` phone save the content of table cells
    /// 20 pt inside the cell's margins where the controllers' root views there have 16, in seven unrelated projects
    /// (docs/research/ib-defaults.md §82); the 375 pt phones keep 15-16. The 390 pt phones (iPhone 12 to 14, 16e),
    /// between the two and measured in no document here, are taken with the 393 pt one.
    package static let wideTableCellPhoneWidth = 390.0

    /// The first iOS whose canvas draws a table cell XIB wider than its phone with the phone's side margins, not those
    /// of a window as wide as the cell: iOS 13, Xcode 11's canvas. element-hq/element-ios's 600 pt cells on the 375 pt
    /// `retina4_7` phone are saved 16 pt inside their margins by Xcode 11 to 14 and 20 pt by Xcode 9 and 10
    /// (docs/research/ib-defaults.md §114).
    package static let cellTakesPhoneMarginsFirstIOS = 13

    /// The narrowest table whose cells get those 20 pt on such a phone: tables of 353, 373, 383 and 393 pt there have
    /// them, tables of 275, 313 and 315 pt the root view's 16 (§82); the boundary, between 315 and 353, is taken at
    /// the narrowest measured with 20.
    package static let wideTableCellRowWidth = 353.0

    /// A table cell's leading/trailing content margin for a profile: the root view's (`rootHorizontal`), but 20 from
    /// iOS 11 in a table at least `wideTableCellRowWidth` wide (`rowWidth`) on a portrait phone at least
    /// `wideTableCellPhoneWidth` wide (docs/research/ib-defaults.md §82). `screenWidth`: the phone's width where the
    /// profile's window is not the screen (a cell drawn alone at its row's width). From the iOS 13 canvas
    /// (`cellTakesPhoneMarginsFirstIOS`) such a cell's root margin is that of a window no wider than the phone: a
    /// cell wider than its phone keeps the phone's (§114).
    package static func tableCellHorizontal(for profile: Profile, rowWidth: Double, screenWidth: Double? = nil) -> Double {
        var rootProfile = profile
        if let screenWidth, profile.ios >= cellTakesPhoneMarginsFirstIOS {
            rootProfile.windowFrame.size.width = min(profile.windowFrame.width, screenWidth)
        }
        let root = rootHorizontal(for: rootProfile)
        // Before the iOS 13 canvas the cell's window is as wide as the cell, and so is the phone it measures (§116).
        let phoneWidth = profile.ios >= cellTakesPhoneMarginsFirstIOS
            ? screenWidth ?? profile.windowFrame.width : profile.windowFrame.width
        let wide = profile.idiom == .phone && profile.orientation == .portrait && phoneWidth >= wideTableCellPhoneWidth
            && rowWidth >= wideTableCellRowWidth
        return profile.ios >= 11 && wide ? max(root, rootRegularWidth) : root
    }

    /// Whether Interface Builder's canvas gives a XIB's top-level view a root view's side margins: from the
    /// iOS 11 canvas of Xcode 9 on. Before it, a XIB view, even one a view controller's File's Owner takes as
    /// its `view`, is drawn with any view's 8 pt (`nonRoot`): one repository's 14 such XIBs show 8 pt on
    /// the canvases of Xcode 7 and 8 and 16 pt on Xcode 9's (docs/research/ib-defaults.md §50).
    package static func xibViewHasRootMargins(ios: Int) -> Bool { ios >= 11 }

    /// A cell of an inset grouped table drawn alone: the table's margins, not those of a root view as narrow
    /// as the row. The row is inset by the table's margins on each side, so the table is the row's width and
    /// two wide margins when those hold: Xcode's saved frames show a label on the leading margin of a 374 pt
    /// row, in a 414 pt table, 20 pt in (docs/research/ib-defaults.md §26).
    package static func insetGroupedCellHorizontal(for profile: Profile) -> Double {
        var table = profile
        table.windowFrame.size.width += 2 * rootRegularWidth
        return rootHorizontal(for: table)
    }

    /// `insetsLayoutMarginsFromSafeArea` (default true, iOS 11+): margins falling outside the safe area are
    /// moved inside it, so a margin edge is the safe inset plus the margin (APPLE-ILMFSA; docs/research/uikit-metrics.md §5).
    /// Before iOS 11 there is no safe area and the margins are measured from the view's edges.
    static func insetsFromSafeArea(ios: Int) -> Bool { ios >= 11 }

    // `viewRespectsSystemMinimumLayoutMargins` (default true) only matters for custom root margins: a custom
    // margin never goes below the system minimum unless the controller turns it off (APPLE-SMLM), and custom
    // root margins exist only from iOS 11 (UYLROOT). The template format has no custom margins, so the root
    // always has the system minimum and the flag changes nothing here.
}
