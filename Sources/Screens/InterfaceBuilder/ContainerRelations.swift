import Devices
import Diagnostics
import InterfaceBuilder

/// Which containers a storyboard scene sits in, found from the relationship and push segues: the
/// navigation controller whose root it is (or whose stack it is pushed onto), the tab bar controller
/// whose tab it is. Those decide the bars UIKit draws around the scene's root view.
struct ContainerRelations {
    /// The document's controllers. The tables below hold positions in it, not copies: a controller is a
    /// large value (its root view and bars are stored inline), and a hostile storyboard within
    /// `InputLimits.elements` holds hundreds of thousands of them.
    private let controllers: [IBViewController]
    /// Controller id → the position of the navigation controller it is the root of or was pushed in.
    private var navigationOf: [String: Int] = [:]
    /// Controller id → the tab bar controller holding it (directly or through its navigation controller), as
    /// an index into `tabBars`.
    private var tabBarOf: [String: Int] = [:]
    /// Controller id → the position of the controller whose push put it on the stack (its back button goes there).
    private var pushedFrom: [String: Int] = [:]
    /// A tab's controller whose tab bar controller is in a navigation stack → the position of that tab bar
    /// controller: its navigation item, not the tab's, is the one the stack's bar shows.
    private var navigationItemHolder: [String: Int] = [:]
    /// Pushed controller id → the position of the nearest controller up its push chain that writes a simulated
    /// bottom bar (`inferredToolbar(of:)`, `inferredTabBar(of:)`), found once for each chain.
    private var bottomBarSource: [String: Int] = [:]
    /// Controller id → whether it, or a controller pushed between it and the nearest controller up its push chain that
    /// writes a simulated bottom bar, hides the bottom bar when pushed: the bar stays hidden until that controller is
    /// popped (https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed). Absent: no.
    private var bottomBarHiddenOf: [String: Bool] = [:]
    /// Controller id → whether its navigation item asks for a large title in a bar that prefers them: `always`
    /// does, `never` does not, and `automatic` (the default) takes the setting of the item below it on the
    /// stack, the controller whose push put it there; a root's automatic item is large
    /// (https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/automatic).
    /// Absent: large.
    private var largeTitleOf: [String: Bool] = [:]
    /// Controller id → whether the canvas draws its scene with no navigation bar because of a simulated top bar of
    /// "None" (`<nil key="simulatedTopBarMetrics"/>`): its own, or where it writes none ("Inferred") that of the
    /// nearest controller up its push chain that writes one (docs/research/ib-defaults.md §11, §113). Absent: a bar.
    private var topBarNoneOf: [String: Bool] = [:]
    /// Controller id, for a controller in no navigation stack → the position of the controller in no stack whose
    /// `show` or `push` segue leads to it (the first in document order, or the inferred-metrics tie-breaker's source).
    private var unstackedPushedFrom: [String: Int] = [:]
    /// Controller id, for a controller in no navigation stack → the position of the controller whose simulated top bar
    /// it shows: itself if it writes one, else the nearest controller up its chain of `unstackedPushedFrom` that does.
    /// Absent: none up the chain writes one.
    private var unstackedTopBarSource: [String: Int] = [:]
    /// Controller id → the split view controller's column it fills: the destination of a `masterViewController` or
    /// `detailViewController` relationship, or each controller of the navigation stack that destination is.
    private var splitViewColumnOf: [String: SplitViewColumn] = [:]
    /// Each tab bar controller (its position) with its tabs' items and the ids of the controllers its tabs show,
    /// found once: every scene of the tab bar shows the same items.
    private var tabBars: [(controller: Int, items: [BarItemSpec], firstTab: [String: Int])] = []

