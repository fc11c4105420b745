@testable import Project
@testable import Devices
import Testing

@Suite struct RenderMatrixTests {
    let catalogue = FakeCatalogue.profiles

    /// Per phone: every orientation; per iPad: 3 orientations × 5 windows; no TV for iOS screens (the
    /// planner's defaults: `ProfileScope`).
    @Test func defaultMatrixCountsEveryScreenTimesEveryDefaultProfile() {
        let screens = ["alpha", "beta", "gamma"].map { FakeCatalogue.screen($0) }
        let jobs = RenderMatrix.jobs(screens: screens, profiles: catalogue)
        let phones = FakeCatalogue.devices.filter { $0.idiom == .phone }.count
        let pads = FakeCatalogue.devices.filter { $0.idiom == .pad }.count
        let perScreen = phones * 3 + pads * 3 * WindowMode.allCases.count
        #expect(jobs.count == screens.count * perScreen)
        #expect(Set(jobs.map(\.key)).count == jobs.count)
        #expect(!jobs.contains { $0.profile.idiom == .tv })
        #expect(!jobs.contains { $0.profile.idiom == .phone && $0.profile.window != .full })
    }

    @Test func orderIsTemplatePathThenCatalogueThenOrientationThenWindow() {
        let screens = [FakeCatalogue.screen("zeta"), FakeCatalogue.screen("alpha")]
        let jobs = RenderMatrix.jobs(screens: screens, profiles: catalogue)
        #expect(jobs.first?.key == "alpha/iphone-a-portrait")
        #expect(jobs.prefix(4).map(\.key) == [
            "alpha/iphone-a-portrait", "alpha/iphone-a-landscape-left", "alpha/iphone-a-landscape-right", "alpha/iphone-b-portrait",
        ])
        #expect(jobs[6].key == "alpha/ipad-a-portrait")
        #expect(jobs[7].key == "alpha/ipad-a-portrait-split-1-3")
        #expect(jobs.last?.key == "zeta/ipad-a-landscape-right-slide-over")
        // The same inputs in another order give the same list.
        #expect(RenderMatrix.jobs(screens: screens.reversed(), profiles: catalogue) == jobs)
    }

    @Test func templateRestrictionsNarrowTheMatrix() {
        let portraitOnly = RenderMatrix.jobs(screens: [FakeCatalogue.screen("p", orientations: [.portrait])], profiles: catalogue)
        #expect(portraitOnly.count == 2 + 5)
        #expect(portraitOnly.allSatisfy { $0.profile.orientation == .portrait })

        let rightOnly = RenderMatrix.jobs(screens: [FakeCatalogue.screen("r", orientations: [.landscapeRight])], profiles: catalogue)
        #expect(rightOnly.count == 2 + 5)
        #expect(rightOnly.allSatisfy { $0.profile.orientation == .landscapeRight })

        // A television has one orientation: its key names none (Profile.slug).
        let tv = RenderMatrix.jobs(screens: [FakeCatalogue.screen("tv", idioms: [.tv])], profiles: catalogue)
        #expect(tv.map(\.key) == ["tv/tv-a"])

        let oneDevice = RenderMatrix.jobs(screens: [FakeCatalogue.screen("d", devices: ["iphone-b"])], profiles: catalogue)
        #expect(oneDevice.map(\.key) == ["d/iphone-b-portrait", "d/iphone-b-landscape-left", "d/iphone-b-landscape-right"])

        let phoneOnly = RenderMatrix.jobs(screens: [FakeCatalogue.screen("ph", idioms: [.phone])], profiles: catalogue)
        #expect(phoneOnly.count == 6)
    }

    /// The planner's selection (`ProfilePlan`: `--orientations`, `--windows`) narrows the fake catalogue;
    /// `--only` keeps the named cells and whole screens.
    @Test func selectionNarrowsAndWidens() {
        let screen = FakeCatalogue.screen("s")
        func jobs(_ screens: [MatrixScreen], only: [String]? = nil, _ plan: ProfilePlan) -> [RenderJob] {
            RenderMatrix.jobs(screens: screens, only: only) { FakeCatalogue.planned(for: $0, plan: plan) }
        }
        #expect(jobs([screen], ProfilePlan(orientations: Orientation.allCases)).count == 2 * 3 + 3 * 5)
        #expect(jobs([screen], ProfilePlan(windows: [.full])).count == 6 + 3)
        #expect(jobs([screen, FakeCatalogue.screen("t")], only: ["s/iphone-a-portrait", "t"], ProfilePlan()).count == 1 + 21)
        // A screen restricted to portrait ignores an explicit landscape selection.
        #expect(jobs([FakeCatalogue.screen("p", orientations: [.portrait])], ProfilePlan(orientations: [.landscapeLeft])).isEmpty)
    }

    /// `--window` applies to phones too: they have only the full window, so naming only multitasking
    /// windows draws iPads alone (no full-screen phone slipped in).
    @Test func multitaskingWindowsLeaveThePhonesOut() {
        let plan = ProfilePlan(windows: [.splitHalf, .slideOver])
        let split = RenderMatrix.jobs(screens: [FakeCatalogue.screen("s")]) { FakeCatalogue.planned(for: $0, plan: plan) }
        let pads = FakeCatalogue.devices.filter { $0.idiom == .pad }.count
        #expect(split.count == pads * 3 * 2)
        #expect(split.allSatisfy { $0.profile.idiom == .pad && $0.profile.window != .full })
    }

    /// The appearance axis joins only when asked, and then each light cell keeps its key and
    /// its profile, with its dark twin (`…-dark`) right after it.
    @Test func appearancesJoinOnlyWhenAsked() {
        let plain = RenderMatrix.jobs(screens: [FakeCatalogue.screen("s")], profiles: catalogue)
        #expect(!plain.contains { $0.profile.appearance != nil || $0.key.hasSuffix("-dark") })

        var both = FakeCatalogue.screen("s")
        both.appearances = [.dark, .light]
        let jobs = RenderMatrix.jobs(screens: [both], profiles: catalogue)
        #expect(jobs.count == 2 * plain.count)
        let light = stride(from: 0, to: jobs.count, by: 2).map { jobs[$0] }
        let dark = stride(from: 1, to: jobs.count, by: 2).map { jobs[$0] }
        #expect(light.map(\.key) == plain.map(\.key))
        #expect(light.map(\.profile) == plain.map(\.profile))
        let darkKeys: [String] = plain.map { $0.key + "-dark" }
        #expect(dark.map(\.key) == darkKeys)
        #expect(Set(jobs.map(\.key)).count == jobs.count)

        var darkOnly = FakeCatalogue.screen("d")
        darkOnly.appearances = [.dark]
        #expect(RenderMatrix.jobs(screens: [darkOnly], profiles: catalogue).allSatisfy { $0.profile.appearance == .dark })
    }

    /// `--appearance` wins over the template, the template over `bezel.yml`, and light is the default
    /// (`Appearance.chosen`, the planner's rule).
    @Test func appearancePrecedence() {
        var screen = FakeCatalogue.screen("s")
        func appearances(_ plan: ProfilePlan) -> [Appearance] {
            let first = FakeCatalogue.planned(for: screen, plan: plan).prefix { $0.slug.hasPrefix("iphone-a-portrait") }
            return first.map { $0.appearance ?? .light }
        }
        #expect(appearances(ProfilePlan()) == [.light])
        #expect(appearances(ProfilePlan(defaultAppearances: [.dark, .light])) == [.light, .dark])
        screen.appearances = [.dark]
        #expect(appearances(ProfilePlan(defaultAppearances: [.light])) == [.dark])
        #expect(appearances(ProfilePlan(appearances: [.light], defaultAppearances: [.dark])) == [.light])
    }
}

