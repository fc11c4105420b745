/// How serious a finding is. `error` fails a check run by default (`--fail-on error`), `warning` fails it with
/// `--fail-on warning`, `info` never does: it only tells.
package enum Severity: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    package static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }

    /// The SARIF `level` (`note` is SARIF's word for information).
    var sarifLevel: String {
        switch self {
        case .info: "note"
        case .warning: "warning"
        case .error: "error"
        }
    }
}