    /// Every step looks controllers up by id in a table and visits each push once, so the work grows with the
    /// document's controllers and segues, not with their product: a hostile storyboard of a few megabytes can
    /// hold 100,000 scenes (`XMLLimits.standard` bounds only its elements).
    /// - Parameters:
    ///   - controllers: the document's `viewControllers`.
    ///   - toolsVersion: the document's `toolsVersion` build number, which decides whether a navigation controller's own
    ///     `show` segues put their destinations on its stack (`InterfaceBuilderCanvas.showsOntoNavigationStack`).
    ///   - tieBreakers: the ids of the document's `inferredMetricsTieBreakers` segues. A scene one of them leads to
    ///     joins a navigation stack only through that segue: as the stack's root if it is the root relationship, pushed
    ///     from its source if it is a `show` or `push` from a controller in a stack, and in no stack if it is a
    ///     presentation (docs/research/ib-defaults.md §124).
    init(controllers: [IBViewController], toolsVersion: Double? = nil, tieBreakers: Set<String> = []) {
        self.controllers = controllers
        // The first controller with an id, as a search from the start finds it (ids repeat only in broken documents).
        var byID: [String: Int] = [:]
        var positions: [String: [Int]] = [:]
        for (position, controller) in controllers.enumerated() {
            if byID[controller.id] == nil { byID[controller.id] = position }
            positions[controller.id, default: []].append(position)
        }
        func kind(of id: String) -> IBViewControllerKind? { byID[id].map { controllers[$0].kind } }
        // Destination id → the id of the tie-breaker segue that leads to it (the first in document order).
        var decidingSegue: [String: String] = [:]
        if !tieBreakers.isEmpty {
            for controller in controllers {
                for segue in controller.seguesOfAllViews {
                    guard let id = segue.id, tieBreakers.contains(id), let destination = segue.destination,
                          decidingSegue[destination] == nil else { continue }
                    decidingSegue[destination] = id
                }
            }
        }
        // Whether `segue` may put its destination in a navigation stack: always, unless a tie-breaker names another
        // segue to that destination.
        func decides(_ segue: IBConnection) -> Bool {
            guard let destination = segue.destination, let decider = decidingSegue[destination] else { return true }
            return segue.id == decider
        }
        // The controllers a tab bar controller's tabs show that are not containers themselves.
        func tabControllers(of id: String) -> [String] {
            guard let position = byID[id], controllers[position].kind == .tabBarController else { return [] }
            return controllers[position].segues.filter { $0.relationship == "viewControllers" }.compactMap(\.destination)
                .filter { kind(of: $0) != nil && kind(of: $0) != .navigationController && kind(of: $0) != .tabBarController }
        }
        for (position, container) in controllers.enumerated() where container.kind == .navigationController {
            for segue in container.segues where segue.relationship == "rootViewController" && decides(segue) {
                if let destination = segue.destination { navigationOf[destination] = position }
            }
        }
        // A tab bar controller in a navigation stack lays its tabs' views out inside its own view, under the stack's
        // navigation bar, which shows the tab bar controller's navigation item: Interface Builder's canvas saves the
        // tabs' views below the bar, and the controllers they push join the same stack (docs/research/ib-defaults.md
        // §75). Here the tabs of a tab bar controller that is a stack's root; the pushes below add those of one
        // pushed onto a stack.
        for (id, navigation) in navigationOf where kind(of: id) == .tabBarController {
            for tab in tabControllers(of: id) where navigationOf[tab] == nil {
                navigationOf[tab] = navigation
                navigationItemHolder[tab] = byID[id]
            }
        }
        // Pushes: a `show` or `push` segue from a controller inside a navigation controller, or from a view in
        // it such as a table cell, puts its destination in the same stack
        // (https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:);
        // docs/research/ib-defaults.md §8). The rule is applied in passes over the controllers in document
        // order until nothing changes, a destination taking the stack of the first source that reaches it;
        // `PushPasses` gives that result visiting each source once.
        let pushes = controllers.map { $0.seguesOfAllViews.filter { $0.kind == "show" || $0.kind == "push" } }
        var passes = PushPasses(count: controllers.count)
        for (position, controller) in controllers.enumerated() where navigationOf[controller.id] != nil {
            passes.activate(position, after: nil)
        }
        // Puts `destination` (and, for a tab bar controller, its tabs, which show its navigation item) on the stack of
        // the navigation controller at `navigation`, pushed by the controller at `source`.
        func join(_ destination: String, navigation: Int, source: Int) {
            navigationOf[destination] = navigation
            pushedFrom[destination] = source
            for later in positions[destination] ?? [] { passes.activate(later, after: source) }
            for tab in tabControllers(of: destination) where navigationOf[tab] == nil {
                navigationItemHolder[tab] = byID[destination]
                join(tab, navigation: navigation, source: source)
            }
        }
        func pushAll() {
            while let position = passes.next() {
                let source = controllers[position]
                guard let navigation = navigationOf[source.id] else { continue }
                for segue in pushes[position] where decides(segue) {
                    guard let destination = segue.destination, navigationOf[destination] == nil,
                          kind(of: destination) != .navigationController else { continue }
                    join(destination, navigation: navigation, source: position)
                }
            }
        }
        pushAll()
        // A navigation controller's own `show` segues, for destinations no push from its stack reached, where the canvas
        // draws them in its stack (`InterfaceBuilderCanvas.showsOntoNavigationStack`); then the pushes those destinations make.
        if InterfaceBuilderCanvas.showsOntoNavigationStack(toolsVersion: toolsVersion) {
            for (position, container) in controllers.enumerated() where container.kind == .navigationController {
                let hasRoot = container.segues.contains { $0.relationship == "rootViewController" }
                for segue in pushes[position] where decides(segue) {
                    guard let destination = segue.destination, navigationOf[destination] == nil, let target = byID[destination],
                          controllers[target].kind != .navigationController,
                          !hasRoot || controllers[target].navigationItem != nil else { continue }
                    join(destination, navigation: position, source: position)
                }
            }
            pushAll()
        }
        // Pushes from a view controller in no navigation stack, to controllers no stack holds: Interface Builder infers
        // the destination's top bar from the scene that shows it even where no navigation controller will push it, so a
        // source that writes a simulated navigation bar carries it down the chain as a stack would
        // (docs/research/ib-defaults.md §157). A tie-breaker decides here as it does for stacks; containers are left out.
        let containers: Set<IBViewControllerKind> = [.navigationController, .tabBarController, .splitViewController]
        for (position, source) in controllers.enumerated() where navigationOf[source.id] == nil && !containers.contains(source.kind) {
            for segue in pushes[position] where decides(segue) {
                guard let destination = segue.destination, navigationOf[destination] == nil, unstackedPushedFrom[destination] == nil,
                      let target = kind(of: destination), !containers.contains(target) else { continue }
                unstackedPushedFrom[destination] = position
            }
        }
        // Controller ids by the navigation controller whose stack they are in.
        var stacks: [String: [String]] = [:]
        for (id, owner) in navigationOf { stacks[controllers[owner].id, default: []].append(id) }
        // The scenes of a split view controller's two columns: each relationship's destination, and for a navigation
        // controller every controller of its stack (the first relationship to reach a controller decides).
        for container in controllers where container.kind == .splitViewController {
            for segue in container.segues {
                let column: SplitViewColumn
                switch segue.relationship {
                case "masterViewController": column = .primary
                case "detailViewController": column = .secondary
                default: continue
                }
                guard let destination = segue.destination, kind(of: destination) != nil else { continue }
                let members = kind(of: destination) == .navigationController ? stacks[destination] ?? [] : [destination]
                for id in members where splitViewColumnOf[id] == nil { splitViewColumnOf[id] = column }
            }
        }
        // Each pushed controller's nearest ancestor in its push chain with a simulated bottom bar.
        let nearestWithBottomBar = resolvedDownPushChains(root: nil as Int?) { position -> Int?? in
            controllers[position].simulatedBottomBar != nil ? .some(position) : .none
        }
        for controller in controllers {
            if let source = pushedFrom[controller.id], let found = nearestWithBottomBar[controllers[source].id] ?? nil {
                bottomBarSource[controller.id] = found
            }
        }
        // Whether a controller hides the bottom bar: its own setting, or that of a controller below it in its push
        // chain, down to the nearest that writes a simulated bottom bar.
        bottomBarHiddenOf = resolvedDownPushChains(root: false) { position in
            controllers[position].hidesBottomBarWhenPushed ? true : controllers[position].simulatedBottomBar != nil ? false : nil
        }
        // Each controller's large-title setting: an item that says `always` or `never` decides, an automatic one
        // takes the answer of the item below it, and a root's automatic item is large.
        largeTitleOf = resolvedDownPushChains(root: true) { position in
            switch controllers[position].navigationItem?.largeTitleDisplayMode {
            case "always": true
            case "never": false
            default: nil
            }
        }
        // Each controller's simulated top bar: its own metric decides, an inferred one takes the answer of the
        // controller whose push put it on the stack, and a chain that starts undecided shows the bar.
        topBarNoneOf = resolvedDownPushChains(root: false) { position in
            controllers[position].simulatedTopBar.map(\.isNone)
        }
        // The same for controllers in no stack, down their own push chains: the nearest that writes a top bar.
        let unstackedTopBars = resolvedDownChains(unstackedPushedFrom, root: nil as Int?) { position -> Int?? in
            controllers[position].simulatedTopBar != nil ? .some(position) : .none
        }
        for (id, source) in unstackedTopBars where navigationOf[id] == nil {
            if let source { unstackedTopBarSource[id] = source }
        }
        for (position, container) in controllers.enumerated() where container.kind == .tabBarController {
            let tabs = container.segues.filter { $0.relationship == "viewControllers" }
            let items = tabs.compactMap { segue -> BarItemSpec? in
                guard let destination = segue.destination.flatMap({ byID[$0] }).map({ controllers[$0] }) else { return nil }
                // A controller without a tab bar item gets UIKit's default one: its title and no image.
                guard let item = destination.tabBarItem else { return BarItemSpec(title: destination.title ?? "", showsNoImage: true) }
                // A tab bar item (`UITabBarItem`) has no custom view.
                var spec = Self.barItem(item, document: nil)
                if spec.title == nil, spec.tabSystemItem == nil { spec.title = destination.title ?? "" }
                return spec
            }
            // Each destination's first tab; items are listed in the same order as these destinations.
            var firstTab: [String: Int] = [:]
            for (tab, id) in tabs.compactMap(\.destination).filter({ byID[$0] != nil }).enumerated() where firstTab[id] == nil {
                firstTab[id] = tab
            }
            tabBars.append((position, items, firstTab))
            for segue in tabs {
                guard let destination = segue.destination else { continue }
                tabBarOf[destination] = tabBars.count - 1
                if kind(of: destination) == .navigationController {
                    for id in stacks[destination] ?? [] { tabBarOf[id] = tabBars.count - 1 }
                }
            }
        }
    }

