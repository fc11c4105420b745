import AutoLayout
import Devices
import Diagnostics
import Geometry
import InterfaceBuilder

/// Turns an Interface Builder document into screens: one per scene whose view controller has a root
/// view (storyboards), one per top-level view (XIBs). Every IB object keeps its IB `id` as its view id
/// and its `userLabel` or class as its name; constraints keep their document locations, so findings and
/// errors point at the XML.
///
/// What is taken from the document: the view tree with frames, autoresizing masks, priorities, margins
/// and kind-specific content; every constraint (placeholders left out, size-class variations kept);
/// the layout guides constraints name; the bars the scene sits under (a navigation controller's root,
/// a tab bar controller's tabs, or the scene's simulated metrics).
package enum DocumentScreens {
    /// - Parameter includeCells: also one screen per prototype or static cell, laid out at the cell's
    ///   saved size (what `--compare-saved` compares; a render draws cells as the table's rows instead).
    /// - Throws: `InputError` when a scene breaks a bound of `limits` (`DocumentLimits`).
    static func screens(
        from document: IBDocument, includeCells: Bool = false, limits: InputLimits = .standard
    ) throws(InputError) -> [Screen] {
        let documentName = SceneNames.documentName(path: document.path)
        var screens: [Screen] = []
        var usedNames: Set<String> = []
        let controllers = document.viewControllers
        let tabProblems = DocumentLimits.tabProblems(in: controllers, limits: limits)
        if !tabProblems.isEmpty { throw InputError(tabProblems) }
        // `<inferredMetricsTieBreakers><segue reference=…/>`: for a scene several segues lead to, the one whose source
        // the canvas infers its bars from (docs/research/ib-defaults.md §124).
        let tieBreakers = Set(document.otherElements.filter { $0.name == "inferredMetricsTieBreakers" }
            .flatMap(\.children).compactMap { $0[attribute: "reference"] })
        let containers = ContainerRelations(controllers: controllers, toolsVersion: document.toolsBuild.map(Double.init),
                                            tieBreakers: tieBreakers)
        // A container view's child: the destination of an embed segue, or a controller on the stack of a navigation
        // controller that is one (its root or pushed onto it), whose view fills the navigation controller's and so
        // the container (docs/research/ib-defaults.md §41).
        let embedSegueDestinations = Set(controllers.flatMap(\.seguesOfAllViews).filter { $0.kind == "embed" }.compactMap(\.destination))
        func isEmbedded(_ id: String) -> Bool {
            embedSegueDestinations.contains(id) || containers.navigationController(of: id).map(embedSegueDestinations.contains) == true
        }
        for controller in controllers {
            guard let root = controller.view else { continue }
            var name = "\(documentName)/\(SceneNames.sceneName(for: controller))"
            if usedNames.contains(name) { name += "-\(SceneNames.slug(controller.id))" }
            usedNames.insert(name)
            var builder = IBScreenBuilder(document: document, rootView: root)
            builder.collectGuides(controller: controller)
            var origin = DocumentOrigin(
                path: document.path, sceneID: controller.id, storyboardIdentifier: controller.storyboardIdentifier,
                savedDeviceID: document.device?.id, savedDeviceLocation: document.device?.location, savedOrientation: document.device?.orientation,
                savedRootFrame: controller.freeformSize.map { Rect(origin: .zero, size: $0) } ?? root.frame,
                savedSizeIsFreeform: controller.freeformSize != nil,
                freeformRootViewSize: controller.freeformSize == nil ? nil : root.frame?.size,
                toolsVersion: document.toolsVersion, rootID: root.id, isEmbedded: isEmbedded(controller.id))
            origin.rootInsetsLayoutMarginsFromSafeArea = root.insetsLayoutMarginsFromSafeArea
            let screen = builder.screen(
                name: name, controller: containers.controllerSpec(for: controller, document: document),
                statusBarHidden: containers.hidesStatusBar(controller),
                automaticallyAdjustsScrollViewInsets: controller.automaticallyAdjustsScrollViewInsets,
                origin: origin, location: controller.location)
            screens.append(screen)
        }
        for object in document.objects {
            guard let root = object.view, document.kind == .xib else { continue }
            var name = "\(documentName)/\(SceneNames.slug(root.userLabel ?? root.customClass ?? root.id))"
            if usedNames.contains(name) { name += "-\(SceneNames.slug(root.id))" }
            usedNames.insert(name)
            var builder = IBScreenBuilder(document: document, rootView: root)
            var origin = DocumentOrigin(
                path: document.path, sceneID: root.id, savedDeviceID: document.device?.id, savedDeviceLocation: document.device?.location,
                savedOrientation: document.device?.orientation, savedRootFrame: root.frame,
                toolsVersion: document.toolsVersion, rootID: root.id,
                cellRoot: root.cellRoot, cellContentViewID: root.cellRoot.flatMap { _ in root.keyedView("contentView")?.id })
            origin.isFreeformXIBViewWithSafeArea = root.hasFreeformSimulatedSize && root.layoutGuides.contains { $0.key == "safeArea" }
            origin.rootInsetsLayoutMarginsFromSafeArea = root.insetsLayoutMarginsFromSafeArea
            if root.cellRoot == nil {
                origin.rootLayoutMargins = root.directionalLayoutMargins.map {
                    EdgeInsets(top: $0.top, left: $0.leading, bottom: $0.bottom, right: $0.trailing)
                } ?? root.layoutMargins
            }
            // A status bar simulated as None, on a canvas that drew none for it (`hidesStatusBarSimulatedAsNone`).
            let statusBarNone = InterfaceBuilderCanvas.hidesStatusBarSimulatedAsNone(toolsVersion: document.toolsBuild.map(Double.init))
                && root.simulatedStatusBar?.isNone == true
            let screen = builder.screen(
                name: name, controller: ContainerRelations.topLevelViewSpec(for: root, document: document), statusBarHidden: statusBarNone,
                automaticallyAdjustsScrollViewInsets: nil, origin: origin, location: root.location)
            screens.append(screen)
        }
        if includeCells {
            let topLevel = Set(document.objects.compactMap(\.view?.id))
            let insetGrouped = Set(document.allViews.flatMap(\.insetGroupedTableCellIDs))
            let tableWidths = Dictionary(document.allViews.flatMap(\.widthsOfItsCells), uniquingKeysWith: { first, _ in first })
            // A cell with no saved frame (some Xcode 5-7 documents save none for a cell and its
            // subviews) has nothing to compare and no size to lay out at.
            for cell in document.allViews where cell.isCell && !topLevel.contains(cell.id) && cell.frame != nil {
                var name = "\(documentName)/cell-\(SceneNames.slug(cell.reuseIdentifier ?? cell.id))"
                if usedNames.contains(name) { name += "-\(SceneNames.slug(cell.id))" }
                usedNames.insert(name)
                var builder = IBScreenBuilder(document: document, rootView: cell)
                screens.append(builder.screen(
                    name: name, controller: ControllerSpec(location: cell.location), statusBarHidden: true,
                    automaticallyAdjustsScrollViewInsets: nil,
                    origin: DocumentOrigin(
                        path: document.path, sceneID: cell.id, savedDeviceID: document.device?.id, savedDeviceLocation: document.device?.location,
                        savedOrientation: document.device?.orientation, savedRootFrame: cell.boundsSize(tableWidth: tableWidths[cell.id]).map { Rect(origin: .zero, size: $0) },
                        toolsVersion: document.toolsVersion, rootID: cell.id,
                        cellRoot: cell.cellRoot, cellContentViewID: cell.keyedView("contentView")?.id,
                        cellInInsetGroupedTable: insetGrouped.contains(cell.id)),
                    location: cell.location))
            }
        }
        let problems = screens.flatMap { DocumentLimits.problems(in: $0, limits: limits) }
        if !problems.isEmpty { throw InputError(problems) }
        return screens
    }
}

