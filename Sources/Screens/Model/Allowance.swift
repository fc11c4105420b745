import Diagnostics

/// One `allow:` entry: a check rule silenced for one view (the view's `allow:`) or for the whole screen
/// (the template's top-level `allow:`, for findings such as `status-bar-hidden` that belong to no view),
/// and why. Written `allow: [unsafe-overlap]` or
/// `allow: [{ rule: unsafe-overlap, reason: "video plays full screen" }]`, the same at both levels.
public struct Allowance: Hashable, Sendable, Codable {
    /// The rule id, `[a-z0-9-]+` (the Checks stage reports ids it does not know).
    package var rule: String
    /// Why the finding is acceptable; printed in the report.
    package var reason: String?
    /// The entry in the template.
    package var location: SourceLocation

    init(rule: String, reason: String? = nil, location: SourceLocation) {
        self.rule = rule
        self.reason = reason
        self.location = location
    }
}