    /// For every controller, what `own` decides for the controller at a position, or where it decides nothing the
    /// value of the controller its push came from (`pushedFrom`), or `root` where a chain starts undecided. Each
    /// chain is walked from its top until a controller decides or one already resolved, and every controller on
    /// the way takes the answer, so a chain of n pushes costs n steps in all (a chain can hold thousands,
    /// `DocumentScaleTests`).
    private func resolvedDownPushChains<Value>(root: Value, own: (Int) -> Value?) -> [String: Value] {
        resolvedDownChains(pushedFrom, root: root, own: own)
    }

    /// As `resolvedDownPushChains`, down the chains `below` gives (controller id → the position of the controller below it).
    private func resolvedDownChains<Value>(_ below: [String: Int], root: Value, own: (Int) -> Value?) -> [String: Value] {
        var resolved: [String: Value] = [:]
        for (start, controller) in controllers.enumerated() where resolved[controller.id] == nil {
            var path: [String] = []
            var onPath: Set<String> = []
            var position = start
            var answer = root
            while onPath.insert(controllers[position].id).inserted {
                let id = controllers[position].id
                if let known = resolved[id] { answer = known; break }
                path.append(id)
                if let decided = own(position) { answer = decided; break }
                guard let next = below[id] else { break }
                position = next
            }
            for id in path { resolved[id] = answer }
        }
        return resolved
    }

