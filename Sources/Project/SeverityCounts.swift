import Checks

/// Counts of findings by severity, as summaries print them.
public struct SeverityCounts: Hashable, Sendable, Codable {
    public var error = 0
    public var warning = 0
    public var info = 0

    public init() {}

    public init(_ findings: [Finding]) {
        for finding in findings { add(finding.severity) }
    }

    public mutating func add(_ severity: Severity, count: Int = 1) {
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
