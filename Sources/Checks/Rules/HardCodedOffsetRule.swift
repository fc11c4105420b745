import Devices
import Geometry
import Screens

/// `hard-coded-offset`: a view pinned to its superview's top or bottom edge with a constant that is a
/// status-bar or bar height (20, 44, 64, 88, 34, 49, 83 …), where the safe area was meant.
///
/// What it catches: seed 000's "以前通过加减20来覆盖或者避免状态栏的代码都会出问题在iPhoneX上" (docs/research/seeds.md) — `top: superview + 20`
/// is right on iPhone 8 (the safe area starts 20 pt down) and wrong on iPhone X (44 pt) and in iPhone
/// landscape (0 pt). The rule fires only on the profiles where the constant differs from the superview's real
/// safe-area inset on that edge, so the report names exactly the devices where it goes wrong.
///
/// What it does not catch: constants that are no known bar height (ordinary spacing), pins of views whose
/// superview does not reach the window's edge (their safe inset is zero, so 20 is just spacing), and leading
/// or trailing pins.
package struct HardCodedOffsetRule: Rule {
    init() {}
    package let id = "hard-coded-offset"
    package let defaultSeverity = Severity.warning
    package let statement = "Pins do not hard-code a status-bar or bar height instead of using the safe area."
    package let help = "Pin to `safeArea` (`top: safeArea`) instead of `superview + 20`: the status bar is 20, 24, 44, 47, 48, 50, 54, 59 or 62 pt tall depending on the device, and hidden in iPhone landscape."

    /// Top constants that stand for the status bar or the status bar plus a navigation bar: every status-bar
    /// height and top safe inset in the catalogue, alone and plus a navigation bar of 44 or 50 pt
    /// (docs/research/uikit-metrics.md §2.1: 44 on iPhone, 50 on iPad with the iOS 12 SDK).
    static let topConstants: Set<Double> = {
        var bases: Set<Double> = []
        for device in Catalogue.all where device.idiom != .tv {
            // The newest iOS the device runs: every device running iOS 11 or later has safe-area insets there.
            guard let profile = try? device.profile() else { continue }
            if let top = profile.safeAreaInsets?.top, top > 0 { bases.insert(top) }
            if let bar = profile.statusBarHeight, bar > 0 { bases.insert(bar) }
        }
        return bases.union(bases.map { $0 + 44 }).union(bases.map { $0 + 50 })
    }()

    /// Bottom constants that stand for the home indicator or a tab bar: every bottom safe inset in the catalogue
    /// (portrait and landscape), the tab bar's 49 and 50 pt (docs/research/uikit-metrics.md §3), and tab bar plus inset.
    static let bottomConstants: Set<Double> = {
        var insets: Set<Double> = []
        for device in Catalogue.all where device.idiom != .tv {
            for orientation in [Orientation.portrait, .landscapeRight] {
                guard let profile = try? device.profile(orientation: orientation),
                      let bottom = profile.safeAreaInsets?.bottom, bottom > 0 else { continue }
                insets.insert(bottom)
            }
        }
        let bars: Set<Double> = [49, 50]
        return insets.union(bars).union(insets.flatMap { inset in bars.map { $0 + inset } })
    }()

    package func check(_ context: CheckContext) -> [Finding] {
        var findings: [Finding] = []
        let height = context.layout.size.height
        for index in context.templateIndices {
            // The pins first: few views have one with a bar height, and copying every view, its parent and its
            // spec to find that out was most of this rule's work.
            // Each edge's pin read in place (a copy of all six pins, and a list of the suspect edges, for every view
            // cost more than the test).
            func suspect(_ pin: Pin?, _ constants: Set<Double>) -> Bool {
                guard let pin, pin.anchor == .superview, !pin.isSystemSpacing else { return false }
                return constants.contains(pin.constant)
            }
            let top = suspect(context.spec(index).pins.top, Self.topConstants)
            let bottom = suspect(context.spec(index).pins.bottom, Self.bottomConstants)
            guard top || bottom else { continue }
            let suspects: [Edge] = top ? (bottom ? [.top, .bottom] : [.top]) : [.bottom]
            let view = context.layout.views[index], spec = context.spec(index), pins = spec.pins
            let parent = view.parent.map { context.layout.views[$0] }
            let parentFrame = parent?.frame ?? context.geometry.bounds
            let parentSafe = parent?.safeAreaInsets ?? context.layout.safeAreaInsets
            for edge in suspects {
                guard let pin = pins[edge] else { continue }
                let constant = pin.constant
                let reachesEdge = edge == .top ? parentFrame.minY <= 0 : parentFrame.maxY >= height
                guard reachesEdge else { continue }
                let inset = edge == .top ? parentSafe.top : parentSafe.bottom
                let difference = constant - inset
                guard abs(difference) > 0.5 else { continue }
                let what = edge == .top ? "below the superview's top" : "above the superview's bottom"
                let consequence = difference < 0
                    ? "\((-difference).points) pt of it lie in the unsafe area"
                    : "it leaves a \(difference.points) pt gap"
                let region = edge == .top
                    ? Rect(x: view.frame.minX, y: parentFrame.minY + min(constant, inset), width: view.frame.width, height: abs(difference))
                    : Rect(x: view.frame.minX, y: parentFrame.maxY - max(constant, inset), width: view.frame.width, height: abs(difference))
                findings.append(context.finding(
                    self,
                    "view '\(spec.id)' is pinned \(constant.points) pt \(what), a hard-coded bar height, but the safe area's \(edge.rawValue) inset is \(inset.points) pt here: \(consequence)",
                    view: spec.id, region: region, amount: abs(difference), at: pin.location,
                    fix: "pin '\(spec.id)' with \(edge.rawValue): safeArea instead of superview + \(constant.points)"))
            }
        }
        return findings
    }
}
