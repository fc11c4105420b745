@testable import Batch
import Bezel
import Foundation
import Testing
@testable import BezelCLI

/// Issue 12: `bezel check` and `bezel render` report the same findings in the same order, and the
/// numbers on the image's badges are the ones report.json gives (`badge`). Before, the batch re-sorted
/// its findings most severe first, so badge 3 on the picture was not the third finding of the report,
/// and the legend's "numbered N–M in report.json" pointed nowhere.
@Suite struct FindingOrderTests {
    /// Every Template (YAML and documents) on every profile `bezel check` selects for it.
    @Test func checkAndRenderAgreeOnEveryTemplateAndProfile() throws {
        let typesetter = try Typesetter.standard()
        let paths = try TemplateFinder.templates(in: [LayoutCommandTests.templates])
        var evaluations = 0, drawn = 0
        for path in paths {
            for screen in try ScreenLoader.screens(path: path) {
                for profile in try ProfilePlan().selection(for: screen).profiles {
                    let (_, checked) = try Checker.check(screen: screen, profile: profile, typesetter: typesetter)
                    // What the batch stores and reports: reported, then sorted as report.json and the
                    // manifest sort them.
                    let reported = ImageJob.reported(checked).sorted()
                    let place = "\(screen.name) on \(profile.slug)"
                    #expect(reported.map(\.rule) == checked.map(\.rule), "\(place)")
                    #expect(reported.map(\.message) == checked.map(\.message), "\(place)")
                    #expect(reported.map(\.viewID) == checked.map(\.viewID), "\(place)")
                    // The badges drawn are numbered 1…n in report order, and are the image's markers.
                    let markers = ImageJob.markers(for: checked)
                    #expect(reported.compactMap(\.badge) == Array(1...max(1, markers.count)).prefix(markers.count).map { $0 }, "\(place)")
                    #expect(markers.map(\.message) == reported.filter { $0.badge != nil }.map(\.message), "\(place)")
                    evaluations += 1
                    drawn += markers.count
                }
            }
        }
        #expect(evaluations > 1_000 && drawn > 100, "\(evaluations) evaluations, \(drawn) badges")
    }
}
