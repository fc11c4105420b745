import AutoLayout
import Checks
import Devices
import Diagnostics
import Output

/// `--fail-on` / `failOn:`: the least severe finding that fails the run, or `never`.
package enum FailOn: String, Hashable, Sendable, Codable, CaseIterable {
    case error, warning, info, never

    /// The severity threshold, `nil` for `never`.
    package var severity: Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .info: .info
        case .never: nil
        }
    }
}
