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

    /// The file, whole (`write` gives it in pieces).
    public static func xml(for report: BatchReport) -> String {
        var xml = ""
        write(for: report) { xml += $0 }
        return xml
    }

    /// Gives `write` the file a piece at a time, a screen's suite at a time: the cases are made twice, to count
    /// them all for the first line and to write them, and never all kept (the whole matrix's 17,531 were 11 MB at
    /// the end of its run, issue 16).
    public static func write<Failure: Error>(for report: BatchReport, to write: (String) throws(Failure) -> Void) throws(Failure) {
        var total = JUnitDocument.Tally()
        // Each screen's jobs, where one suite starts: jobs arrive grouped by screen (`JUnitDocument.append`).
        var starts: [Int] = []
        for (index, job) in report.jobs.enumerated() {
            total.add(testCase(job, in: report))
            if index == 0 || report.jobs[index - 1].job.screen != job.job.screen { starts.append(index) }
        }
        let suites = starts.indices.lazy.map { k in
            let jobs = report.jobs[starts[k]..<(k + 1 < starts.count ? starts[k + 1] : report.jobs.count)]
            var suite = JUnitDocument.Suite(name: jobs[jobs.startIndex].job.screen)
            suite.cases = jobs.map { testCase($0, in: report) }
            return suite
        }
        try JUnitDocument.write(name: "bezel", total: total, suites: suites, to: write)
    }

    /// The document as one value: what `write` writes (the reference its tests compare with).
    static func document(for report: BatchReport) -> JUnitDocument {
        var document = JUnitDocument(name: "bezel")
        for job in report.jobs { document.append(testCase(job, in: report), toSuite: job.job.screen) }
        return document
    }

    /// The case of one job.
    static func testCase(_ job: JobReport, in report: BatchReport) -> JUnitDocument.Case {
        var test = JUnitDocument.Case(className: "bezel." + job.job.screen, name: job.job.profile, file: job.job.template)
        if job.fromEarlierRun == true {
            // Kept from an earlier run (issue 17): listed, but this run tested nothing of it and its exit
            // status ignores it, so CI should not count it as failed again.
            test.skipped = "kept from an earlier run: not selected in this run"
            return test
        }
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
        return test
    }

    /// `Templates/comments.yml:14:5: clipped-by-sensor-housing: view reply … (iphone-x-landscape-left)`
    static func describe(_ finding: Finding) -> String {
        var text = "\(finding.location): "
        text += "\(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
        if let view = finding.viewID { text += " view '\(view)'" }
        return text + " on \(finding.profile)"
    }
}
