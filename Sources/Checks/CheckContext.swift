import Devices
import Diagnostics
import Geometry
import Layout
import Screens
import Synchronization
import Text

/// Everything a rule reads about one screen on one profile, computed once and shared by every rule.
/// A class, so the twelve rules share it by reference: as a value (a screen, its laid-out views and a profile,
/// a few kilobytes) it was copied into and out of its initialiser, 6 % of `bezel check`'s instructions
/// (callgrind, Benchmarks/results.md). Every field is a constant, so reading one needs no exclusivity check.
package final class CheckContext: Sendable {
    /// The cell as the engine made it, moved in (`init` consumes it): the fields below are read from it in
    /// place, where copying a screen, its laid-out views, profile and geometry out of it into fields of their
    /// own, and releasing them again, cost 4 % of `bezel check`'s instructions (callgrind, Benchmarks/results.md).
    private let cell: LaidOutCell
    var screen: Screen { _read { yield cell.screen } }
    var layout: LaidOutScreen { _read { yield cell.layout } }
    var profile: Profile { _read { yield cell.profile } }
    /// `profile.slug`, made once for every finding on this profile.
    let profileSlug: String
    let typesetter: Typesetter
    let options: CheckOptions
    /// The hardware around the window: unsafe strips, bars, housing, corners.
    package var geometry: ScreenGeometry { _read { yield cell.geometry } }
    /// The template view behind each entry of `layout.views` (`nil` for system bars and repeated table
    /// rows), same indices: the engine's record (`LaidOutCell.sources`).
    package var specs: [ViewSpec?] { _read { yield cell.sources } }
    /// For each entry of `layout.views`: true when it is a scroll view or lies inside one, so it moves with
    /// scrolling and may pass under unsafe regions (docs/research/domain.md §5 rule 4).
    let scrolls: [Bool]

    /// `profileSlug` is `cell.profile.slug` when the caller has made it already (one per evaluation is enough).
    package init(cell: consuming LaidOutCell, typesetter: Typesetter, options: CheckOptions, profileSlug: String? = nil) {
        self.profileSlug = profileSlug ?? cell.profile.slug
        self.typesetter = typesetter
        self.options = options

        // From the engine's record of which views have scroll geometry (`LaidOutCell.hasScrollGeometry`): testing
        // `scroll` in each laid-out view copied its geometry.
        let scrolls = cell.hasScrollGeometry.withUnsafeBufferPointer { isScroll in
            cell.layout.views.withUnsafeBufferPointer { views in
                var scrolls = [Bool](repeating: false, count: views.count)
                for i in views.indices {
                    let parentScrolls = views[i].parent.map { $0 < i && scrolls[$0] } ?? false
                    scrolls[i] = isScroll[i] || parentScrolls
                }
                return scrolls
            }
        }
        self.scrolls = scrolls
        var template: [Int] = [], fixed: [Int] = []
        template.reserveCapacity(cell.sources.count)
        fixed.reserveCapacity(cell.sources.count)
        cell.sources.withUnsafeBufferPointer { specs in
            for i in specs.indices where specs[i] != nil {
                template.append(i)
                if !scrolls[i] { fixed.append(i) }
            }
        }
        templateIndices = template
        fixedIndices = fixed
        clips = Self.ancestorClips(cell)
        self.cell = cell
    }

    /// For each entry of `layout.views`, the intersection of the frames of its ancestors that clip their subviews
    /// (`ViewSpec.masksToBounds`), `.none` for a view no ancestor clips, a zero-size rectangle for one they clip away;
    /// `nil` when no view of the screen clips (most templates), so that nothing is computed for them.
    private let clips: [Rect?]?

    private static func ancestorClips(_ cell: borrowing LaidOutCell) -> [Rect?]? {
        guard cell.sources.contains(where: { $0?.masksToBounds == true }) else { return nil }
        var clips = [Rect?](repeating: nil, count: cell.layout.views.count)
        for i in cell.layout.views.indices {
            guard let parent = cell.layout.views[i].parent, parent < i else { continue }
            var clip = clips[parent]
            if cell.sources[parent]?.masksToBounds == true {
                let frame = cell.layout.views[parent].frame
                clip = clip.map { $0.intersection(frame) ?? Rect(origin: frame.origin, size: .zero) } ?? frame
            }
            clips[i] = clip
        }
        return clips
    }

    /// The part of a view's frame its ancestors let show: UIKit draws none of a subview outside a superview that
    /// clips to its bounds (https://developer.apple.com/documentation/uikit/uiview/clipstobounds), so the display's
    /// corners, housing and unsafe strips cannot cut what is never drawn. `nil`: nothing of it shows.
    func visibleFrame(_ index: Int) -> Rect? {
        let frame = layout.views[index].frame
        guard let clips, let clip = clips[index] else { return frame }
        return frame.intersection(clip)
    }

    /// `text-truncated`'s and `text-tight`'s findings, made in one pass the first time either rule asks
    /// (`TextTruncatedRule.split`): measuring every text of a profile twice, once for each rule, cost 5 % of
    /// `bezel check Templates`'s instructions (callgrind, Benchmarks/results.md).
    var textFit: (truncated: [Finding], tight: [Finding]) {
        textFitFindings.withLock { known in
            if let known { return known }
            let made = TextTruncatedRule.split(self)
            known = made
            return made
        }
    }
    private let textFitFindings = Mutex<(truncated: [Finding], tight: [Finding])?>(nil)

    /// The indices in `layout.views` of the template views, in layout order (system bars left out). Rules
    /// read `layout.views[i]` and `spec(i)` in place: a list of (index, view, spec) copies, which every rule
    /// iterated and so copied again, was an eighth of `bezel check Templates`.
    let templateIndices: [Int]

    /// The indices of template views that stay put while the content scrolls: not scroll views, not inside one.
    let fixedIndices: [Int]

    /// The template view behind `layout.views[index]`, for an index of `templateIndices`.
    func spec(_ index: Int) -> ViewSpec {
        guard let spec = specs[index] else { preconditionFailure("layout.views[\(index)] is a system bar, not a template view") }
        return spec
    }

    /// Whether the view draws content of its own rather than only holding subviews: containers (`view` and
    /// `stack` with subviews) are backgrounds, judged through their subviews.
    static func drawsContent(_ spec: ViewSpec) -> Bool {
        switch spec.kind {
        case .view, .stack: spec.views.isEmpty
        default: true
        }
    }

    /// A finding for `rule` at its default severity on this profile.
    func finding(
        _ rule: any Rule, _ message: String, view: String?, region: Rect?, amount: Double?, at location: SourceLocation,
        fix: String
    ) -> Finding {
        Finding(
            rule: rule.id, severity: rule.defaultSeverity, message: message, viewID: view, region: region, amount: amount,
            location: location, profile: profile, profileSlug: profileSlug, fix: fix)
    }
}

extension Double {
    /// Points as messages print them: at most one decimal, `34`, `0.5`, `23.7`.
    var points: String {
        let tenths = (self * 10).rounded() / 10
        return FixedPrecision.format(tenths)
    }
}
