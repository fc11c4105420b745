import Diagnostics
import Devices
import Geometry
import Screens

/// The system chrome of one screen on one profile: where UIKit puts the status bar, the bars and the home
/// indicator, and the root view's safe area that results (docs/research/domain.md §3, docs/research/uikit-metrics.md §1–4, §8).
struct SystemChrome {
    /// The bars present, in the output order: statusBar, navigationBar, tabBar, toolbar, homeIndicator.
    var views: [LaidOutView] = []
    /// How many bars `views` holds at most.
    static let barKinds = 5
    /// The root view's safe-area insets, additional insets included (never negative).
    var safeAreaInsets: EdgeInsets = .zero
    /// `topLayoutGuide.length` / `bottomLayoutGuide.length`: status bar and top bar; bottom bars.
    var topLayoutGuide: Double = 0
    var bottomLayoutGuide: Double = 0
    /// The controller sits in a navigation controller (its bar shown or hidden): the `automatic` behaviour's
    /// condition (docs/research/domain.md §4).
    var inNavigationController = false

    /// - Parameters:
    ///   - app: the profile the app sees (the letterbox profile for a letterboxed legacy app).
    ///   - deviceInsets: the real device profile, for the home indicator.
    ///   - windowOnScreen: the app window in screen points.
    ///   - templateViews: how many template views the engine appends to `views`: room is made for them and
    ///     for every bar up front, so that neither the bars nor the engine grow the array again.
    ///
    /// The screen and the profiles are borrowed and the controller read in place: taken as values, the screen
    /// was copied in and destroyed on every layout (callgrind, Benchmarks/results.md).
    init(
        screen: borrowing Screen, app: borrowing Profile, device hardware: borrowing Profile, windowOnScreen: Rect,
        letterboxed: Bool, templateViews: Int, log: inout AssumptionLog
    ) {
        views.reserveCapacity(Self.barKinds + templateViews)
        let width = windowOnScreen.width, height = windowOnScreen.height
        let bounds = Rect(x: 0, y: 0, width: width, height: height)

        // Status bar: drawn across the screen's top (the letterbox's top for a legacy app), clipped to the window.
        let statusMetric = StatusBarMetrics.height(for: app)
        let statusVisible = screen.statusBar == .visible && !StatusBarMetrics.isHiddenBySystem(app)
        var statusBottom = 0.0
        // A Slide Over window floats below the status bar (it starts 20 pt down, Device.windowFrame): no bar in it.
        let windowTouchesTop = letterboxed || windowOnScreen.minY == 0
        if statusVisible && statusMetric.value > 0 && windowTouchesTop {
            log.record(statusMetric)
            let onScreen = letterboxed
                ? Rect(x: windowOnScreen.minX, y: windowOnScreen.minY, width: width, height: statusMetric.value)
                : Rect(x: 0, y: 0, width: app.screenSize.width, height: statusMetric.value)
            if let visible = onScreen.offsetBy(dx: -windowOnScreen.minX, dy: -windowOnScreen.minY).intersection(bounds) {
                statusBottom = visible.maxY
                views.append(LaidOutView(id: "statusBar", kind: .statusBar, frame: visible))
            }
        }

        // The device's own insets: the catalogue's window insets, which include the status bar's part.
        var deviceInsets: EdgeInsets
        if let known = app.safeAreaInsets {
            deviceInsets = known
        } else {
            deviceInsets = EdgeInsets(top: statusBottom)
            log.record("safe-area insets unknown for \(app.deviceID); only the status bar counted")
        }
        if statusVisible {
            // The status bar always covers the root view: on iOS 11 the key window of a home-button phone reported
            // a 0 top inset while the controller's root view still got 20 (docs/research/devices.md §2.7;
            // docs/research/seeds.md, seed 002).
            deviceInsets.top = max(deviceInsets.top, statusBottom)
        } else if !StatusBarMetrics.isHiddenBySystem(app) && app.sensorHousing.kind == .none {
            // Hidden by the app: the status bar's part of the top inset goes; a sensor housing's stays
            // (docs/research/uikit-metrics.md §1, notes).
            deviceInsets.top = max(0, deviceInsets.top - statusMetric.value)
            if app.idiom == .pad && app.hasHomeIndicator {
                log.record("top safe inset of an iPad with a home indicator and a hidden status bar unknown; 0 assumed")
            }
        }

        var top = deviceInsets.top
        // A pattern, not `!= nil`, which resolved to Optional's `Equatable` `!=` and copied the bar's spec twice.
        if case .some = screen.controller.navigationBar { inNavigationController = true }
        if let bar = screen.controller.navigationBar, !bar.hidden {
            var barHeight = NavigationBarMetrics.height(for: app, largeTitle: bar.largeTitle)
            // Xcode 26's canvas: a standard bar 54 pt tall on phones (docs/research/ib-defaults.md §83).
            if !bar.largeTitle, bar.prompt == nil,
               let canvas = NavigationBarMetrics.canvasStandardHeight(for: app) {
                barHeight = .sourced(canvas)
            }
            // Interface Builder's page sheet: its bar, as tall as the document saved it, tops the sheet (§61).
            if let sheetBar = app.pageSheetNavigationBarHeight { barHeight = .sourced(sheetBar) }
            if bar.prompt != nil {
                barHeight = barHeight.adding(BarItemMetrics.promptHeight)
                    .assuming("a navigation bar's prompt row taken as 30 pt (docs/research/bars.md §2)")
            }
            log.record(barHeight)
            var minY = deviceInsets.top
            if statusVisible, let statusBar = app.statusBarHeight, statusBar > 0, statusBar < deviceInsets.top,
               app.sensorHousing.kind == .notch {
                // 12 mini / 13 mini: status bar 44, safe top 50; no printed bar frame (docs/research/uikit-metrics.md §2.2).
                log.record("navigation bar minY unknown where the status bar (\(FixedPrecision.format(statusBar))) is shorter than the safe top (\(FixedPrecision.format(deviceInsets.top))); the safe top used")
            }
            if !windowTouchesTop {
                log.record("bars of a Slide Over window unsourced (uikit-metrics §7); placed from the window's own insets")
            }
            // Interface Builder's canvas draws the bar at the safe area's top, with no overlap: Xcode 14 and 15 save the
            // navigation controllers' bars of `retina6_12` and `retina6_9` documents at y 59 and 62 (docs/research/ib-defaults.md §62).
            if app.sensorHousing.kind == .dynamicIsland && !app.orientation.isLandscape && deviceInsets.top > 0 && app.isSavedCanvas != true {
                let overlap = NavigationBarMetrics.islandOverlap(safeTop: deviceInsets.top)
                log.record(overlap)
                if !statusVisible { log.record("navigation bar under a hidden status bar on an Island phone: the visible-status-bar rule used") }
                minY = deviceInsets.top - overlap.value
            }
            if app.pageSheetNavigationBarHeight != nil { minY = 0 }
            let frame = Rect(x: 0, y: minY, width: width, height: barHeight.value)
            views.append(LaidOutView(id: "navigationBar", kind: .navigationBar, frame: frame, location: bar.location, text: bar.title))
            top = frame.maxY
        }

        var bottomBarsTop = height  // the lowest bar's top edge; the safe area ends there
        if let tab = screen.controller.tabBar, !tab.hidden, TabBarMetrics.placement(for: app) == .top {
            // tvOS and iPadOS 18+ regular width: the bar is at the top. On the iPad it floats in the navigation
            // bar's row, or below the status bar without one; on tvOS it spans the screen's top. The content's
            // safe area starts below it (WWDC24-10147, HIG-TV-TABBAR); the bottom keeps the device's own inset.
            let rowHeight = tab.height.map(Metric.sourced) ?? TabBarMetrics.topBarHeight(for: app)
            log.record(rowHeight)
            let navigationRow = views.first { $0.kind == .navigationBar }?.frame.minY
            let minY = app.idiom == .tv ? 0 : (navigationRow ?? deviceInsets.top)
            let frame = Rect(x: 0, y: minY, width: width, height: rowHeight.value)
            views.append(LaidOutView(id: "tabBar", kind: .tabBar, frame: frame, location: tab.location))
            top = max(top, frame.maxY)
        } else if let tab = screen.controller.tabBar, !tab.hidden {
            let total: Double
            if let custom = tab.height {
                total = custom + deviceInsets.bottom  // a custom bar: its own height above the home inset (TabBarSpec)
            } else {
                let metric = TabBarMetrics.totalHeight(for: app, bottomInset: deviceInsets.bottom)
                log.record(metric)
                total = metric.value
            }
            let frame = Rect(x: 0, y: height - total, width: width, height: total)
            views.append(LaidOutView(id: "tabBar", kind: .tabBar, frame: frame, location: tab.location))
            bottomBarsTop = frame.minY
        }
        if let toolbar = screen.controller.toolbar, !toolbar.hidden {
            let metric = ToolbarMetrics.barHeight(for: app)
            log.record(metric)
            // Above a tab bar (a navigation controller inside a tab bar controller); otherwise down to the edge.
            let frame = bottomBarsTop < height
                ? Rect(x: 0, y: bottomBarsTop - metric.value, width: width, height: metric.value)
                : Rect(x: 0, y: height - deviceInsets.bottom - metric.value, width: width, height: metric.value + deviceInsets.bottom)
            views.append(LaidOutView(id: "toolbar", kind: .toolbar, frame: frame, location: toolbar.location))
            bottomBarsTop = frame.minY
        }

        if hardware.hasHomeIndicator {
            let (size, assumed) = HomeIndicatorMetrics.size(for: hardware)
            if let assumed { log.record(assumed) }
            let onScreen = Rect(
                x: (hardware.screenSize.width - size.width) / 2,
                y: hardware.screenSize.height - HomeIndicatorMetrics.bottomPadding - size.height,
                width: size.width, height: size.height)
            views.append(LaidOutView(
                id: "homeIndicator", kind: .homeIndicator,
                frame: onScreen.offsetBy(dx: -windowOnScreen.minX, dy: -windowOnScreen.minY)))
        }

        topLayoutGuide = top
        bottomLayoutGuide = height - bottomBarsTop
        var insets = EdgeInsets(
            top: top, left: deviceInsets.left, bottom: max(deviceInsets.bottom, height - bottomBarsTop), right: deviceInsets.right)
        if app.ios >= 11 {
            // additionalSafeAreaInsets is iOS 11+ (docs/research/seeds.md, seed 002, cure 3). The root's insets never go below zero:
            // a negative additional inset cancels a system inset, it cannot push the safe area outside the view.
            let extra = screen.controller.additionalSafeAreaInsets
            insets = EdgeInsets(
                top: max(0, insets.top + extra.top), left: max(0, insets.left + extra.left),
                bottom: max(0, insets.bottom + extra.bottom), right: max(0, insets.right + extra.right))
        } else {
            // Before iOS 11 there is no safe area: the layout guides stand in for top and bottom (docs/research/seeds.md, seed 004).
            insets = EdgeInsets(top: topLayoutGuide, left: 0, bottom: bottomLayoutGuide, right: 0)
        }
        safeAreaInsets = insets
    }
}

