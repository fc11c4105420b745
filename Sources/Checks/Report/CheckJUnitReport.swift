import Diagnostics

/// `--format junit`: JUnit XML, one `testsuite` per screen and one `testcase` per screen × profile. A test
/// case fails when it has a finding at or above `--fail-on`; its other findings go to `system-out`.
public enum CheckJUnitReport {
    public static func render(_ report: CheckReport) -> String {
        var suites: [(screen: String, cases: [CheckReport.Evaluation])] = []
        for evaluation in report.evaluations {
            if let index = suites.firstIndex(where: { $0.screen == evaluation.screen }) {
                suites[index].cases.append(evaluation)
            } else {
                suites.append((evaluation.screen, [evaluation]))
            }
        }
        func failing(_ e: CheckReport.Evaluation) -> [Finding] { e.findings.filter { $0.fails(at: report.failOn) } }
        let totalFailures = report.evaluations.filter { !failing($0).isEmpty }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"bezel check\" tests=\"\(report.evaluations.count)\" failures=\"\(totalFailures)\" errors=\"0\" skipped=\"0\">\n"
        for suite in suites {
            let failures = suite.cases.filter { !failing($0).isEmpty }.count
            out += "  <testsuite name=\"\(xml(suite.screen))\" tests=\"\(suite.cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
            for evaluation in suite.cases {
                out += "    <testcase classname=\"bezel.check.\(xml(evaluation.screen))\" name=\"\(xml(evaluation.profile))\" file=\"\(xml(evaluation.file))\""
                let failed = failing(evaluation)
                let other = evaluation.findings.filter { !$0.fails(at: report.failOn) }
                guard !failed.isEmpty || !other.isEmpty else {
                    out += "/>\n"
                    continue
                }
                out += ">\n"
                if !failed.isEmpty {
                    let rules = Array(Set(failed.map(\.rule))).sorted().joined(separator: " ")
                    let summary = "\(failed.count) finding\(failed.count == 1 ? "" : "s") at or above \(report.failOn?.rawValue ?? "never")"
                    out += "      <failure message=\"\(xml(summary))\" type=\"\(xml(rules))\">"
                    out += xml(failed.map(line).joined(separator: "\n")) + "</failure>\n"
                }
                if !other.isEmpty {
                    out += "      <system-out>" + xml(other.map(line).joined(separator: "\n")) + "</system-out>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    static func line(_ f: Finding) -> String {
        let label = f.isAllowed ? "allowed" : f.severity.rawValue
        return "\(f.location): \(label)[\(f.rule)]: \(f.message) — fix: \(f.fix)"
    }

    /// Text escaped for XML attributes and content.
    static func xml(_ text: String) -> String { XMLText.escaped(text) }
}