@Suite struct ShardTests {
    let jobs = RenderMatrix.jobs(screens: ["a", "b", "c", "d", "e"].map { FakeCatalogue.screen($0) }, profiles: FakeCatalogue.profiles)

    @Test(arguments: [1, 2, 3, 4, 7, 70, 100])
    func shardsAreDisjointAndTogetherTheWholeMatrix(count: Int) throws {
        var seen: [String] = []
        for index in 1...count {
            let shard = try #require(ShardSpec(index: index, count: count))
            seen += shard.select(jobs).map(\.key)
        }
        #expect(seen.count == jobs.count)
        #expect(Set(seen) == Set(jobs.map(\.key)))
    }

    /// Greedy largest-first: no shard exceeds the mean by more than the largest job.
    @Test(arguments: [2, 3, 5])
    func shardsAreBalancedByPixels(count: Int) throws {
        let loads = try (1...count).map { index in
            try #require(ShardSpec(index: index, count: count)).select(jobs).map(\.estimatedCost).reduce(0, +)
        }
        let mean = jobs.map(\.estimatedCost).reduce(0, +) / count
        let largest = jobs.map(\.estimatedCost).max() ?? 0
        #expect(loads.allSatisfy { $0 <= mean + largest })
        #expect(loads.allSatisfy { $0 > 0 })
    }

    @Test func shardKeepsMatrixOrder() throws {
        let shard = try #require(ShardSpec(index: 2, count: 3)).select(jobs)
        let positions = shard.map { job in jobs.firstIndex(of: job) ?? -1 }
        #expect(positions == positions.sorted())
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "", "-1/2"])
    func badShardSpecsAreRefused(text: String) {
        #expect(throws: (any Error).self) { try ShardSpec(parsing: text) }
    }

    @Test func parsesShardSpec() throws {
        #expect(try ShardSpec(parsing: "2/3") == ShardSpec(index: 2, count: 3))
    }

}
