import Devices
import Diagnostics

/// The result of checking screens on profiles: one evaluation per screen × profile, in the order they ran.
/// Every output format (text, JSON, SARIF, GitHub, JUnit) is a function of this value.
package struct CheckReport: Hashable, Sendable {
    /// One screen on one profile.
    package struct Evaluation: Hashable, Sendable {
        /// The template's `screen:` name and file.
        var screen: String
        package var file: String
        var profile: String
        var profileLabel: String
        package var findings: [Finding]

        /// `profileSlug` is `profile.slug` when the caller has made it already.
        package init(screen: String, file: String, profile: Profile, profileSlug: String? = nil, findings: [Finding]) {
            self.screen = screen
            self.file = file
            self.profile = profileSlug ?? profile.slug
            var label = "\(profile.deviceID) \(profile.orientation.rawValue)"
            if profile.window != .full { label += " \(profile.window.rawValue)" }
            profileLabel = label
            self.findings = findings
        }
    }

    var evaluations: [Evaluation]
    /// The severity at or above which a finding fails the run; `nil`: never.
    package var failOn: Severity?

    package init(evaluations: [Evaluation], failOn: Severity?) {
        self.evaluations = evaluations
        self.failOn = failOn
    }

    package var findings: [Finding] { evaluations.flatMap(\.findings) }

    /// Whether any finding fails the run.
    package var fails: Bool { evaluations.contains { $0.findings.contains { $0.fails(at: failOn) } } }

    /// The number of distinct screens: every scene of a storyboard or XIB is a screen of its own, so a
    /// document of six scenes counts six, not one.
    var screenCount: Int {
        struct Key: Hashable { var file: String, screen: String }
        return Self.distinctCount(evaluations) { Key(file: $0.file, screen: $0.screen) }
    }

    /// The number of distinct files the screens came from (templates and Interface Builder documents).
    var fileCount: Int { Self.distinctCount(evaluations) { $0.file } }

    /// How many distinct keys the evaluations give. A screen's evaluations run one after another, so a key equal to
    /// the one before is not hashed again: hashing every evaluation's strings cost more than the rest of the summary.
    private static func distinctCount<Key: Hashable>(_ evaluations: [Evaluation], _ key: (Evaluation) -> Key) -> Int {
        var seen = Set<Key>()
        var last: Key?
        for evaluation in evaluations {
            let k = key(evaluation)
            if k == last { continue }
            seen.insert(k)
            last = k
        }
        return seen.count
    }

    /// One problem across profiles: findings with the same place, rule, view, severity and allowance,
    /// in the order their first finding appears. The first finding stands for the group; `profiles` are
    /// distinct.
    struct Group: Hashable, Sendable {
        package var first: Finding
        var profiles: [String]
        package var count: Int { profiles.count }
    }

    var groups: [Group] {
        // The place is the location itself, not its printed `file:line:column`: formatting it for every finding
        // cost more than the rest of the grouping.
        struct Key: Hashable {
            var location: SourceLocation, rule: String, view: String, severity: Severity, allowed: Bool
        }
        var groups: [Group] = []
        var slots: [Key: Int] = [:]
        // Each group's profiles as a set too: searching the list for every finding made grouping quadratic in
        // the profiles a problem spans (a quarter of `bezel check Templates`' report at 1,374 profiles).
        var listed: [Set<String>] = []
        for evaluation in evaluations {
            for finding in evaluation.findings {
                let key = Key(
                    location: finding.location, rule: finding.rule, view: finding.viewID ?? "",
                    severity: finding.severity, allowed: finding.isAllowed)
                let slot: Int
                if let known = slots[key] {
                    slot = known
                } else {
                    slot = groups.count
                    slots[key] = slot
                    groups.append(Group(first: finding, profiles: []))
                    listed.append([])
                }
                // A profile is listed once, however many of its findings fall in the group ("+10
                // more profiles" when six were checked, and SARIF's `properties.profiles` held duplicates).
                if listed[slot].insert(finding.profile).inserted { groups[slot].profiles.append(finding.profile) }
            }
        }
        return groups.sorted { Finding.precedes($0.first, $1.first) }
    }

    /// Counts of findings that are not allowed, by severity, and of allowed ones.
    package var counts: (errors: Int, warnings: Int, infos: Int, allowed: Int) {
        var result = (errors: 0, warnings: 0, infos: 0, allowed: 0)
        // Read in place, evaluation by evaluation: `findings` would first copy every finding into one array.
        for evaluation in evaluations {
            for finding in evaluation.findings {
                if finding.isAllowed { result.allowed += 1; continue }
                switch finding.severity {
                case .error: result.errors += 1
                case .warning: result.warnings += 1
                case .info: result.infos += 1
                }
            }
        }
        return result
    }
}
