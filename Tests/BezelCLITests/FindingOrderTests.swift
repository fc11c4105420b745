@testable import Batch
@testable import BezelCLI
@testable import Checks
@testable import Devices
import Foundation
@testable import Project
@testable import Reports
@testable import Run
@testable import Drawing
@testable import Screens
import Testing
@testable import Text

/// Issue 12: `bezel check` and `bezel render` report the same findings (one `Checks.Finding` type) in the
/// same order, and the numbers on the image's badges are the ones report.json gives (`badge`). Before, the
/// batch re-sorted its findings most severe first, so badge 3 on the picture was not the third finding of
/// the report, and the legend's "numbered N–M in report.json" pointed nowhere.
@Suite struct FindingOrderTests {
    /// Every Template (YAML and documents) on every profile `bezel check` selects for it.
    @Test func checkAndRenderAgreeOnEveryTemplateAndProfile() throws {
        let typesetter = try Typesetter.standard()
        let paths = try TemplateFinder.templates(in: [LayoutCommandTests.templates])
        var evaluations = 0, badges = 0
        for path in paths {
            for screen in try ScreenLoader.screens(path: path) {
                for profile in try ProfilePlan().selection(for: screen).profiles {
                    let (_, checked) = try Checker.check(screen: screen, profile: profile, typesetter: typesetter)
                    // What the batch stores and reports: the same values, in the order report.json and the
                    // manifest keep (their initialisers sort), badge numbers included.
                    let job = RenderJob(screen: MatrixScreen(name: screen.name, path: path, templateBytes: []), profile: profile)
                    let reported = JobReport(job: JobInfo(job), order: 0, status: .rendered, files: [], findings: checked.reversed()).findings
                    let stored = ManifestEntry(job: JobInfo(job), inputHash: "", files: [], findings: checked.reversed()).findings
                    let place = "\(screen.name) on \(profile.slug)"
                    #expect(reported == checked, "\(place)")
                    #expect(stored == checked, "\(place)")
                    // The badges are numbered 1…n in that order, on exactly the findings the image draws
                    // (not allowed, with a region), and the image's markers carry those numbers.
                    let drawn = checked.filter { !$0.isAllowed && $0.region != nil }
                    #expect(drawn.map(\.badge) == drawn.indices.map { Optional($0 + 1) }, "\(place)")
                    #expect(checked.filter { $0.badge != nil } == drawn, "\(place)")
                    let markers = ImageJob.markers(for: checked)
                    #expect(markers.map(\.number) == drawn.compactMap(\.badge), "\(place)")
                    #expect(markers.map(\.message) == drawn.map(\.message), "\(place)")
                    evaluations += 1
                    badges += markers.count
                }
            }
        }
        #expect(evaluations > 1_000 && badges > 100, "\(evaluations) evaluations, \(badges) badges")
    }
}
