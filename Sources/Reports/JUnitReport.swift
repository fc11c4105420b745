import Checks
import Diagnostics
import Project
import Run

/// `junit.xml`: one test suite per screen, one test case per screen × profile, so CI systems list every
/// image. A case fails for each finding at or above `failOn` and for a golden result that fails the
/// run; a failed job is an `<error>`; a job not reached (interrupted run), or kept from an earlier run
/// by a partial one, is `<skipped>`.
/// Written by the one JUnit writer, `Checks.JUnitDocument`, which `bezel check --format junit` uses too.
package enum JUnitReport {
    package static let fileName = "junit.xml"

    /// Gives `write` the file a piece at a time, a screen's suite at a time: `report` gives the settings (its
    /// `jobs` are not read), `jobs` the jobs in report order. The cases are made twice, to count them all for the
    /// first line and to write them, and never all kept (the whole matrix's 17,531 were 11 MB at the end of its
    /// run). Jobs arrive grouped by screen (`JUnitDocument.append`).
    package static func write(
        for report: BatchReport, jobs: RecordStream<JobReport>, to write: (String) throws(InputError) -> Void
    ) throws(InputError) {
        var total = JUnitDocument.Tally()
        try jobs.forEach { total.add(testCase($0, in: report)) }
        try write(JUnitDocument.opening(name: "bezel", total: total))
        var suite: JUnitDocument.Suite?
        try jobs.forEach { (job) throws(InputError) in
            if let current = suite, current.name != job.job.screen {
                try write(JUnitDocument.xml(of: current))
                suite = nil
            }
            if suite == nil { suite = JUnitDocument.Suite(name: job.job.screen) }
            suite?.cases.append(testCase(job, in: report))
        }
        if let suite { try write(JUnitDocument.xml(of: suite)) }
        try write(JUnitDocument.closing)
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
            // Kept from an earlier run: listed, but this run tested nothing of it and its exit
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