    /// The id of the navigation controller whose stack holds `id` (as its root or pushed onto it), if any.
    func navigationController(of id: String) -> String? { navigationOf[id].map { controllers[$0].id } }

    /// Whether the canvas draws `controller`'s scene without a status bar: its own simulated status bar is "None"
    /// (`<nil key="simulatedStatusBarMetrics"/>`), or it sets none of its own ("Inferred") and the navigation controller
    /// whose stack holds it is "None": Interface Builder infers a scene's simulated metrics from its container's
    /// (docs/research/ib-defaults.md §99: such a navigation controller's root and pushed scenes are saved with their
    /// top layout guide at the 44 pt bar, 20 pt above a status bar's).
    func hidesStatusBar(_ controller: IBViewController) -> Bool {
        if let own = controller.simulatedStatusBar { return own.isNone }
        return navigationOf[controller.id].map { controllers[$0].simulatedStatusBar?.isNone == true } ?? false
    }

    /// The controller spec of `controller`'s scene: bars from its containers, else from its simulated metrics.
    /// `document`: the one the controller is in, whose resources give its named and system colours their values.
    func controllerSpec(for controller: IBViewController, document: IBDocument) -> ControllerSpec {
        let resources = document.resources
        func barItem(_ item: IBBarItem) -> BarItemSpec { Self.barItem(item, document: document) }
        var spec = ControllerSpec(location: controller.location)
        // The controller whose navigation item the bar shows: this one, or its tab bar controller's in a stack.
        let itemHolder = navigationItemHolder[controller.id].map { controllers[$0] } ?? controller
        let title = itemHolder.navigationItem?.title ?? itemHolder.title
        if let navigation = navigationOf[controller.id].map({ controllers[$0] }) {
            let bar = navigation.navigationBar.flatMap(Self.bar)
            // A scroll view pinned first under the bar draws the standard bar (`PinnedScrollViewTitle`).
            let large = (bar?.prefersLargeTitles ?? false) && (largeTitleOf[itemHolder.id] ?? true)
                && !PinnedScrollViewTitle.collapsesLargeTitle(controller)
            // `<nil key="simulatedTopBarMetrics"/>` ("Top Bar: None"), the controller's own or inferred from the one
            // that pushed it: the canvas drew the scene with no bar, as a controller that hides its stack's bar shows
            // (docs/research/ib-defaults.md §11, §113).
            let hidden = navigation["navigationBarHidden"] == "YES" || topBarNoneOf[controller.id] == true
            spec.navigationBar = NavigationBarSpec(title: title, largeTitle: large, hidden: hidden, location: navigation.location)
            spec.navigationBar?.isTranslucent = Self.isTranslucent(controller.simulatedTopBar, declared: bar)
            if let barView = navigation.navigationBar {
                func colour(_ color: IBColor?) -> String? { color.flatMap { ViewKindMapping.hex($0, resources: resources) } }
                spec.navigationBar?.barTint = colour(barView.color("barTintColor"))
                spec.navigationBar?.tint = colour(barView.color("tintColor"))
                spec.navigationBar?.titleColour = colour(bar?.titleTextColor)
                spec.navigationBar?.largeTitleColour = colour(bar?.largeTitleTextColor)
                spec.navigationBar?.savedFrame = barView.frame
            }
            spec.navigationBar?.backTitle = pushedFrom[controller.id].map { Self.backTitle(from: controllers[$0]) }
            if navigation["toolbarHidden"] == "NO" {
                spec.toolbar = ToolbarSpec(items: controller.toolbarItems.map(barItem), location: navigation.location)
                spec.toolbar?.isTranslucent = Self.isTranslucent(controller.simulatedBottomBar, declared: navigation.toolbar.flatMap(Self.bar))
                spec.toolbar?.tint = navigation.toolbar?.color("tintColor").flatMap { ViewKindMapping.hex($0, resources: resources) }
            }
        } else if let bar = Self.simulatedNavigationBar(inferredUnstackedTopBar(of: controller), title: title) {
            spec.navigationBar = bar
        }
        if let item = itemHolder.navigationItem, spec.navigationBar != nil {
            spec.navigationBar?.prompt = item.prompt
            let leading = item.barButtonItems.filter { $0.key == "leftBarButtonItem" || $0.key == "leftBarButtonItems" }
            let trailing = item.barButtonItems.filter { $0.key == "rightBarButtonItem" || $0.key == "rightBarButtonItems" }
            spec.navigationBar?.leadingItems = leading.map(barItem)
            spec.navigationBar?.trailingItems = trailing.map(barItem)
            // Leading items replace the back button unless `leftItemsSupplementBackButton` is set
            // (https://developer.apple.com/documentation/uikit/uinavigationitem/leftitemssupplementbackbutton);
            // `hidesBackButton` hides it (https://developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton).
            if (!leading.isEmpty && !item.attributes.contains { $0.name == "leftItemsSupplementBackButton" && $0.value == "YES" })
                || item.attributes.contains(where: { $0.name == "hidesBackButton" && $0.value == "YES" }) {
                spec.navigationBar?.backTitle = nil
            }
        }
        if let index = tabBarOf[controller.id] {
            let (tabBarPosition, items, firstTab) = tabBars[index]
            let tabBar = controllers[tabBarPosition]
            spec.tabBar = TabBarSpec(items: items, hidden: controller.hidesBottomBarWhenPushed, location: tabBar.location)
            spec.tabBar?.isTranslucent = Self.isTranslucent(controller.simulatedBottomBar, declared: tabBar.tabBar.flatMap(Self.bar))
            spec.tabBar?.tint = tabBar.tabBar?.color("tintColor").flatMap { ViewKindMapping.hex($0, resources: resources) }
            // This scene's own tab is the selected one: the tab whose controller is this one or the navigation
            // controller that holds it.
            spec.tabBar?.selected = firstTab[controller.id] ?? navigationOf[controller.id].flatMap { firstTab[controllers[$0].id] }
        } else if let bar = Self.simulatedTabBar(controller.simulatedBottomBar ?? inferredTabBar(of: controller)) {
            spec.tabBar = bar
        } else if spec.toolbar == nil,
                  let bar = Self.simulatedToolbar(controller.simulatedBottomBar ?? inferredToolbar(of: controller),
                                                  items: controller.toolbarItems.map(barItem)) {
            spec.toolbar = bar
        }
        spec.splitViewColumn = splitViewColumnOf[controller.id]
        let edges = controller.extendedEdges ?? .all
        spec.extendsUnderTopBar = edges.top
        spec.extendsUnderBottomBars = edges.bottom
        spec.extendedLayoutIncludesOpaqueBars = controller.extendedLayoutIncludesOpaqueBars
        if let adjusts = controller.automaticallyAdjustsScrollViewInsets { spec.automaticallyAdjustsScrollViewInsets = adjusts }
        return spec
    }

