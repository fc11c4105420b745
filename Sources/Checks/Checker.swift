import Diagnostics
import Devices
import Layout
import Screens
import Text

/// Runs every rule on one laid-out screen and returns its findings in a fixed order.
package enum Checker {
    /// The findings of every enabled rule for the cell's screen as laid out on its profile, with the project's
    /// severities applied and findings the template's `allow:` lists silence marked allowed (kept, never failing).
    /// Sorted by `Finding.precedes`, so the same input always gives the same list, and the drawn ones numbered
    /// in that order (`Finding.badge`): the evaluation numbers its findings once.
    package static func check(
        cell: consuming LaidOutCell, typesetter: Typesetter, options: CheckOptions = .standard, rules: [any Rule] = RuleRegistry.all,
        profileSlug: String? = nil
    ) -> [Finding] {
        let context = CheckContext(cell: cell, typesetter: typesetter, options: options, profileSlug: profileSlug)
        var findings: [Finding] = []
        // The rules are read in place, by index: `for rule in rules` copied each boxed rule out of the array and
        // destroyed the copy again, on every profile.
        for index in rules.indices {
            let id = rules[index].id
            if options.disabledRules.contains(id) { continue }
            let override = options.severityOverrides[id]
            var ruleFindings: [Finding] = []
            for var finding in rules[index].check(context) {
                if let override { finding.severity = override }
                if let allowance = allowance(for: finding, of: rules[index], in: context) {
                    finding.allowedReason = allowance.reason ?? ""
                }
                ruleFindings.append(finding)
            }
            // Most rules find nothing on most profiles: appending an empty list still cost about 150 instructions.
            if !ruleFindings.isEmpty { findings += FindingCap.capped(ruleFindings) }
        }
        findings.sort(by: Finding.precedes)
        Finding.numberBadges(&findings)
        return findings
    }

    /// The `allow:` entry that silences `finding`: its view's own entry for the rule when there is one (so
    /// the view's reason is the one reported), else the screen's top-level entry, which covers findings
    /// with and without a view. A finding names its view by id (the reports print it), so the view is found
    /// by that id among the screen's.
    static func allowance(for finding: Finding, of rule: any Rule, in context: CheckContext) -> Allowance? {
        if let viewID = finding.viewID, let spec = context.specs.first(where: { $0?.id == viewID }) ?? nil,
           let allowance = spec.allow.first(where: { $0.rule == rule.id }) {
            return allowance
        }
        return context.screen.allowance(for: rule.id)
    }

    /// Lays `screen` out on `profile` and checks it: the one call the CLI and the batch need. `preparation` is
    /// `screen`'s (`ScreenPreparation.of`), for a caller that checks the screen on many profiles; `profileSlug`
    /// `profile.slug`, for a caller that has made it.
    package static func check(
        screen: Screen, profile: Profile, typesetter: Typesetter, options: CheckOptions = .standard,
        preparation: ScreenPreparation? = nil, profileSlug: String? = nil
    ) throws(Diagnostics.InputError) -> (layout: LaidOutScreen, findings: [Finding]) {
        let cell = try LayoutEngine.cell(screen: screen, profile: profile, preparation: preparation)
        let layout = cell.layout
        return (layout, check(cell: cell, typesetter: typesetter, options: options, profileSlug: profileSlug))
    }
}
