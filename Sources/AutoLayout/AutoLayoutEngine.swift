import Diagnostics
import Geometry

/// UIKit's Auto Layout on Bezel's Cassowary solver: views, guides and constraints in, frames out.
///
/// One call builds one solver: every view's frame is four unknowns in window coordinates (scroll
/// offsets zero), so constraints across levels of the hierarchy stay linear. Values that depend on
/// frames — a subview's safe area and margins, a wrapping label's height — are parameters: the engine
/// solves, recomputes them from the frames (UIKit's second layout pass), and re-solves until nothing
/// changes, at most `AutoLayoutInput.maximumPasses` times (a warning says when that was not enough).
package enum AutoLayoutEngine {
    /// Lays out `input` the way UIKit would, measuring text through `measurer`.
    package static func solve(_ input: AutoLayoutInput, measurer: some TextMeasuring) -> AutoLayoutResult {
        // Without the descriptions only diagnoses read (`LayoutSystem.describes`); the same input gives
        // the same solve, so a diagnosis that needs them is made by solving again with them.
        let quick = solve(input, measurer: measurer, describing: false)
        return quick.needsDescriptions ? solve(input, measurer: measurer, describing: true).result : quick.result
    }

    private static func solve(
        _ input: AutoLayoutInput, measurer: some TextMeasuring, describing: Bool
    ) -> (result: AutoLayoutResult, needsDescriptions: Bool) {
        let first = solve(input, measurer: measurer, describing: describing, proportionalTextLengths: [:])
        // A wrapping label in a vertical fillProportionally stack: its share was taken from its one-line
        // height; laid out once more with its height at the width it got (a fixed multiplier cannot follow
        // a parameter, so the system is built again).
        guard let system = first.system else { return (first.result, first.needsDescriptions) }
        let remeasured = system.proportionalTextRemeasure(measurer: measurer)
        guard !remeasured.isEmpty else { return (first.result, first.needsDescriptions) }
        let second = solve(input, measurer: measurer, describing: describing, proportionalTextLengths: remeasured)
        return (second.result, second.needsDescriptions)
    }

    private static func solve(
        _ input: AutoLayoutInput, measurer: some TextMeasuring, describing: Bool, proportionalTextLengths: [Int: Double]
    ) -> (result: AutoLayoutResult, needsDescriptions: Bool, system: LayoutSystem?) {
        let system = LayoutSystem(input: input, describes: describing)
        system.proportionalTextLengths = proportionalTextLengths
        let built = system.build(measurer: measurer)
        if system.solver.isOverWorkBudget { return (overWorkBudget(input), false, nil) }
        guard built else {
            return (
                AutoLayoutResult(nodes: [], guideFrames: [:], ambiguities: [], conflicts: system.conflicts, diagnostics: system.diagnostics, passes: 0),
                system.neededDescriptions, nil
            )
        }
        var passes = 1
        while true {
            let widths = system.nextWrapWidths(pass: passes + 1, measurer: measurer)
            let targets = system.guideTargets()
            guard system.textNeedsUpdate(widths) || system.guidesNeedUpdate(targets) else { break }
            if passes >= max(input.maximumPasses, 1) {
                system.diagnostics.append(
                    Diagnostic(
                        .warning, at: input.nodes.first?.location,
                        "layout did not settle after \(passes) passes: safe areas, margins or wrapping text still change with the frames"))
                break
            }
            system.applyGuides(targets)
            system.applyText(widths, measurer: measurer)
            passes += 1
        }
        // Past the budget every further pass is cheap (the solver no longer pivots, no constraint is added),
        // so one check after the passes is enough.
        if system.solver.isOverWorkBudget { return (overWorkBudget(input), false, nil) }
        let result = system.result(passes: passes)
        return (result, system.neededDescriptions, system)
    }

    /// A layout refused because the solver reached `AutoLayoutInput.solverWork` before the solution.
    private static func overWorkBudget(_ input: AutoLayoutInput) -> AutoLayoutResult {
        let limit = input.solverWork
        let error = Diagnostic(
            .error, at: input.nodes.first?.location,
            "the constraints of this screen (\(input.nodes.count) views, \(input.constraints.count) constraints) need more solving than Bezel allows: over \(limit) row cells rewritten (limit 'solverWork', docs/robustness.md)")
        return AutoLayoutResult(nodes: [], guideFrames: [:], ambiguities: [], conflicts: [], diagnostics: [error], passes: 0)
    }
}
