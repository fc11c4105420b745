import Diagnostics

/// `--format junit`: JUnit XML, one `testsuite` per screen and one `testcase` per screen × profile. A test
/// case fails when it has a finding at or above `--fail-on`; its other findings go to `system-out`.
package enum CheckJUnitReport {
    package static func render(_ report: CheckReport) -> String {
        var document = JUnitDocument(name: "bezel check")
        for evaluation in report.evaluations {
            var test = JUnitDocument.Case(className: "bezel.check." + evaluation.screen, name: evaluation.profile, file: evaluation.file)
            let failed = evaluation.findings.filter { $0.fails(at: report.failOn) }
            let other = evaluation.findings.filter { !$0.fails(at: report.failOn) }
            if !failed.isEmpty {
                let rules = Array(Set(failed.map(\.rule))).sorted().joined(separator: " ")
                let summary = "\(failed.count) finding\(failed.count == 1 ? "" : "s") at or above \(report.failOn?.rawValue ?? "never")"
                test.failures = [JUnitDocument.Problem(message: summary, type: rules, text: failed.map(line).joined(separator: "\n"))]
            }
            if !other.isEmpty { test.systemOut = other.map(line).joined(separator: "\n") }
            document.append(test, toSuite: evaluation.screen)
        }
        return document.xml
    }

    static func line(_ f: Finding) -> String {
        let label = f.isAllowed ? "allowed" : f.severity.rawValue
        return "\(f.location): \(label)[\(f.rule)]: \(f.message) — fix: \(f.fix)"
    }
}
