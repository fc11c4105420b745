import Devices

/// Which iOS version's bar geometry the layout uses, and how outputs say so.
///
/// The status, navigation, tab and tool bars are sourced through iOS 18 (docs/research/uikit-metrics.md §1–4, with
/// iPadOS 18's top tab bar, WWDC24-10147). iOS 26's Liquid Glass bars (a floating tab bar, a navigation
/// bar and toolbar with new metrics) have no UIKit frame dump in the research: the only numbers found are
/// react-navigation's header constants 60/64/70 (docs/research/uikit-metrics.md Conflicts #6), which are a library's guess
/// for its own header, not UIKit's bars. So on iOS 26 the layout draws iOS 18's bars, every such metric is
/// marked assumed, and captions and `bezel devices` say "bars as iOS 18" — never silently.
package enum BarGeneration {
    /// The newest iOS whose bar geometry has sources.
    static let newestSourced = 18

    /// The iOS version whose bars a layout for `ios` draws.
    static func barsIOS(for ios: Int) -> Int { min(ios, newestSourced) }

    /// `bars as iOS 18` for versions whose bars are borrowed, else nil: the caption's words.
    static func captionSuffix(ios: Int) -> String? {
        ios > newestSourced ? "bars as iOS \(newestSourced)" : nil
    }

    /// The version a caption or sheet label names: `iOS 17`, `tvOS 26` (the TV runs tvOS), and when the
    /// screen has app bars on a version whose bars are borrowed, `iOS 26, bars as iOS 18`.
    package static func captionVersion(layout: LaidOutScreen, idiom: Idiom) -> String {
        let os = idiom == .tv ? "tvOS" : "iOS"
        let hasBars = layout.views.contains { [.navigationBar, .tabBar, .toolbar].contains($0.kind) }
        guard hasBars, layout.ios > newestSourced else { return "\(os) \(layout.ios)" }
        return "\(os) \(layout.ios), bars as \(os) \(newestSourced)"
    }

    /// One sentence for `bezel devices`, or nil when the version's bars are sourced.
    package static func note(ios: Int) -> String? {
        guard ios > newestSourced else { return nil }
        return "iOS \(ios)'s Liquid Glass bars (floating tab bar, navigation bar, toolbar) have no sourced geometry;"
            + " layouts on iOS \(ios) draw iOS \(newestSourced)'s bars and mark those numbers assumed."
    }
}
