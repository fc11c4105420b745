import Checks
import Diagnostics

/// How much a finding matters: the checks stage's severity, so `--fail-on` means the same everywhere.
public typealias FindingSeverity = Checks.Severity

/// One problem a check found on one screen × profile, reduced to what the batch reports need.
///
/// Project keeps its own small value so it does not depend on the shape of the Checks stage; the lead maps
/// each check finding into one of these. It is stored in the manifest, so an image skipped as unchanged
/// still reports its findings.
public struct Finding: Hashable, Sendable, Codable, Comparable {
    /// The rule's id, e.g. `clipped-by-sensor-housing`.
    public var rule: String
    public var severity: FindingSeverity
    /// One sentence a person can act on.
    public var message: String
    /// Where in the template the offending view was written; `nil` for findings with no place.
    public var location: SourceLocation?
    /// The view's `id:` in the template, when the finding is about one view.
    public var viewID: String?
    /// The profile the finding was made on (`Profile.slug`).
    public var profile: String
    /// Set when the view's `allow:` silences the rule: the reason the template gives ("" for none).
    /// Allowed findings are reported, never counted against `--fail-on`.
    public var allowedReason: String?
    /// The number of the finding's badge on the image; `nil` when it is not drawn (allowed, or with no
    /// region). The legend's "+N more findings (badges 5–9 in report.json)" points at these numbers.
    public var badge: Int?

    public init(
        rule: String, severity: FindingSeverity, message: String, location: SourceLocation? = nil, viewID: String? = nil,
        profile: String, allowedReason: String? = nil, badge: Int? = nil
    ) {
        self.badge = badge
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.viewID = viewID
        self.profile = profile
        self.allowedReason = allowedReason
    }

    /// The order of `bezel check` (`Checks.Finding.precedes`): place in the template, rule, view, profile,
    /// message, then the most severe first. Badges are numbered in it, so report.json lists a job's findings
    /// in badge order (issue 12: the batch sorted most severe first, and the numbers did not match).
    public static func < (a: Finding, b: Finding) -> Bool {
        let aPlace = a.location.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
        let bPlace = b.location.map { ($0.file, $0.line, $0.column) } ?? ("", 0, 0)
        if aPlace != bPlace { return aPlace < bPlace }
        if a.rule != b.rule { return a.rule < b.rule }
        if a.viewID != b.viewID { return (a.viewID ?? "") < (b.viewID ?? "") }
        if a.profile != b.profile { return a.profile < b.profile }
        if a.message != b.message { return a.message < b.message }
        if a.severity != b.severity { return a.severity > b.severity }
        return (a.allowedReason ?? "") < (b.allowedReason ?? "")
    }
}

/// Counts of findings by severity, as summaries print them.
public struct SeverityCounts: Hashable, Sendable, Codable {
    public var error = 0
    public var warning = 0
    public var info = 0

    public init() {}

    public init(_ findings: [Finding]) {
        for finding in findings { add(finding.severity) }
    }

    public mutating func add(_ severity: FindingSeverity, count: Int = 1) {
        switch severity {
        case .error: error += count
        case .warning: warning += count
        case .info: info += count
        }
    }

    public static func + (a: SeverityCounts, b: SeverityCounts) -> SeverityCounts {
        var sum = a
        sum.error += b.error
        sum.warning += b.warning
        sum.info += b.info
        return sum
    }

    public var total: Int { error + warning + info }
}
