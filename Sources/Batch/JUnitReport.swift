import Diagnostics

/// `junit.xml`: one test suite per screen, one test case per screen × profile, so CI systems list every
/// image. A case fails for each finding at or above `failOn` and for a golden result that fails the
/// run; a failed job is an `<error>`; a job not reached (interrupted run), or kept from an earlier run
/// by a partial one, is `<skipped>`.
/// Follows the JUnit XML schema CI tools share (Jenkins' `junit-10.xsd`): `testsuites` › `testsuite` ›
/// `testcase` › `failure`/`error`/`skipped`, with `tests`, `failures`, `errors`, `skipped` counts.
public enum JUnitReport {
    public static let fileName = "junit.xml"

    public static func xml(for report: BatchReport) -> String {
        var suites: [(String, [JobReport])] = []
        for job in report.jobs {
            if let last = suites.last, last.0 == job.job.screen {
                suites[suites.count - 1].1.append(job)
            } else {
                suites.append((job.job.screen, [job]))
            }
        }
        var body = ""
        var totals = (tests: 0, failures: 0, errors: 0, skipped: 0)
        for (screen, jobs) in suites {
            var cases = ""
            var counts = (tests: 0, failures: 0, errors: 0, skipped: 0)
            for job in jobs {
                counts.tests += 1
                cases += "    <testcase classname=\"\(escape("bezel." + screen))\" name=\"\(escape(job.job.profile))\" file=\"\(escape(job.job.template))\">\n"
                if job.fromEarlierRun == true {
                    // Kept from an earlier run (issue 17): listed, but this run tested nothing of it and
                    // its exit status ignores it, so CI should not count it as failed again.
                    counts.skipped += 1
                    cases += "      <skipped message=\"kept from an earlier run: not selected in this run\"/>\n"
                    cases += "    </testcase>\n"
                    continue
                }
                switch job.status {
                case .failed:
                    counts.errors += 1
                    let text = (job.errors ?? []).joined(separator: "\n")
                    cases += "      <error message=\"\(escape(job.errors?.first ?? "render failed"))\" type=\"bad-input\">\(escape(text))</error>\n"
                case .notRun:
                    counts.skipped += 1
                    cases += "      <skipped message=\"the run was interrupted before this image\"/>\n"
                case .rendered, .unchanged:
                    var failures = report.failingFindings(in: job).map { finding in
                        (finding.rule, "\(finding.severity.rawValue): \(finding.message)", describe(finding))
                    }
                    if let golden = job.golden, golden.failsRun {
                        let message = "golden \(golden.status.rawValue)" + (golden.message.map { ": \($0)" } ?? "")
                        failures.append(("golden", message, message + "\naccept with: \(report.acceptCommand) --record changed --only \(job.job.key)"))
                    }
                    if !failures.isEmpty { counts.failures += 1 }
                    for (type, message, text) in failures {
                        cases += "      <failure message=\"\(escape(message))\" type=\"\(escape(type))\">\(escape(text))</failure>\n"
                    }
                }
                cases += "    </testcase>\n"
            }
            body += "  <testsuite name=\"\(escape(screen))\" tests=\"\(counts.tests)\" failures=\"\(counts.failures)\" errors=\"\(counts.errors)\" skipped=\"\(counts.skipped)\">\n"
            body += cases
            body += "  </testsuite>\n"
            totals.tests += counts.tests
            totals.failures += counts.failures
            totals.errors += counts.errors
            totals.skipped += counts.skipped
        }
        // No `time` attribute (it is optional): the file depends on the input only.
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"bezel\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"\(totals.errors)\" skipped=\"\(totals.skipped)\">\n"
            + body
            + "</testsuites>\n"
    }

    /// `Templates/comments.yml:14:5: clipped-by-sensor-housing: view reply … (iphone-x-landscape-left)`
    static func describe(_ finding: Finding) -> String {
        var text = finding.location.map { "\($0): " } ?? ""
        text += "\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
        if let view = finding.viewID { text += " view '\(view)'" }
        return text + " on \(finding.profile)"
    }

    /// Escapes text for XML attributes and content.
    static func escape(_ text: String) -> String { XMLText.escaped(text) }
}
