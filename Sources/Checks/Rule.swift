/// One check, in the style of swift-format's rules: an id, a default severity, one sentence saying what it
/// enforces, and a pure function from one laid-out screen to its findings.
///
/// A rule reports every finding at its `defaultSeverity` and without allowances: the `Checker` applies the
/// project's overrides and the views' `allow:` lists, so no rule has to know about them.
package protocol Rule: Sendable {
    /// The id used in output, in `allow:` and in `bezel.yml`: `[a-z0-9-]+`.
    var id: String { get }
    var defaultSeverity: Severity { get }
    /// One line: what the rule enforces.
    var statement: String { get }
    /// A paragraph for SARIF `help` and `docs/rules.md`: what to do instead.
    var help: String { get }

    func check(_ context: CheckContext) -> [Finding]
}
