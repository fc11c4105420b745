import AutoLayout
import Checks
import Devices
import Diagnostics
import Output

/// A rule's severity as `rules:` sets it: one of the finding severities, or `off`.
package enum RuleSetting: String, Hashable, Sendable, Codable, CaseIterable {
    case error, warning, info, off
}
