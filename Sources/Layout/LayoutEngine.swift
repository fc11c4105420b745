import AutoLayout
import Devices
import Diagnostics
import Geometry
import Screens
import Text

/// The layout pass: one screen on one profile → `LaidOutScreen`, as UIKit would place it.
///
/// A pure function of two values. It places the system chrome from sourced UIKit metrics (`Metrics/`), derives
/// the root view's safe area, margins and readable guide, lays every view out with the Auto Layout engine
/// (`ConstraintLayout`: pins, sizes, stacks and constraints become one system), and computes each view's own
/// safe area and each scroll view's adjusted content inset.
/// Numbers no source gives are still placed, from the nearest sourced rule, and listed in `assumptions`.
package enum LayoutEngine {
    /// Lays out `screen` on `profile`. The profile is already resolved for its iOS version; the screen's
    /// `ios:` is for whoever picks the profile.
    ///
    /// - Throws: `InputError` with one diagnostic per problem: a template's broken pin rules (pin cycles,
    ///   missing siblings, over- or under-constrained axes; `PinRules`), each at the template line of the view
    ///   or pin, or the engine's conflicts and unknown items.
    /// - Parameter breakingConflicts: lay out a screen whose required constraints conflict as UIKit does at
    ///   run time — break one, log it and go on — with the conflicts in `LaidOutScreen.conflicts`
    ///   (the default); false refuses such a screen with the conflicts as errors.
    /// - Parameter reusingSolves: look the Auto Layout result up in `SolveCache` when an equal input was solved
    ///   before; `BezelBench ibscene` passes false to time the solve itself (the result is the same either way).
    package static func layout(
        screen: Screen, profile: Profile, breakingConflicts: Bool = true,
        reusingSolves: Bool = true
    ) throws(InputError) -> LaidOutScreen {
        try laidOut(screen: screen, profile: profile, breakingConflicts: breakingConflicts, reusingSolves: reusingSolves).layout
    }

    /// Lays out `screen` on `profile` as `layout` does, as the cell the checks, the display list and the
    /// writers share: the layout with the view each laid-out view came from, and the hardware around it.
    /// - Parameter preparation: `screen`'s preparation (`ScreenPreparation.of(screen)`), when the caller lays
    ///   the same screen out on many profiles and made it once; otherwise it is looked up by comparing screens.
    package static func cell(
        screen: Screen, profile: Profile, preparation: ScreenPreparation? = nil
    ) throws(InputError) -> LaidOutCell {
        let (layout, sources, hasScrollGeometry, sizeClassed) = try laidOut(
            screen: screen, profile: profile, breakingConflicts: true, reusingSolves: true, preparation: preparation)
        // The checks and the drawing read the screen as the profile's size classes have it (hidden flags, views).
        return LaidOutCell(screen: sizeClassed ?? screen, profile: profile, layout: layout, sources: sources, hasScrollGeometry: hasScrollGeometry)
    }

    /// The layout and, for each of its views, the template or document view it was placed from and whether
    /// it has scroll geometry; and the screen as the profile's size classes have it, when it varies by them.
    static func laidOut(
        screen: Screen, profile: Profile, breakingConflicts: Bool, reusingSolves: Bool, preparation: ScreenPreparation? = nil
    ) throws(InputError) -> (layout: LaidOutScreen, sources: [ViewSpec?], hasScrollGeometry: [Bool], sizeClassed: Screen?) {
        // A variant's engine nodes differ from the screen's: a preparation handed in was made for the screen, so a
        // variant is prepared for itself.
        let (variant, sizeClassed) = variants(of: screen, profile: profile)
        if let variant {
            return try laidOut(
                variant: variant, profile: profile, breakingConflicts: breakingConflicts, reusingSolves: reusingSolves,
                preparation: nil, sizeClassed: sizeClassed)
        }
        return try laidOut(
            variant: screen, profile: profile, breakingConflicts: breakingConflicts, reusingSolves: reusingSolves,
            preparation: preparation, sizeClassed: nil)
    }

    /// The screen as `profile` lays it out, nil when that is `screen` itself (left uncopied: a copy retains every
    /// field of the screen), and the size-class variant on its own when the document varies by size class. The
    /// profile's iOS version and size classes are the app's also in a letterbox (`classicPhone` keeps them).
    private static func variants(of screen: Screen, profile: Profile) -> (variant: Screen?, sizeClassed: Screen?) {
        // A table cell's content view with a row's margins.
        var variant = screen.withTableCellContentMargins(ios: profile.ios)
        // Interface Builder's canvas keeps placeholder constraints (docs/research/ib-defaults.md §30).
        if profile.isSavedCanvas == true,
           let canvas = variant != nil ? variant!.withPlaceholderConstraints() : screen.withPlaceholderConstraints() {
            variant = canvas
        }
        // What the document varies by size class, as the app's window has them. The canvas of a document that
        // records no device (Xcode 5-7) shows the base "Any × Any" configuration, whose frames it saves in each
        // view's `<rect key="frame">` (those of other classes in the `<variation>`s): only `default` variations
        // apply there (docs/research/saved-canvas.md).
        let anyClasses = profile.isSavedCanvas == true && screen.document?.savedDeviceID == nil
        let width: SizeClass? = anyClasses ? nil : profile.horizontalSizeClass == .compact ? .compact : .regular
        let height: SizeClass? = anyClasses ? nil : profile.verticalSizeClass == .compact ? .compact : .regular
        let sizeClassed = variant != nil
            ? variant!.inSizeClasses(width: width, height: height) : screen.inSizeClasses(width: width, height: height)
        if let sizeClassed { variant = sizeClassed }
        return (variant, sizeClassed)
    }

    /// `laidOut` of the screen as the profile lays it out (`variants`).
    private static func laidOut(
        variant screen: Screen, profile: Profile, breakingConflicts: Bool, reusingSolves: Bool, preparation: ScreenPreparation?,
        sizeClassed: Screen?
    ) throws(InputError) -> (layout: LaidOutScreen, sources: [ViewSpec?], hasScrollGeometry: [Bool], sizeClassed: Screen?) {
        // A legacy launch screen on a notched iPhone: the app runs in a letterbox and sees a classic phone.
        var app = profile
        var windowOnScreen = profile.windowFrame
        var log = AssumptionLog()
        let letterboxed = screen.launchScreen == .legacy && LetterboxMetrics.applies(to: profile)
        if letterboxed {
            let (portrait, metric) = LetterboxMetrics.portraitWindowSize(for: profile)
            log.record(metric)
            let size = profile.orientation.isLandscape ? portrait.transposed : portrait
            windowOnScreen = Rect(
                x: (profile.screenSize.width - size.width) / 2, y: (profile.screenSize.height - size.height) / 2,
                width: size.width, height: size.height)
            app = classicPhone(like: profile, windowOnScreen: windowOnScreen)
        }

        // The pin rules, the view count and the engine's nodes depend on the screen alone: made once for it.
        let prepared = preparation ?? ScreenPreparation.of(screen)
        let templateCount = prepared.templateCount
        // The bars, with room for the template views that follow them (`SystemChrome.views`).
        var chrome = SystemChrome(
            screen: screen, app: app, device: profile, windowOnScreen: windowOnScreen, letterboxed: letterboxed,
            templateViews: templateCount, log: &log)
        let size = windowOnScreen.size
        let bounds = Rect(origin: .zero, size: size)
        let safe = chrome.safeAreaInsets
        // The controller's root view: the window, or the part of it between bars it does not extend under.
        // Its safe area and layout guides are what the bars still cover of it.
        let rootFrame = RootViewPlacement.frame(
            controller: screen.controller, bars: chrome.views, bounds: bounds, betweenBars: app.canvasLaysOutBetweenBars == true)
        let above = rootFrame.minY - bounds.minY, below = bounds.maxY - rootFrame.maxY
        let rootSafe = EdgeInsets(
            top: max(0, safe.top - above), left: safe.left, bottom: max(0, safe.bottom - below), right: safe.right)
        let topGuide = max(0, chrome.topLayoutGuide - above), bottomGuide = max(0, chrome.bottomLayoutGuide - below)

        // Root margins: the system minimum (16/20 by size class; top and bottom assumed), measured from the safe
        // area on iOS 11+ (insetsLayoutMarginsFromSafeArea), from the edges before.
        // A XIB's top-level view (its scene is the view itself) that is not a cell has a root view's margins from
        // iOS 11; on a canvas before it, it is drawn as a plain view, with UIView's 8 pt margins.
        let xibTopLevelView = screen.document.map { $0.sceneID == $0.rootID && $0.cellRoot == nil } == true
        let xibViewHasRootMargins = LayoutMarginMetrics.xibViewHasRootMargins(ios: app.ios)
        let xibViewOnOldCanvas = profile.isSavedCanvas == true && xibTopLevelView && !xibViewHasRootMargins
        // A collection cell or reusable view drawn alone is a plain view, not a controller's root: UIView's 8 pt
        // on every side, as in its collection (`TableCellLayout`) and as saved frames show (docs/research/ib-defaults.md §71).
        let collectionCellRoot = screen.document?.cellRoot == .collectionCell
        // A table cell drawn alone, at its row's width: a table's cells' margins, 20 pt in the wider tables of the
        // wider portrait phones (§82); on the canvas, the phone is the one the document was saved on. Its content
        // view's top and bottom margins are a row's (docs/research/cells.md §1).
        let tableCellRoot = screen.document?.cellRoot == .tableCell
        let cellPhoneWidth = app.isSavedCanvas == true && tableCellRoot
            ? Catalogue.device(id: app.deviceID)?.points.value.width : nil
        let horizontal = screen.document?.cellInInsetGroupedTable == true
            ? LayoutMarginMetrics.insetGroupedCellHorizontal(for: app)
            : xibViewOnOldCanvas || collectionCellRoot ? LayoutMarginMetrics.nonRoot
            : tableCellRoot
                ? LayoutMarginMetrics.tableCellHorizontal(for: app, rowWidth: app.windowFrame.width, screenWidth: cellPhoneWidth)
            : LayoutMarginMetrics.rootHorizontal(for: app)
        // A storyboard controller's root view (its scene id is the controller's, not the view's): the top and
        // bottom margins its saved frames show. A XIB's top-level view (not a cell) drawn with a root view's side
        // margins (from iOS 11) has a root's top and bottom ones too, as its saved frames show
        // (docs/research/ib-defaults.md §118). Templates and cells keep the assumed ones.
        let controllerRoot = screen.document.map { $0.sceneID != $0.rootID } ?? false
        let xibRoot = xibTopLevelView && xibViewHasRootMargins
        let vertical = controllerRoot || xibRoot ? LayoutMarginMetrics.rootVerticalInDocuments
            : tableCellRoot ? CellMetrics.verticalMargin
            : collectionCellRoot ? LayoutMarginMetrics.nonRoot : LayoutMarginMetrics.rootVertical.value
        var margins = EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
        // A XIB's top-level view that sets its own margins has them, no smaller than a root view's system minimum where
        // the canvas gives it a root's margins, as a controller's root view respects them
        // (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewrespectssystemminimumlayoutmargins;
        // docs/research/ib-defaults.md §129); on a canvas before iOS 11, a plain view's, exactly them.
        if let own = screen.document?.rootLayoutMargins {
            margins = xibViewOnOldCanvas ? own : EdgeInsets(
                top: max(own.top, vertical), left: max(own.left, horizontal),
                bottom: max(own.bottom, vertical), right: max(own.right, horizontal))
        }
        // Unless the document turns the root view's `insetsLayoutMarginsFromSafeArea` off: then its margins are
        // measured from its edges (https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea;
        // docs/research/ib-defaults.md §129).
        if LayoutMarginMetrics.insetsFromSafeArea(ios: app.ios), screen.document?.rootInsetsLayoutMarginsFromSafeArea != false {
            margins = margins + rootSafe
        }
        let readable = ReadableContentMetrics.guide(in: rootFrame.inset(by: margins))

        if !prepared.pinDiagnostics.isEmpty { throw InputError(prepared.pinDiagnostics) }
        if prepared.usesRootVerticalMargin, !tableCellRoot, !collectionCellRoot { log.record(LayoutMarginMetrics.rootVertical) }

        // Taken out of `chrome` (left empty), so the appends below find the array unshared and its room unused.
        let barCount = chrome.views.count
        var views = chrome.views
        chrome.views = []
        let placeholder = LaidOutView(id: "", kind: .view(.view), frame: .zero)
        for _ in 0..<templateCount { views.append(placeholder) }

        // The document's canvas's width of the system font's Chinese (`InterfaceBuilderCanvas.systemFontIdeographExtra`).
        let measurer = TypesetterMeasurer(
            typesetter: try standardTypesetter(), scale: profile.scale,
            systemFontIdeographExtra: InterfaceBuilderCanvas.systemFontIdeographExtra(toolsVersion: screen.document?.toolsBuild))
        let solved = ConstraintLayout(
            screen: screen, profile: app, rootFrame: rootFrame, safeArea: rootSafe, margins: margins, readable: readable,
            // iOS 11 made the layout guides stand for the safe area: Apple's replacement for
            // `topLayoutGuide.bottomAnchor` is `safeAreaLayoutGuide.topAnchor`
            // (https://developer.apple.com/documentation/uikit/uiviewcontroller/toplayoutguide).
            topLayoutGuide: app.ios >= 11 ? rootSafe.top : topGuide,
            bottomLayoutGuide: app.ios >= 11 ? rootSafe.bottom : bottomGuide,
            measurer: measurer, reusingSolves: reusingSolves,
            prepared: prepared.constraints)
        // The errors and the notes that name their culprits (a conflict's constraints); ambiguity warnings
        // are listed by `bezel layout` instead.
        let errors = solved.diagnostics.filter { $0.severity != .warning }
        if errors.contains(where: { $0.severity == .error }) { throw InputError(errors) }
        // A document's constraints that name no object were left out of the screen (`DocumentOrigin.leftOutConstraints`):
        // reported with the conflicts, which UIKit also lays out without.
        let conflicts = (screen.document?.leftOutConstraints ?? []) + solved.conflicts
        if !conflicts.isEmpty && !breakingConflicts { throw InputError(conflicts) }

        // `views` is handed over (`consume`): a copy left alive here made the tree's first write copy the whole array.
        var tree = ViewTreeLayout(
            views: consume views, log: log, ios: app.ios, direction: screen.layoutDirection, solved: solved,
            usesConstraintEngine: prepared.usesConstraintEngine,
            adjustsScrollViewInsets: screen.controller.automaticallyAdjustsScrollViewInsets,
            inNavigationController: chrome.inNavigationController,
            topLayoutGuide: topGuide, bottomLayoutGuide: bottomGuide)
        tree.sources = [ViewSpec?](repeating: nil, count: tree.views.count)
        // The system bars (the slots before the template views) have no scroll geometry.
        tree.hasScrollGeometry = [Bool](repeating: false, count: tree.views.count)
        tree.layoutGroup(
            screen.views, parentSafe: rootFrame.inset(by: rootSafe), parentIndex: nil, firstIndex: barCount, depth: 0)
        if !tree.unplaced.isEmpty {
            throw InputError(tree.unplaced.map { Diagnostic(.error, at: $0.location, "the Auto Layout engine placed no frame for view '\($0.id)'") })
        }
        // A table cell drawn alone keeps its content view at the row's height its autoresizing mask gives it, as the cell
        // sets it (https://developer.apple.com/documentation/uikit/uitableviewcell/contentview) and Interface Builder saves
        // it, where the subviews' constraints broke that height to lay them out at theirs (docs/research/ib-defaults.md §163).
        if tableCellRoot, let id = screen.document?.cellContentViewID,
           let content = screen.views.first(where: { $0.id == id }), let saved = content.layout.savedFrame,
           let index = tree.views.firstIndex(where: { $0.id == id }) {
            tree.views[index].frame.size.height = content.layout.autoresizingMask.resizedHeight(
                y: saved.minY, height: saved.height, savedSuperview: screen.document?.savedRootFrame?.height ?? rootFrame.height,
                superview: rootFrame.height)
        }
        // Designed table rows and collection items, and their content (`TableCellLayout`).
        var cells = TableCellLayout(profile: app, measurer: measurer)
        (tree.views, tree.sources, tree.hasScrollGeometry) = cells.apply(
            screen: screen, views: tree.views, sources: tree.sources, hasScrollGeometry: tree.hasScrollGeometry)
        if let problem = LaidOutRange.problem(in: tree.views, screenLocation: screen.location) {
            throw InputError([problem])
        }

        var result = LaidOutScreen(
            screen: screen.name, deviceID: profile.deviceID, orientation: profile.orientation, window: profile.window,
            ios: profile.ios, size: size, windowFrame: windowOnScreen, isLetterboxed: letterboxed,
            safeAreaInsets: safe,
            layoutMargins: EdgeInsets(top: margins.top + above, left: margins.left, bottom: margins.bottom + below, right: margins.right),
            readableContentFrame: readable,
            topLayoutGuide: chrome.topLayoutGuide, bottomLayoutGuide: chrome.bottomLayoutGuide,
            views: tree.views, assumptions: tree.log.notes)
        result.rootViewFrame = rootFrame
        result.topLevelViewsAreRootSubviews = !screen.rootIsOneOfViews
        // A template held to the pin rules has one answer; its scroll views' content sizes are left free (the
        // extent of their subviews), which is no ambiguity of the template's.
        result.ambiguities = prepared.usesConstraintEngine ? solved.ambiguities : []
        result.conflicts = conflicts
        result.layoutDirection = screen.layoutDirection
        result.substitutes = prepared.substitutes
        result.isTV = profile.idiom == .tv
        if let spec = screen.controller.navigationBar, spec.backTitle != nil || !spec.leadingItems.isEmpty || !spec.trailingItems.isEmpty,
           let bar = result.views.first(where: { $0.kind == .navigationBar }) {
            result.barItems = NavigationBarItems.layout(
                spec, bar: bar.frame, safeArea: result.safeAreaFrame, direction: screen.layoutDirection, scale: profile.scale,
                typesetter: try standardTypesetter())
            if !result.barItems.isEmpty { result.assumptions.append(NavigationBarMetrics.itemAssumption) }
        }
        // The tab bar's and the toolbar's items, above the hardware's bottom inset (`BottomBarRow`): the device's safe
        // bottom edge, in window coordinates.
        let contentBottom = profile.windowFrame.maxY - (profile.safeAreaInsets?.bottom ?? 0) - windowOnScreen.minY
        if let spec = screen.controller.tabBar, let bar = result.views.first(where: { $0.kind == .tabBar }) {
            result.barItems += TabBarItems.layout(
                spec, bar: bar.frame, contentBottom: contentBottom, safeArea: result.safeAreaInsets,
                floating: TabBarMetrics.placement(for: profile) == .top, direction: screen.layoutDirection, typesetter: try standardTypesetter())
        }
        if let spec = screen.controller.toolbar, let bar = result.views.first(where: { $0.kind == .toolbar }) {
            result.barItems += ToolbarItems.layout(
                spec, bar: bar.frame, contentBottom: contentBottom, safeArea: result.safeAreaInsets, direction: screen.layoutDirection,
                scale: profile.scale, typesetter: try standardTypesetter())
        }
        return (result, tree.sources, tree.hasScrollGeometry, sizeClassed)
    }

    /// The typesetter intrinsic text sizes are measured with: the pinned fonts, loaded once per process.
    static func standardTypesetter() throws(InputError) -> Typesetter {
        do {
            return try Typesetter.standard()
        } catch {
            throw InputError(at: nil, "cannot load the fonts text is measured with: \(error)")
        }
    }

    /// The phone a letterboxed app sees: a home-button phone of the letterbox's size, with the classic
    /// 20-pt status bar in portrait and none in landscape (UYLX), and no housing or home indicator inside.
    static func classicPhone(like device: Profile, windowOnScreen: Rect) -> Profile {
        var app = device
        app.screenSize = windowOnScreen.size
        app.windowFrame = Rect(origin: .zero, size: windowOnScreen.size)
        let landscape = device.orientation.isLandscape
        // docs/research/devices.md §1: 6/7/8 and Plus classes have 20,0,0,0 in portrait and 0,0,0,0 in landscape.
        app.safeAreaInsets = EdgeInsets(top: landscape ? 0 : 20)
        app.statusBarHeight = landscape ? 0 : 20
        app.sensorHousing = .none
        app.hasHomeIndicator = false
        app.homeIndicatorSize = nil
        app.cornerRadius = 0
        return app
    }
}
