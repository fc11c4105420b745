import Checks
import Diagnostics
import Project

/// `junit.xml`: one test suite per screen, one test case per screen × profile, so CI systems list every
/// image. A case fails for each finding at or above `failOn` and for a golden result that fails the
/// run; a failed job is an `<error>`; a job not reached (interrupted run), or kept from an earlier run
/// by a partial one, is `<skipped>`.
/// Written by the one JUnit writer, `Checks.JUnitDocument`, which `bezel check --format junit` uses too.
public enum JUnitReport {
    public static let fileName = "junit.xml"

    public static func xml(for report: BatchReport) -> String {
        var document = JUnitDocument(name: "bezel")
        for job in report.jobs {
            var test = JUnitDocument.Case(className: "bezel." + job.job.screen, name: job.job.profile, file: job.job.template)
            if job.fromEarlierRun == true {
                // Kept from an earlier run (issue 17): listed, but this run tested nothing of it and its exit
                // status ignores it, so CI should not count it as failed again.
                test.skipped = "kept from an earlier run: not selected in this run"
            } else {
                switch job.status {
                case .failed:
                    let text = (job.errors ?? []).joined(separator: "\n")
                    test.error = JUnitDocument.Problem(message: job.errors?.first ?? "render failed", type: "bad-input", text: text)
                case .notRun:
                    test.skipped = "the run was interrupted before this image"
                case .rendered, .unchanged:
                    test.failures = report.failingFindings(in: job).map { finding in
                        JUnitDocument.Problem(message: "\(finding.severity.rawValue): \(finding.message)", type: finding.rule, text: describe(finding))
                    }
                    if let golden = job.golden, golden.failsRun {
                        let message = "golden \(golden.status.rawValue)" + (golden.message.map { ": \($0)" } ?? "")
                        test.failures.append(JUnitDocument.Problem(
                            message: message, type: "golden",
                            text: message + "\naccept with: \(report.acceptCommand) --record changed --only \(job.job.key)"))
                    }
                }
            }
            document.append(test, toSuite: job.job.screen)
        }
        return document.xml
    }

    /// `Templates/comments.yml:14:5: clipped-by-sensor-housing: view reply … (iphone-x-landscape-left)`
    static func describe(_ finding: Finding) -> String {
        var text = "\(finding.location): "
        text += "\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
        if let view = finding.viewID { text += " view '\(view)'" }
        return text + " on \(finding.profile)"
    }
}
