import Devices
import Diagnostics
import Goldens
import Layout
import Output
import Project
import Reports
import Run
import Screens

/// `bezel render` without a device: finds the templates, loads them, plans the matrix on the
/// catalogue, runs the batch with progress, prints the summary. The per-image pipeline is the
/// caller's `render`, which gets each job with its loaded `Screen`.
package enum BatchDriver {
    /// The per-image pipeline as the driver calls it: the job and the screen it was planned from.
    package typealias ScreenRenderFunction = @Sendable (RenderJob, Screen) throws -> RenderResult

    /// The loaded templates and the jobs of the whole matrix (before sharding), in matrix order, the
    /// documents that hold no scene with a view (a XIB of only objects or gesture recognizers): drawn as
    /// nothing and named in a note (`ScreenLoader.emptyDocumentNote`), as `bezel layout` and `bezel check` do,
    /// and the notes on what the folder searches left out (`TemplateSearch.notes`).
    package static func plan(_ request: BatchRequest) throws(InputError) -> BatchPlan {
        let search = try TemplateFinder.search(in: request.config.templates)
        let paths = search.paths
        // Documents of one name (one storyboard per language or target) each get their own output folders.
        let documentNames = SceneNames.documentNames(for: paths)
        var screens: [String: Screen] = [:]
        var emptyDocuments: [String] = []
        var matrixScreens: [MatrixScreen] = []
        var problems: [Diagnostic] = []
        for path in paths {
            do throws(InputError) {
                // Read no more than the limit: a huge file is refused without being loaded whole.
                let bytes = try ScreenLoader.bytes(path: path)
                let loaded = SceneNames.renamed(
                    try ScreenLoader.screens(bytes: bytes, file: path, scene: request.scene, assets: request.config.assets, allowEmpty: true),
                    path: path, documentNames: documentNames)
                if loaded.isEmpty { emptyDocuments.append(path) }
                for var screen in loaded {
                    if let direction = request.config.layoutDirection { screen.layoutDirection = direction }
                    // Bezel's own folders in the output cannot double as a screen's (a document's
                    // screens are `<document>/<scene>`, so the first component is what counts).
                    let folder = screen.name.split(separator: "/").first.map(String.init) ?? screen.name
                    if SafeNames.reservedOutputFolders.contains(folder) {
                        throw InputError(at: screen.location(of: "screen"),
                                         "screen name '\(folder)' is taken by Bezel's own folder in the output; rename the screen or document")
                    }
                    if let other = matrixScreens.first(where: { $0.name == screen.name }) {
                        throw InputError(at: screen.location(of: "screen"), "screen name '\(screen.name)' is also used by \(other.path); outputs would collide")
                    }
                    screens[screen.name] = screen
                    var matrixScreen = try CatalogueMatrix.matrixScreen(screen, path: path, templateBytes: bytes)
                    if let ios = request.ios { matrixScreen.ios = ios }
                    matrixScreens.append(matrixScreen)
                }
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw InputError(problems) }
        if request.savedDevice {
            var leftOut: [String] = []
            let jobs = try savedJobs(request, screens: screens, matrixScreens: matrixScreens, named: search.named, leftOut: &leftOut)
            return BatchPlan(screens: screens, jobs: jobs, emptyDocuments: emptyDocuments,
                             notes: search.notes + [SavedProfile.leftOutWarning(leftOut)].compactMap { $0 })
        }
        let config = request.config
        if let device = request.device {
            // One device named: the planner plans on it alone, no catalogue swept and no selection read again.
            let plan = ProfilePlan(device: device, appearances: config.forcedAppearances, defaultAppearances: config.appearances)
            let jobs = try CatalogueMatrix.jobs(screens: matrixScreens, plan: plan, only: request.only)
            try checkOnly(request, jobs: jobs)
            if jobs.isEmpty && !matrixScreens.isEmpty {
                throw InputError([Diagnostic(.error, at: nil, "nothing to render: " + emptyMatrixReason(config, device: device))])
            }
            return BatchPlan(screens: screens, jobs: jobs, emptyDocuments: emptyDocuments, notes: search.notes)
        }
        var plan = ProfilePlan(orientations: config.orientations, windows: config.windows, ios: request.ios,
                               appearances: config.forcedAppearances, defaultAppearances: config.appearances)
        if let devices = config.devices {
            do {
                // The devices it names one by one are remembered, as `bezel check` remembers them: a `--ios` one
                // of them cannot run is an error, and one newer than a screen's `ios:` is a note.
                let selected = try ProfilePlan(selection: DeviceSelection.parse(devices))
                plan = ProfilePlan(devices: selected.devices, namedDevices: selected.namedDevices, orientations: plan.orientations,
                                   windows: plan.windows, ios: plan.ios, appearances: plan.appearances, defaultAppearances: plan.defaultAppearances)
            } catch let error as InputError {
                throw error
            } catch {
                throw InputError("\(error)")
            }
        }
        let jobs = try CatalogueMatrix.jobs(screens: matrixScreens, plan: plan, only: request.only)
        try checkOnly(request, jobs: jobs)
        if jobs.isEmpty && !matrixScreens.isEmpty {
            // Drawing nothing is not success: the selection and the templates share no profile.
            throw InputError([Diagnostic(.error, at: nil, "nothing to render: " + emptyMatrixReason(config))])
        }
        return BatchPlan(screens: screens, jobs: jobs, emptyDocuments: emptyDocuments, notes: search.notes)
    }

    /// `--device saved`: one job per scene (per appearance asked for), on the profile Interface Builder
    /// showed the scene on; a template has no saved device, which is said for each.
    /// `leftOut`: the paths of the screens a folder run leaves out for want of a saved canvas
    /// (`SavedProfile.leavesOut`), in matrix order; they are not drawn.
    static func savedJobs(
        _ request: BatchRequest, screens: [String: Screen], matrixScreens: [MatrixScreen], named: Set<String>, leftOut: inout [String]
    ) throws(InputError) -> [RenderJob] {
        var saved: [String: Profile] = [:]
        var problems: [Diagnostic] = []
        for matrixScreen in matrixScreens {
            guard let screen = screens[matrixScreen.name] else { continue }
            if SavedProfile.leavesOut(screen, path: matrixScreen.path, named: named) {
                leftOut.append(matrixScreen.path)
                continue
            }
            do throws(InputError) {
                saved[screen.name] = try SavedProfile.profile(for: screen, ios: request.ios)
            } catch {
                problems += error.diagnostics
            }
        }
        guard problems.isEmpty else { throw InputError(problems) }
        // Each scene on its saved profile, narrowed and in the appearances the planner gives it.
        let plan = ProfilePlan(appearances: request.config.forcedAppearances, defaultAppearances: request.config.appearances)
        let jobs = RenderMatrix.jobs(screens: matrixScreens, only: request.only) { screen in
            plan.planned(saved[screen.name].map { [$0] } ?? [], for: screen.request)
        }
        try checkOnly(request, jobs: jobs)
        return jobs
    }

    /// `--only` values that name no job of the run are an error, with the nearest names.
    static func checkOnly(_ request: BatchRequest, jobs: [RenderJob]) throws(InputError) {
        guard let only = request.only else { return }
        let keys = Set(jobs.map(\.key)), names = Set(jobs.map(\.screen.name))
        let unknown = only.filter { !keys.contains($0) && !names.contains($0) }
        if !unknown.isEmpty {
            throw InputError(unknown.map { Diagnostic(.error, at: nil, "--only '\($0)' names no screen or screen/profile of this run"
                + Suggestions.didYouMean($0, in: Array(keys) + Array(names))) })
        }
    }

    /// Why the matrix came out empty, in the words of the options that narrowed it (`device`: the one
    /// `--device` named, as the user wrote it).
    static func emptyMatrixReason(_ config: ProjectConfig, device: NamedDevice? = nil) -> String {
        var narrowing: [String] = []
        if let devices = device?.name ?? config.devices { narrowing.append("devices '\(devices)'") }
        if let orientations = config.orientations { narrowing.append("orientations " + orientations.map(\.rawValue).joined(separator: ",")) }
        if let windows = config.windows { narrowing.append("windows " + windows.map(\.rawValue).joined(separator: ",")) }
        let selection = narrowing.isEmpty ? "the catalogue" : narrowing.joined(separator: ", ")
        var reason = "\(selection) and the templates' ios: (a device newer than it is left out), devices:, idioms: and orientations: share no profile"
        if let windows = config.windows, !windows.contains(.full) {
            reason += " (iPhones and Apple TVs have only the full window)"
        }
        return reason
    }

    /// Plans and runs the batch, printing progress and the summary to `terminal`. Installs the SIGINT
    /// handler; `shouldStop` (SIGINT's flag by default) is polled between jobs.
    ///
    /// For the golden stage: `findOrphans` gets the whole matrix and returns the goldens no job
    /// renders; `checkUnchanged` compares a job skipped as unchanged with its golden. `planned` is
    /// `plan(request)` when the caller already made it (the templates are then not loaded again).
    package static func run(
        _ request: BatchRequest, planned: BatchPlan? = nil, terminal: BatchTerminal,
        shouldStop: @escaping @Sendable () -> Bool = { InterruptFlag.isRequested },
        findOrphans: (([RenderJob]) throws(InputError) -> [OrphanedGolden])? = nil,
        checkUnchanged: (@Sendable (RenderJob, Screen, ManifestEntry) throws -> GoldenResult?)? = nil,
        render: @escaping ScreenRenderFunction
    ) throws(InputError) -> BatchOutcome {
        let made: BatchPlan
        if let planned { made = planned } else { made = try plan(request) }
        let (screens, jobs) = (made.screens, made.jobs)
        let config = request.config
        var options = BatchOptions(
            output: OutputFolder(config.output), workers: config.jobs ?? terminal.processors, force: request.force,
            rendererVersion: request.rendererVersion,
            renderOptions: config.renderFingerprint + (request.extraRenderOptions.isEmpty ? "" : ";" + request.extraRenderOptions),
            failOn: config.failOn.severity, shard: request.shard, keepOtherEntries: request.shard == nil,
            acceptCommand: request.acceptCommand)
        // The stand-ins of the screens this run draws, named once per screen however many profiles draw them.
        let drawnScreens = Set(jobs.map(\.screen.name)).sorted().compactMap { screens[$0] }
        let substitutes = drawnScreens.flatMap { screen in screen.substitutes.map { (screen.name, $0) } }
        options.notDrawnExactly = substitutes.map { name, s in "\(name): \(s.what) \(s.name ?? s.id) (\(s.id))" }
        options.acceptOnly = request.only
        let colour = terminal.colour
        let total = request.shard?.select(jobs).count ?? jobs.count
        let meter = ProgressMeter(mode: .detect(quiet: request.quiet, isTerminal: terminal.isTerminal, environment: terminal.environment),
                                  total: total, colour: colour, write: terminal.control)
        InterruptFlag.install()
        options.removesStaleTemporaries = try OutputOwnership.check(options.output, force: request.forceOutput)
        // Held until the reports are written: the first write below is the orphaned goldens' copies.
        let lock = try OutputLock(options.output, wait: request.waitForOutput, waiting: terminal.write)
        defer { withExtendedLifetime(lock) {} }
        let orphans = try findOrphans?(jobs) ?? []
        var unchanged: UnchangedCheck?
        if let checkUnchanged {
            unchanged = { job, entry in
                guard let screen = screens[job.screen.name] else { return nil }
                return try checkUnchanged(job, screen, entry)
            }
        }
        let outcome = try BatchRunner.run(jobs, options: options, progress: meter, orphanedGoldens: orphans, shouldStop: shouldStop,
                                          checkUnchanged: unchanged) { job in
            guard let screen = screens[job.screen.name] else {
                throw InputError("no loaded screen named '\(job.screen.name)'")
            }
            return try render(job, screen)
        }
        if !request.quiet {
            for warning in outcome.warnings { terminal.write("bezel: warning: \(warning)\n") }
            if let line = Screen.substituteSummary(substitutes.map(\.1)) { terminal.write("bezel: note: \(TerminalText.oneLine(line))\n") }
        }
        // Errors are printed even with --quiet ("print nothing but errors"): a failed job must say why. An
        // error of the screen itself (a pin rule, a constraint's syntax) stops the image of every profile with
        // the same line; it is printed once, and the summary counts the images that failed.
        var printed: Set<String> = []
        for line in outcome.errors where printed.insert(line).inserted { terminal.write(line + "\n") }
        // After the jobs' own reasons, so a full disk names every image it cost, not only the last file.
        if let failure = outcome.reportFailure { throw failure }
        if !request.quiet {
            terminal.control(SummaryText.lines(for: outcome.reportHeading, outputFolder: options.output, colour: colour))
        }
        return outcome
    }
}
