import Devices
import Geometry
import Screens

/// Where UIKit puts a view controller's root view in its window: the whole window, unless a container's
/// bar covers an edge the view does not extend under. A controller's view extends under the bars on the
/// edges of its `edgesForExtendedLayout` (all by default,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/edgesforextendedlayout), and under an
/// opaque bar (`isTranslucent` false) only when `extendedLayoutIncludesOpaqueBars` is set (false by default,
/// https://developer.apple.com/documentation/uikit/uiviewcontroller/extendedlayoutincludesopaquebars);
/// otherwise the container places the view below the top bar or above the bottom bars. Interface Builder
/// does the same on its canvas: a root view under an opaque navigation bar is saved at y = 64 on a
/// 20 pt status bar phone (docs/research/ib-defaults.md §4). The status bar is no container's bar: the
/// view always reaches under it.
enum RootViewPlacement {
    /// The root view's frame in window coordinates; `bars` are the system chrome's views. `betweenBars`: on Xcode 4's
    /// canvas (`Profile.canvasLaysOutBetweenBars`) the view extends under no bar, the status bar included.
    static func frame(controller: ControllerSpec, bars: [LaidOutView], bounds: Rect, betweenBars: Bool = false) -> Rect {
        var minY = bounds.minY, maxY = bounds.maxY
        if betweenBars, let statusBar = bars.first(where: { $0.kind == .statusBar }) {
            minY = max(minY, statusBar.frame.maxY)
        }
        if let spec = controller.navigationBar, !spec.hidden,
           let bar = bars.first(where: { $0.kind == .navigationBar }),
           !extends(controller.extendsUnderTopBar, translucent: spec.isTranslucent, controller: controller, betweenBars: betweenBars) {
            minY = max(minY, bar.frame.maxY)
        }
        for bar in bars {
            let translucent: Bool
            switch bar.kind {
            // A tab bar at the top (iPadOS 18 regular width) floats over the content: not a bottom bar.
            case .tabBar where bar.frame.maxY >= bounds.maxY: translucent = controller.tabBar?.isTranslucent ?? true
            case .toolbar: translucent = controller.toolbar?.isTranslucent ?? true
            default: continue
            }
            if !extends(controller.extendsUnderBottomBars, translucent: translucent, controller: controller, betweenBars: betweenBars) {
                maxY = min(maxY, bar.frame.minY)
            }
        }
        guard maxY > minY else { return bounds }
        return Rect(x: bounds.minX, y: minY, width: bounds.width, height: maxY - minY)
    }

    /// How far above the bottom edge `controller`'s root view stops on `profile`: at the top of the highest bottom
    /// bar (tab bar, or a toolbar stacked above it) it does not extend under, by the rule of
    /// `frame(controller:bars:bounds:)`; 0 when it extends under every one. A hidden bar, or a tab bar at the top,
    /// is no bottom bar.
    static func bottomBarsHeight(controller: ControllerSpec, profile: Profile) -> Double {
        var tabHeight = 0.0, stops = 0.0
        let betweenBars = profile.canvasLaysOutBetweenBars == true
        if let tab = controller.tabBar, !tab.hidden, TabBarMetrics.placement(for: profile) == .bottom {
            tabHeight = tab.height ?? TabBarMetrics.totalHeight(for: profile, bottomInset: 0).value
            if !extends(controller.extendsUnderBottomBars, translucent: tab.isTranslucent, controller: controller, betweenBars: betweenBars) { stops = tabHeight }
        }
        if let toolbar = controller.toolbar, !toolbar.hidden,
           !extends(controller.extendsUnderBottomBars, translucent: toolbar.isTranslucent, controller: controller, betweenBars: betweenBars) {
            stops = tabHeight + ToolbarMetrics.barHeight(for: profile).value
        }
        return stops
    }

    /// Whether the view extends under a bar on an edge it extends on (`edge`); never on Xcode 4's canvas (`betweenBars`).
    private static func extends(_ edge: Bool, translucent: Bool, controller: ControllerSpec, betweenBars: Bool) -> Bool {
        !betweenBars && edge && (translucent || controller.extendedLayoutIncludesOpaqueBars)
    }
}