    /// The simulated top bar of a controller in no navigation stack: its own, or where it writes none ("Inferred") that of
    /// the nearest controller up its chain of `show` and `push` segues from controllers in no stack that writes one, with
    /// that metric's translucency. Interface Builder infers a scene's bars from the scene that shows it, and Xcode saved
    /// scenes pushed from a view controller in no stack that simulates a navigation bar with their top layout guide under
    /// that bar: TinderTeam/Laundry (toolsVersion 6254) at 64 two pushes down, Catfeeds/gmat-ios-app (13196) at 64, and
    /// theSwanCoder/js-ios-app (11201 to 11762), whose sources simulate an opaque bar, with root views at y = 64, 603 tall;
    /// scenes pushed from sources that simulate none are saved with the status bar alone (docs/research/ib-defaults.md §157).
    private func inferredUnstackedTopBar(of controller: IBViewController) -> IBSimulatedMetric? {
        controller.simulatedTopBar ?? unstackedTopBarSource[controller.id].flatMap { controllers[$0].simulatedTopBar }
    }

    /// The simulated tab bar a controller in a navigation stack with no bottom-bar metric of its own ("Inferred")
    /// shows when its navigation controller simulates one: a storyboard of one tab's navigation controller, whose
    /// tab bar controller is in another storyboard, writes `<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>`
    /// on the navigation controller, and the canvas draws the tab bar under every scene of the stack
    /// (docs/research/ib-defaults.md §74). Otherwise the tab bar the nearest controller up its push chain that writes
    /// a bottom bar simulates: Interface Builder infers a pushed scene's bars from the scene that shows it, so a tab's
    /// root writing the tab bar carries it to the scenes its `show` segues push (docs/research/ib-defaults.md §149).
    /// Nil for a controller that hides the bottom bar when pushed, or is pushed above one that does
    /// (`bottomBarHiddenOf`).
    private func inferredTabBar(of controller: IBViewController) -> IBSimulatedMetric? {
        guard !controller.hidesBottomBarWhenPushed else { return nil }
        /// The tab bar the controller at `position` simulates, if it writes one.
        func simulatedTabBar(at position: Int?) -> IBSimulatedMetric? {
            guard let position, let bottom = controllers[position].simulatedBottomBar, !bottom.isNone,
                  bottom.element.contains("TabBar") else { return nil }
            return bottom
        }
        if let bar = simulatedTabBar(at: navigationOf[controller.id]) { return bar }
        return bottomBarHiddenOf[controller.id] == true ? nil : simulatedTabBar(at: bottomBarSource[controller.id])
    }

