import Checks

/// A problem a check found on a laid-out screen (text cut off, a view under the notch, a tap target too small).
public struct BezelFinding: Sendable, Hashable {
    /// The rule's id (`safe-area`, `truncation`, …), as `bezel rules` lists them.
    public var rule: String
    /// `error`, `warning` or `info`.
    public var severity: String
    /// What is wrong, in one sentence.
    public var message: String
    /// The view it is about, when it is about one.
    public var viewID: String?
    /// Where in the template or document the finding points: 1-based line and column.
    public var line: Int
    public var column: Int

    init(_ finding: Finding) {
        self.rule = finding.rule
        self.severity = finding.severity.rawValue
        self.message = finding.message
        self.viewID = finding.viewID
        self.line = finding.location.line
        self.column = finding.location.column
    }
}
