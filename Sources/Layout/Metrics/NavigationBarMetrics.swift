import Devices
import Text

/// UINavigationBar heights and origins (docs/research/uikit-metrics.md §2).
package enum NavigationBarMetrics {
    /// The large-title area UIKit adds below the bar, iOS 11+ on iPhone and iPad (HACK12IPAD: +52).
    static let largeTitleExtra = 52.0

    /// The font of the back button's and the bar button items' titles: plain bar button items, 17 pt
    /// regular like the body text (the navigation title is the same size, semibold: `SystemFont.navigationTitle`).
    package static let itemFont = TextFont(size: 17)

    /// Where the back button starts, from the safe area's leading edge; its chevron and the gap before
    /// its title take `backChevronWidth`. Assumed (`itemAssumption`).
    static let backButtonInset = 8.0
    static let backChevronWidth = 20.0
    /// Where bar button items start from the safe area's leading or trailing edge, and the gap between
    /// neighbouring items. Assumed (`itemAssumption`).
    package static let itemInset = 16.0
    package static let itemSpacing = 8.0

    /// What the item geometry assumes, as the layout's assumption list words it.
    static let itemAssumption =
        "navigation bar item geometry (back button 8 pt from the safe leading edge with 20 pt of chevron and gap; bar button items 16 pt from the safe edges, 8 pt apart) not in the research"

    /// Interface Builder's canvas in Xcode 26 (`Profile.canvasDrawsIOS26`, from `InterfaceBuilderCanvas.drawsIOS26`)
    /// draws a phone's standard navigation bar 54 pt tall in portrait, and saves the scenes below it there: four
    /// unrelated projects' bars saved 54 tall and their roots' views 10 pt lower than under a 44 pt bar
    /// (docs/research/ib-defaults.md §83). Large-title and prompted bars of this canvas are measured in no document here.
    static let xcode26CanvasStandardHeight = 54.0

    /// The standard bar's height on the canvas a document was saved from, where it is not UIKit's: Xcode 26's 54 pt
    /// on phones in portrait (`xcode26CanvasStandardHeight`); nil elsewhere.
    package static func canvasStandardHeight(for profile: Profile) -> Double? {
        guard profile.isSavedCanvas == true, profile.canvasDrawsIOS26 == true, profile.idiom == .phone,
              !profile.orientation.isLandscape else { return nil }
        return xcode26CanvasStandardHeight
    }

    /// The bar's own height, without status bar.
    ///
    /// - iPhone, regular height: 44 (UYLX, QMUI, RNAV, GOLDBREAK).
    /// - iPhone, compact height: 32 on compact-width ("small") phones, 44 on regular-width ("big") phones
    ///   (UYLX, FLUENT1727, QMUI `PreferredValueForVisualDevice(44, 32)`). Measured only through iOS 17:
    ///   on iOS 18 and later the value is kept but marked assumed (docs/research/uikit-metrics.md Conflicts #1).
    /// - iPad: 44 before iOS 12, 50 from iOS 12 (HACK12IPAD, HACKIPADPRO, QMUI 12a7550).
    /// - Large title: +52 (HACK12IPAD), iOS 11+, only where the bar is regular height (UIKit shows no large
    ///   title in compact height; UYLX shows the 32-pt bar in iPhone landscape).
    /// - iOS 26 (Liquid Glass): no UIKit frame dump found (Conflicts #6); the iOS 18 value, assumed.
    package static func height(for profile: Profile, largeTitle: Bool) -> Metric {
        var metric: Metric
        switch profile.idiom {
        case .phone:
            if profile.verticalSizeClass == .compact {
                metric = .sourced(profile.horizontalSizeClass == .regular ? 44 : 32)
                if profile.ios >= 18 {
                    metric = metric.assuming("compact-height navigation bar measured only through iOS 17 (uikit-metrics Conflicts #1)")
                }
            } else {
                metric = .sourced(44)
            }
        case .pad:
            metric = .sourced(profile.ios >= 12 ? 50 : 44)
        case .tv:
            metric = .assumed(44, "no tvOS navigation bar height in the research; the iPhone bar used")
        }
        if largeTitle && profile.ios >= 11 && profile.verticalSizeClass == .regular {
            metric = metric.adding(largeTitleExtra)
        }
        // The note only when it is kept (`assuming` keeps an earlier one), and without interpolation: both made
        // this note for every profile (12 M instructions of `bezel check`, callgrind, Benchmarks/results.md).
        if profile.ios > BarGeneration.newestSourced && !metric.assumed {
            metric = metric.assuming(
                "iOS " + String(profile.ios) + " navigation bar height unknown (uikit-metrics §2.1, Conflicts #6); the iOS 18 rule used")
        }
        return metric
    }

    /// How far the bar starts above the safe-area top on Dynamic Island phones in portrait.
    ///
    /// 5.333 with a 59-pt safe top: the bar starts one pixel above the 54-pt status bar (GKNB41 prints
    /// `UINavigationBar frame = (0 53.6667; 430 44)` with safe area 59; KOUKI measures the 5.333 overlap on
    /// the 14 Pro; QMUIHELPER maxY 54 + 44 − 1 px). 5.667 with a 62-pt safe top (QMUIHELPER only, 56.333
    /// on the 16 Pro; react-navigation's formula gives 56.667 — Conflicts #5), so that one is marked assumed,
    /// as is every other safe top (17 family, Air: nothing found).
    static func islandOverlap(safeTop: Double) -> Metric {
        if safeTop == 59 { return .sourced(5 + 1.0 / 3.0) }
        if safeTop == 62 {
            return .assumed(5 + 2.0 / 3.0, "nav bar minY on 62-pt Island phones from QMUIHELPER only (uikit-metrics Conflicts #5)")
        }
        return .assumed(5 + 2.0 / 3.0, "nav bar minY on this Island phone unknown; the 16 Pro rule (QMUIHELPER) used")
    }
}