    /// The simulated toolbar a pushed controller with no bottom-bar metric of its own ("Inferred" in Interface
    /// Builder) shows: that of the controller whose push put it on the stack, or of the one before it. A
    /// navigation controller has one toolbar for its whole stack, showing the top controller's items
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller, "Displaying a Navigation
    /// Toolbar"), so a stack whose root simulates one shows it on every pushed scene, as the canvas saved them
    /// (docs/research/ib-defaults.md §31). Nil when no controller up the chain simulates a toolbar, or one
    /// writes another bottom bar or none, and for a controller that hides the bottom bar when pushed
    /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed).
    private func inferredToolbar(of controller: IBViewController) -> IBSimulatedMetric? {
        guard !controller.hidesBottomBarWhenPushed, let source = bottomBarSource[controller.id],
              let bottom = controllers[source].simulatedBottomBar else { return nil }
        return bottom.isNone || !bottom.element.contains("Toolbar") ? nil : bottom
    }
}

extension ContainerRelations {
    /// The controller spec of a XIB's top-level view: the bars of its own simulated metrics. A view controller's view in
    /// a XIB keeps them as the view's children (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics"/>`), and
    /// Interface Builder's canvas draws the bars over a screen-sized view and puts them in its safe area, as it does a
    /// storyboard scene's (docs/research/ib-defaults.md §94). Only in a document that uses safe areas: before them a
    /// XIB's view had no layout guide for the bars to move. Not for a freeform view (`freeformSimulatedSizeMetrics`),
    /// laid out at its own size, nor a cell's.
    static func topLevelViewSpec(for view: IBView, document: IBDocument) -> ControllerSpec {
        var spec = ControllerSpec(location: view.location)
        guard document.useSafeAreas, !view.hasFreeformSimulatedSize, view.cellRoot == nil else { return spec }
        spec.navigationBar = simulatedNavigationBar(view.simulatedTopBar, title: nil)
        let bottom = view.simulatedBottomBar
        spec.tabBar = simulatedTabBar(bottom)
        spec.toolbar = spec.tabBar == nil ? simulatedToolbar(bottom, items: []) : nil
        return spec
    }