extension IBView {
    /// A table or collection cell (or reusable view), laid out per row at run time.
    var isCell: Bool {
        switch kind {
        case .tableViewCell, .collectionViewCell, .collectionReusableView: true
        default: false
        }
    }

    /// The size the view lays its subviews out in: its saved frame's, but for a table cell whose content view has no
    /// saved frame (Xcode 5 to 7 save none), whose frame those Xcodes save 44 pt tall whatever the cell's own row
    /// height: then the row height it sets, at which its subviews' saved frames are (Niupiao/delivery-iOS, toolsVersion
    /// 7706: cells of 68 and 72 pt saved 600 x 44; dterekhov/breakout-game-ios, 7706: 52 pt; MIT-Mobile/MIT-Mobile-for-iOS,
    /// 6254: 92 pt saved 320 x 44; docs/research/ib-defaults.md §136).
    var boundsSize: Size? { boundsSize(tableWidth: nil) }

    /// `boundsSize`, for a cell of a table `tableWidth` wide (its saved frame's width): a table cell whose content
    /// view has no saved frame is as wide as its table, as UIKit sizes every cell to the table's width
    /// (https://developer.apple.com/documentation/uikit/uitableviewcell/contentview), while the frame Xcode 6 saved
    /// for it may be a stale 320 pt (TinderTeam/Laundry, toolsVersion 6254: cells saved `320 × 44` in a 600 pt table,
    /// their separators saved 560 wide). A collection cell is the size of its content view's saved frame, which
    /// UIKit keeps the cell's bounds: Xcode 6 saved such cells `50 × 50` around content views of the flow layout's
    /// item size, at which their subviews are saved (the same document: `152 × 82`, `600 × 128`;
    /// docs/research/ib-defaults.md §156).
    func boundsSize(tableWidth: Double?) -> Size? {
        guard let frame else { return nil }
        switch kind {
        case .tableViewCell(let cell) where keyedView("contentView").map({ $0.frame == nil }) == true:
            let height = cell.rowHeight.flatMap { $0 > 0 ? $0 : nil } ?? frame.size.height
            return Size(width: tableWidth ?? frame.size.width, height: height)
        case .collectionViewCell:
            return keyedView("contentView")?.frame?.size ?? frame.size
        default:
            return frame.size
        }
    }

