import AutoLayout
import Diagnostics
import Screens

/// What laying a screen out needs from the screen alone, whatever the profile: whether it is held to the pin
/// rules and what they say of it, how many views it places, the views drawn as stand-ins, and the engine's
/// nodes and the constraints its pins and sizes stand for. A screen is laid out on hundreds of profiles, and
/// making these for each would be about a fifth of `bezel check Templates` (Benchmarks/results.md, "One layout
/// path"); they are made once per screen (`ScreenPreparationCache`), and each layout adds only what its profile
/// decides. Sharing them also lets `SolveCache` compare inputs quickly: equal node and constraint lists share
/// their storage. A class: every layout of the screen holds the one preparation, which copying as a value
/// (a retain of each of its arrays) cost as much as a small layout's chrome.
package final class ScreenPreparation: Sendable {
    /// `Screen.usesConstraintEngine`.
    let usesConstraintEngine: Bool
    /// The pin rules' problems (`PinRules`), in template order: the layout refuses the screen with them.
    /// Empty for a screen held to the engine's own diagnostics instead.
    let pinDiagnostics: [Diagnostic]
    /// `PinRules.usesRootVerticalMargin` for a screen held to the pin rules; false otherwise.
    let usesRootVerticalMargin: Bool
    /// The screen's views, subviews included.
    let templateCount: Int
    /// `Screen.substitutes`.
    let substitutes: [Substitute]
    /// The engine's nodes and the constraints the pins and sizes stand for (`ConstraintLayout.Builder`).
    let constraints: ConstraintLayout.Prepared

    init(screen: Screen) {
        usesConstraintEngine = screen.usesConstraintEngine
        if usesConstraintEngine {
            pinDiagnostics = []
            usesRootVerticalMargin = false
        } else {
            var rules = PinRules()
            rules.check(screen.views)
            pinDiagnostics = rules.diagnostics.sorted { lhs, rhs in
                switch (lhs.location, rhs.location) {
                case let (l?, r?): l < r
                case (nil, _?): true
                default: false
                }
            }
            usesRootVerticalMargin = rules.usesRootVerticalMargin
        }
        templateCount = screen.views.reduce(0) { $0 + ViewTreeLayout.subtreeCount($1) }
        substitutes = screen.substitutes
        constraints = ConstraintLayout.Prepared(screen: screen)
    }

    /// The preparation of `screen`, made once and then looked up. A caller that lays one screen out on many
    /// profiles (`bezel check`) takes it once and passes it to `LayoutEngine.cell`: the lookup compares whole
    /// screens, 4 % of `bezel check Templates` when made for every profile.
    package static func of(_ screen: Screen) -> ScreenPreparation {
        ScreenPreparationCache.shared.preparation(for: screen)
    }
}