    /// The navigation bar a simulated top bar of that kind draws, translucent unless it says `translucent="NO"`; nil
    /// for none or another kind.
    static func simulatedNavigationBar(_ top: IBSimulatedMetric?, title: String?) -> NavigationBarSpec? {
        guard let top, !top.isNone, top.element.contains("NavigationBar") else { return nil }
        var bar = NavigationBarSpec(title: title, largeTitle: false, location: top.location)
        bar.isTranslucent = isTranslucent(top, declared: nil)
        return bar
    }

    /// The tab bar a simulated bottom bar of that kind draws, with no items; nil for none or another kind.
    static func simulatedTabBar(_ bottom: IBSimulatedMetric?) -> TabBarSpec? {
        guard let bottom, !bottom.isNone, bottom.element.contains("TabBar") else { return nil }
        var bar = TabBarSpec(items: [], location: bottom.location)
        bar.isTranslucent = isTranslucent(bottom, declared: nil)
        return bar
    }

    /// The toolbar a simulated bottom bar of that kind draws, with `items`; nil for none or another kind.
    static func simulatedToolbar(_ bottom: IBSimulatedMetric?, items: [BarItemSpec]) -> ToolbarSpec? {
        guard let bottom, !bottom.isNone, bottom.element.contains("Toolbar") else { return nil }
        var bar = ToolbarSpec(items: items, location: bottom.location)
        bar.isTranslucent = isTranslucent(bottom, declared: nil)
        return bar
    }

