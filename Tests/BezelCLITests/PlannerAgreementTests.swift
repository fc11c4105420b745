@testable import Batch
@testable import BezelCLI
@testable import Devices
@testable import Project
@testable import Screens
import Testing

/// `bezel check` and `bezel render`'s batch ask one planner (`ProfilePlan`) for a screen's profiles. Each
/// command turns its own flags into the plan (`CheckCommand.profilePlan`, `RenderCommand.makeRequest` then
/// `BatchDriver.plan`), so the two can still drift apart there. For every Template (templates and
/// documents) under several selections, the batch's cells that the checks can judge are exactly the
/// profiles `bezel check` checks, screen by screen, in the same order, at the same iOS and appearance.
@Suite struct PlannerAgreementTests {
    static let templates = GoldenCommandTests.root + "/Templates"

    @Test(arguments: [
        [],
        ["--devices", "iphone-x,ipad-pro-11", "--orientations", "landscape-right"],
        ["--devices", "ipad", "--windows", "split-1/2,slide-over"],
        ["--ios", "15", "--appearance", "both"],
        ["--devices", "iphone-se,ipad,tv", "--orientations", "portrait", "--ios", "17"],
    ])
    func checkAndTheBatchPlanTheSameProfiles(flags: [String]) throws {
        let check = try ParsedArguments.parse(["--format", "json", Self.templates] + flags, options: CheckCommand.options + BezelCommandLine.globalOptions)
        let (plan, saved) = try CheckCommand.profilePlan(check, config: ProjectConfig())
        #expect(!saved)
        var checked: [String: [Profile]] = [:]
        for path in try TemplateFinder.templates(in: [Self.templates]) {
            for screen in try ScreenLoader.screens(path: path) {
                let profiles = try plan.selection(for: screen).profiles
                if !profiles.isEmpty { checked[screen.name] = profiles }
            }
        }

        let render = try ParsedArguments.parse(["--format", "svg", Self.templates] + flags, options: RenderCommand.options + BezelCommandLine.globalOptions)
        let drawn = try BatchDriver.plan(try RenderCommand.makeRequest(render)).jobs
        var judged: [String: [Profile]] = [:]
        for job in drawn where ProfilePlan.hasKnownHardware(job.profile) { judged[job.screen.name, default: []].append(job.profile) }

        #expect(checked.count > 3, "\(flags)")
        #expect(Set(judged.keys) == Set(checked.keys), "\(flags)")
        for (name, profiles) in checked {
            #expect(judged[name] == profiles, "\(name) \(flags)")
        }
    }
}