    /// The kind of cell this view is, for a screen whose root it is (`DocumentOrigin.cellRoot`).
    var cellRoot: CellRoot? {
        switch kind {
        case .tableViewCell: .tableCell
        case .collectionViewCell, .collectionReusableView: .collectionCell
        default: nil
        }
    }

    /// The ids of the prototype and static cells of an inset grouped table; none for any other view.
    var insetGroupedTableCellIDs: [String] {
        guard case .tableView(let table) = kind, table.style == "insetGrouped" else { return [] }
        return table.cells.map(\.id)
    }

    /// The saved width of a table, for each of its prototype and static cells; none for any other view.
    var widthsOfItsCells: [(String, Double)] {
        guard case .tableView(let table) = kind, let width = frame?.width else { return [] }
        return table.cells.map { ($0.id, width) }
    }

    /// A cell's reuse identifier, kept verbatim by the model.
    var reuseIdentifier: String? {
        switch kind {
        case .tableViewCell(let cell), .collectionViewCell(let cell), .collectionReusableView(let cell): cell.reuseIdentifier
        default: nil
        }
    }

    /// The views UIKit makes subviews: the element's `<subviews>`, and the keyed views that are subviews at
    /// run time (a cell's content view, a table's header and footer views).
    var runtimeSubviews: [IBView] {
        keyedViews.filter { ["contentView", "tableHeaderView", "tableFooterView"].contains($0.key ?? "") } + subviews
    }
}
