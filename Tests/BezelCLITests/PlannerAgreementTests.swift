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
        ["--device", "ipad-pro-11", "--orientation", "landscape-left", "--window", "split-1/2,slide-over"],
        ["--device", "iphone-x", "--ios", "14", "--appearance", "both"],
        ["--device", "saved", "--appearance", "both"],
    ])
    func checkAndTheBatchPlanTheSameProfiles(flags: [String]) throws {
        let check = try ParsedArguments.parse(["--format", "json", Self.templates] + flags, options: CheckCommand.options + BezelCommandLine.globalOptions)
        let (plan, saved) = try CheckCommand.profilePlan(check, config: ProjectConfig())
        #expect(saved == flags.contains("saved"))
        var checked: [String: [Profile]] = [:]
        // One memo across the screens, as `bezel check` keeps it: screens that ask alike share a selection.
        var planned: [ProfilePlan.ScreenRequest: ProfilePlan.Selection] = [:]
        for path in try TemplateFinder.templates(in: [Self.templates]) {
            // `--device saved` is for documents: a template has no saved device (both commands say so).
            guard !saved || !path.hasSuffix(".yml") else { continue }
            for screen in try ScreenLoader.screens(path: path) {
                let profiles = try CheckCommand.selection(for: screen, plan: plan, savedDevice: saved, planned: &planned).profiles
                if !profiles.isEmpty { checked[screen.name] = profiles }
            }
        }

        let paths = saved ? try TemplateFinder.templates(in: [Self.templates]).filter { !$0.hasSuffix(".yml") } : [Self.templates]
        let render = try ParsedArguments.parse(["--format", "svg"] + paths + flags, options: RenderCommand.options + BezelCommandLine.globalOptions)
        let drawn = try BatchDriver.plan(try RenderCommand.makeRequest(render)).jobs
        var judged: [String: [Profile]] = [:]
        for job in drawn where ProfilePlan.hasKnownHardware(job.profile) { judged[job.screen.name, default: []].append(job.profile) }

        #expect(checked.count > (saved ? 1 : 3), "\(flags)")
        #expect(Set(judged.keys) == Set(checked.keys), "\(flags)")
        for (name, profiles) in checked {
            #expect(judged[name] == profiles, "\(name) \(flags)")
        }
    }

    /// A selection one command refuses, the other refuses with the same message: a device named with an iOS
    /// it cannot run, a window the device lacks, an orientation a TV does not have.
    @Test(arguments: [
        ["--devices", "iphone-x,ipad-pro-11", "--ios", "18"],
        ["--device", "iphone-x", "--ios", "18"],
        ["--device", "iphone-15-pro", "--window", "split-1/2"],
    ])
    func checkAndTheBatchRefuseTheSameSelections(flags: [String]) throws {
        func message(_ body: () throws -> Void) -> String? {
            do {
                try body()
                return nil
            } catch {
                return "\(error)"
            }
        }
        let checkMessage = message {
            let check = try ParsedArguments.parse([Self.templates] + flags, options: CheckCommand.options + BezelCommandLine.globalOptions)
            let (plan, saved) = try CheckCommand.profilePlan(check, config: ProjectConfig())
            var planned: [ProfilePlan.ScreenRequest: ProfilePlan.Selection] = [:]
            for path in try TemplateFinder.templates(in: [Self.templates]) {
                for screen in try ScreenLoader.screens(path: path) {
                    _ = try CheckCommand.selection(for: screen, plan: plan, savedDevice: saved, planned: &planned)
                }
            }
        }
        let renderMessage = message {
            let render = try ParsedArguments.parse([Self.templates] + flags, options: RenderCommand.options + BezelCommandLine.globalOptions)
            _ = try BatchDriver.plan(try RenderCommand.makeRequest(render))
        }
        #expect(checkMessage != nil, "\(flags)")
        #expect(checkMessage == renderMessage, "\(flags)")
    }
}
