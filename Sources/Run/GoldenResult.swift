import Checks
import Project

/// What the golden stage concluded for one screen × profile. Filled by the golden stage;
/// the batch only carries it into the report, the JUnit file and the review page.
package struct GoldenResult: Hashable, Sendable, Codable {
    package enum Status: String, Hashable, Sendable, Codable, CaseIterable {
        /// The output matches its golden within tolerance.
        case matched
        /// The output differs from its golden beyond tolerance.
        case changed
        /// No golden existed (and one may have been recorded).
        case new
        /// A golden that no screen × profile renders any more.
        case orphaned
    }

    package var status: Status
    /// The golden image, relative to the output folder (as the review page links it), when there is one.
    package var goldenPath: String?
    /// The diff image, relative to the output folder, when the stage wrote one.
    package var diffPath: String?
    /// The SHA-256 of the files at `goldenPath` and `diffPath`, so `report merge` copies only the bytes
    /// this run wrote.
    package var goldenSHA256: String?
    package var diffSHA256: String?
    /// How many pixels differ beyond tolerance; `nil` when not compared.
    package var differentPixels: Int?
    /// One line for people: "view `reply` moved 34 pt up", "sizes differ: 1170×2532 vs 1179×2556".
    package var message: String?
    /// True when this result fails the run (a change beyond tolerance, a new golden written in CI).
    package var failsRun: Bool

    package init(status: Status, goldenPath: String? = nil, diffPath: String? = nil, differentPixels: Int? = nil, message: String? = nil, failsRun: Bool = false) {
        self.status = status
        self.goldenPath = goldenPath
        self.diffPath = diffPath
        self.differentPixels = differentPixels
        self.message = message
        self.failsRun = failsRun
    }
}
