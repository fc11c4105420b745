/// `--record`: which goldens a run writes.
///
/// The names follow Playwright's `--update-snapshots` (`missing`, `changed`, `all`, `none`), which
/// most teams that keep screenshot goldens already know.
package enum GoldenRecordMode: String, Hashable, Sendable, Codable, CaseIterable {
    /// Write goldens that do not exist yet; never touch existing ones (the default outside CI).
    case missing
    /// Rewrite goldens that differ beyond tolerance, and write missing ones: what accepting a
    /// reviewed change needs (the review page prints `--record changed --only KEY`).
    case changed
    /// Rewrite every golden whose bytes differ from the output, even within tolerance.
    case all
    /// Write nothing: verify only (the default when `CI` is set).
    case none

    /// Missing goldens are written.
    var writesMissing: Bool { self != .none }
    /// Goldens that differ beyond tolerance are rewritten.
    var writesChanged: Bool { self == .changed || self == .all }

    /// The mode when `--record` is not given: `none` on CI, so a CI run never invents its own
    /// goldens, `missing` on a developer's machine, so a first run records them.
    package static func standard(onCI: Bool) -> GoldenRecordMode { onCI ? .none : .missing }

    /// True when `environment` says the process runs on CI: `CI` is set to anything but empty,
    /// `0` or `false` (GitHub Actions, GitLab CI, CircleCI, Travis and Buildkite all set `CI=true`).
    package static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }
}