    /// Whether a bar is translucent: the controller's own simulated metric when it writes one with
    /// `translucent` (what the canvas drew when it saved the frames, "Opaque Navigation Bar" and the like),
    /// else the container's declared bar (`translucent="NO"` on `<navigationBar key="navigationBar">`), else
    /// UIKit's default, translucent (https://developer.apple.com/documentation/uikit/uinavigationbar/istranslucent).
    static func isTranslucent(_ simulated: IBSimulatedMetric?, declared: IBBar?) -> Bool {
        if let simulated, !simulated.isNone, let value = simulated[attribute: "translucent"] { return value != "NO" }
        return declared?.isTranslucent ?? true
    }

    /// The bar a container declares (`<navigationBar key="navigationBar">`, `<tabBar key="tabBar">`, …).
    static func bar(_ view: IBView) -> IBBar? {
        if case .bar(let bar) = view.kind { return bar }
        return nil
    }

    /// A storyboard's bar item in the screen model: its title, image, system item, `style="done"` and
    /// fixed-space `width`.
    /// An item with a custom view keeps that view, converted as the screen's views are (`IBScreenBuilder.tree()`),
    /// with `document`'s resources.
    static func barItem(_ item: IBBarItem, document: IBDocument?) -> BarItemSpec {
        let width = item.attributes.first { $0.name == "width" }.flatMap { Double($0.value) }
        // An item with a custom view shows that view, not its title, image or system item
        // (https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview).
        if let view = item.customView, let document {
            var builder = IBScreenBuilder(document: document, rootView: view)
            return BarItemSpec(width: width, customView: builder.tree())
        }
        return BarItemSpec(title: item.title, image: item.image, system: item.systemItem, isDone: item.style == "done", width: width,
                           showsNoImage: item.image == nil && item.selectedImage == nil && item.systemItem == nil)
    }

    /// The back button's title a pushed controller shows for `previous`: its navigation item's
    /// `backButtonTitle`, else the title of its `backBarButtonItem`, else its title
    /// (https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttontitle); "Back" when it has none.
    static func backTitle(from previous: IBViewController) -> String {
        let item = previous.navigationItem
        return item?.backButtonTitle ?? item?.barButtonItems.first { $0.key == "backBarButtonItem" }?.title
            ?? item?.title ?? previous.title ?? "Back"
    }
}

extension IBViewController {
    /// The value of an attribute the model keeps verbatim (`toolbarHidden`, `navigationBarHidden`, …).
    subscript(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
}
