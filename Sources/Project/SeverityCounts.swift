import Checks

/// Counts of findings by severity, as summaries print them.
package struct SeverityCounts: Hashable, Sendable, Codable {
    package var error = 0
    package var warning = 0
    package var info = 0

    package init() {}

    package init(_ findings: [Finding]) {
        for finding in findings { add(finding.severity) }
    }

    package mutating func add(_ severity: Severity, count: Int = 1) {
        switch severity {
        case .error: error += count
        case .warning: warning += count
        case .info: info += count
        }
    }

    package static func + (a: SeverityCounts, b: SeverityCounts) -> SeverityCounts {
        var sum = a
        sum.error += b.error
        sum.warning += b.warning
        sum.info += b.info
        return sum
    }

    var total: Int { error + warning + info }
}
