import Batch
import Checks
import Devices
import Diagnostics
import Goldens
import Project
import Render
import Reports
import Run
import Drawing
import Screens
import Text

/// `bezel render`: every screen on every selected profile, as PNG and SVG, with the manifest, the
/// reports and the review page. One device (`--device`) narrowed to one image is that image alone
/// (`SingleImage`): the same stages, no manifest, cache, pool or run reports; its findings are printed.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "Draw screens on device profiles as PNG and SVG, with reports and a review page."
    static let usage = [
        "render [PATHS...] [--devices SEL] [--orientation O,...] [--window W,...] [--layout-direction D] [--jobs N] [--shard K/N] [--output DIR]",
        "render SCREEN.yml --device ID [--orientation O] [--window W] [--ios N] [--format png,svg] [--scale S] [--out DIR]",
        "render DOCUMENT.storyboard|.xib --device saved [--scene ID] [--ios N] [--out DIR]",
    ]
    static let options: [OptionSpec] = [
        .option("device", "ID", "One device: draw only it (default orientation portrait, window full);"
            + " saved: each storyboard or XIB scene on the device and orientation Interface Builder saved it on.", choices: OptionChoices.devices + ["saved"]),
        .option("devices", "SEL", "Device selection: all, iphone, ipad, tv, ids, globs (iphone-1?-pro*), comma lists.", choices: OptionChoices.deviceSelections),
        .option("orientation", "O", "portrait, landscape-left, landscape-right (repeatable or comma list).", repeatable: true, choices: OptionChoices.orientations),
        .option("orientations", "LIST", "Same as --orientation (the spelling bezel check uses).", repeatable: true, choices: OptionChoices.orientations),
        .option("windows", "LIST", "Same as --window (the spelling bezel check uses).", repeatable: true, choices: OptionChoices.windows),
        .option("window", "W", "full, split-1/3, split-1/2, split-2/3, slide-over (repeatable or comma list); iPhones and TVs have only full.", repeatable: true, choices: OptionChoices.windows),
        .option("ios", "N", "Apply the rules of iOS N (10-26) to every screen, each device at N or its last iOS when older; default: each screen's ios:, else each device's newest."),
        .option("appearance", "A", "light, dark or both, for every screen; default: each screen's appearance:, else bezel.yml's, else light.", choices: OptionChoices.appearances),
        .option("format", "F", "png, svg or both (default: png,svg).", repeatable: true, choices: ["png", "svg", "png,svg"]),
        .option("scale", "S", "Pixels per point, 1 to 4; default: each device's own scale."),
        .option("frame", "F", "device (default: the device around the screen, with caption and legend) or screen.", choices: DeviceArt.Frame.allCases.map(\.rawValue)),
        .option("overlays", "LIST", "Overlays to draw: safe-area, margins, frames, findings (default: all)."),
        .flag("no-overlays", "Draw no overlays: the app as the user sees it."),
        .flag("text-as-paths", "Write SVG text as glyph outlines (renders the same without the fonts)."),
        .flag("optimize", "Spend more time for smaller PNGs (for goldens kept in a repository)."),
        .option("output", "DIR", "Output folder (default: Output, or bezel.yml's output)."),
        .option("out", "DIR", "Same as --output."),
        .option("jobs", "N", "Images drawn in parallel (default: the machine's cores)."),
        .option("shard", "K/N", "Draw only shard K of N of the matrix (for CI matrices; merge with bezel report merge)."),
        .option("only", "KEY", "Only SCREEN or SCREEN/PROFILE (repeatable).", repeatable: true),
        .option("scene", "ID", "Only this scene of each storyboard or XIB: its view controller id, storyboard identifier or name."),
        .option("assets", "DIR", "An asset catalogue (*.xcassets) or a folder holding some, looked in before those beside and above each document (repeatable).", repeatable: true),
        .flag("force", "Draw every image, even those whose inputs did not change."),
        .flag("quiet", "Print nothing but errors."),
        .flag("wait", "When another bezel run is writing into the output folder, wait for it (default: exit 2)."),
        .flag("force-output", "Write into an output folder that holds files but is not Bezel's (no .bezel.lock, no Bezel manifest.json); default: exit 2."),
        .option("config", "FILE", "Project config (default: bezel.yml when present)."),
        .option("fail-on", "LEVEL", "error (default), warning, info or never: the findings that make the exit status 1.", choices: OptionChoices.failOn),
        .option("pseudo-localize", "MODE", "Check text pseudo-localised: accented (40% longer) or cjk.", choices: OptionChoices.pseudoLocalizations),
        .option("content-size", "CATEGORY", "Check text at a Dynamic Type size: xSmall ... xxxLarge, AX1 ... AX5."),
        .option("layout-direction", "D", "leftToRight or rightToLeft: lay every screen out in this direction (default: each screen's layoutDirection:, else leftToRight).", choices: OptionChoices.layoutDirections),
        .option("golden", "DIR", "Compare every image with DIR/<screen>/<profile>.png."),
        .option("threshold", "T", "Perceptual golden comparison, pixelmatch's threshold 0 to 1 (default: exact)."),
    ] + RenderGolden.options
    static let discussion = """
        One image (--device, one orientation, one window, one appearance, no --golden): DIR/<screen>/<profile>.png,
        .svg and .layout.json, and its findings on standard output as bezel check prints them.

        Outputs: DIR/<screen>/<device>-<orientation>[-<window>][-dark].png and .svg, DIR/manifest.json,
        DIR/report.json, DIR/junit.xml and DIR/index.html (open it in a browser). A run over the whole
        matrix also writes DIR/<screen>/sheet.png: the screen on four typical devices side by side. An image whose inputs
        (template, device data, renderer, options) did not change is not drawn again; --force draws all.

        Goldens (--golden DIR or golden: in bezel.yml): each image is compared with DIR/<screen>/<profile>.png
        and its layout with DIR/<screen>/<profile>.layout.json (changes said in words); DIR/<screen>/<profile>.svg
        too when kept. --record missing (default; none when CI is set) writes missing goldens, changed also
        rewrites differing ones, all rewrites every golden whose bytes differ. On CI a missing or newly written
        golden fails the run. Changed images get <profile>.golden.png and .diff.png beside the output for
        the review page. --prune deletes goldens no screen × profile renders any more. See docs/goldens.md.

        Exit status: 0 when nothing failed, 1 for findings at or above --fail-on or golden differences,
        2 for bad input (a corrupt golden included), 130 when interrupted (Ctrl-C: the images in flight
        finish, the manifest is written).
        """
    static let examples = [
        CommandExample("bezel render", "every template in Templates/ on every profile, into Output/"),
        CommandExample("bezel render Templates/comments-load-more.yml --device iphone-15-pro --orientation landscape-left --out shots",
                       "one image: its PNG, SVG and layout JSON in shots/, its findings printed"),
        CommandExample("bezel render --devices 'iphone-16-pro*,ipad-pro-11' --orientation portrait --window full --jobs 2",
                       "a selection (globs, ids, families, comma lists) in one orientation and window, two images at a time"),
        CommandExample("bezel render Templates/mail.storyboard --device saved --out shots",
                       "each scene of a storyboard on the device and orientation Interface Builder saved it on"),
        CommandExample("bezel render --golden Goldens", "compare with the goldens (the first run records them)"),
        CommandExample("bezel render --golden Goldens --record changed --only comments-load-more/iphone-x-portrait",
                       "accept one changed image"),
    ]

    /// Part of every image's input hash: bump it when what a job draws or writes changes (pixels, the layout
    /// JSON, the thumbnail beside each PNG), so that an earlier run's outputs are redrawn rather than kept.
    /// What each bump changed is in git log.
    static let rendererVersion = "bezel-render-7"

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        var request = try makeRequest(arguments)
        let golden = try RenderGolden.stage(arguments, config: request.config, environment: console.environment)
        if golden != nil { request.acceptCommand = RenderGolden.acceptCommand(arguments, options: Self.options) }
        let checks = try checkOptions(arguments, config: request.config)
        var options = try renderOptions(arguments, config: request.config)
        // The picture draws the text the checks measured (--content-size and --pseudo-localize
        // changed the findings but not the drawn text).
        options.displayList.textStress = checks.textStress
        let typesetter: Typesetter
        do {
            typesetter = try Typesetter.standard()
        } catch {
            throw InputError("\(error)")
        }
        let imageJob = ImageJob(
            pipeline: ImagePipeline(typesetter: typesetter, options: options),
            checkOptions: checks, golden: golden)
        let quiet = arguments.flag("quiet")
        // Planned once: the notes, the batch and the sheets all work from the same loaded templates.
        let planned = try BatchDriver.plan(request)
        // What the search or `--device saved` left out: notes unless --quiet, warnings always.
        for note in planned.notes where !quiet || note.severity == .warning { console.err("\(note.description)\n") }
        if !quiet {
            for path in planned.emptyDocuments { console.err("\(ScreenLoader.emptyDocumentNote(file: path).description)\n") }
            for note in uncheckedNotes(request, planned: planned.jobs) { console.err("\(note)\n") }
        }
        // Only documents with no scene that has a view: nothing to draw, said above, and nothing written.
        if planned.screens.isEmpty && !planned.emptyDocuments.isEmpty { return ExitStatus.success }
        let terminal = BatchTerminal.standard(
            write: { console.err($0) }, control: { console.errControl($0) }, isTerminal: console.isInteractive,
            environment: console.environment, colour: console.coloursErrors)
        // Goldens are reviewed on the folder's page (report.json, the accept command), so a golden run is a batch.
        if golden == nil, let job = SingleImage.cell(of: request, planned: planned.jobs, oneDevice: request.device != nil || request.savedDevice),
           let screen = planned.screens[job.screen.name] {
            let result = try SingleImage.run(job, screen: screen, request: request, terminal: terminal) { job, screen in
                try imageJob.render(job: job, screen: screen)
            }
            let report = CheckReport(
                evaluations: [CheckReport.Evaluation(screen: screen.name, file: job.screen.path, profile: job.profile, findings: result.findings)],
                failOn: request.config.failOn.severity)
            if !quiet {
                // An unchecked profile has said so in its note; a summary of no findings would claim a check.
                if result.checked { console.outText(CheckTextReport.render(report)) }
                console.err("bezel: wrote " + result.files.map { TerminalText.oneLine("\(request.config.output)/\($0.path)") }.joined(separator: ", ") + "\n")
            }
            return report.fails ? ExitStatus.findings : ExitStatus.success
        }
        var findOrphans: (([RenderJob]) throws(InputError) -> [OrphanedGolden])?
        var checkUnchanged: (@Sendable (RenderJob, Screen, ManifestEntry) throws -> GoldenResult?)?
        if let golden {
            let log: @Sendable (String) -> Void = { text in if !quiet { console.err(text) } }
            let search = try RenderGolden.orphanSearch(arguments)
            findOrphans = { [request] jobs throws(InputError) in try search.orphans(of: jobs, request: request, stage: golden, log: log) }
            checkUnchanged = { _, _, entry in try golden.check(unchanged: entry) }
        }
        let outcome = try BatchDriver.run(
            request, planned: planned, terminal: terminal,
            findOrphans: findOrphans, checkUnchanged: checkUnchanged
        ) { job, screen in
            try imageJob.render(job: job, screen: screen)
        }
        try golden?.finish()
        if let golden, !quiet {
            console.err(try GoldenSummaryText.lines(for: outcome.reportHeading, jobs: outcome.jobs, outputFolder: golden.output, onCI: golden.settings.onCI))
        }
        if try BatchSheets.write(request: request, screens: planned.screens, jobs: outcome.jobs, typesetter: typesetter), !request.quiet {
            console.err("bezel: sheets: \(TerminalText.oneLine(request.config.output))/<screen>/sheet.png\n")
        }
        return outcome.exitStatus
    }

    /// The notes for this run's profiles that are drawn but not checked (`ImageJob`), as `bezel check`
    /// words them: one line per reason, not one per image.
    static func uncheckedNotes(_ request: BatchRequest, planned: [RenderJob]) -> [Diagnostic] {
        let jobs = request.shard?.select(planned) ?? planned
        return ProfilePlan.notes(for: ProfilePlan.unknownSafeAreaOmissions(in: jobs.map(\.profile)))
    }

    /// The batch request: `bezel.yml`, then the command line over it. `--device` narrows the matrix
    /// to one image (portrait and full screen unless told otherwise): the device is looked up once
    /// (`NamedDevice`) and planned on as it is.
    static func makeRequest(_ arguments: ParsedArguments) throws -> BatchRequest {
        var values: [String: [String]] = [:]
        for name in ConfigOverrides.flagNames { values[name] = arguments.values(name) }
        // One option vocabulary for check and render: the plural spellings add to the singular.
        values["orientation", default: []] += arguments.values("orientations")
        values["window", default: []] += arguments.values("windows")
        if let out = arguments.value("out") {
            guard arguments.value("output") == nil else { throw UsageError("give --out or --output, not both") }
            values["output"] = [out]
        }
        let ios = try arguments.integer("ios", in: Catalogue.supportedIOS)
        let savedDevice = arguments.value("device") == "saved"
        var deviceName: String?
        if savedDevice {
            // The document says the device and orientation; a window or orientation on top would contradict it.
            guard arguments.value("devices") == nil else { throw UsageError("give --device or --devices, not both") }
            for name in ["orientation", "window"] where !values[name, default: []].isEmpty {
                throw UsageError("--device saved takes the orientation and window the document saved; leave out --\(name)")
            }
        } else if let device = arguments.value("device") {
            guard arguments.value("devices") == nil else { throw UsageError("give --device or --devices, not both") }
            deviceName = device
        }
        // The orientations and windows are read once, here, into typed values the device is checked against.
        var overrides = try ConfigOverrides.parse(templates: arguments.positionals) { values[$0] ?? [] }
        var named: NamedDevice?
        if let deviceName {
            // One device is one picture the user asked for: a window, orientation or iOS it lacks is an
            // error (as in `bezel layout`), not an empty or different run.
            let orientations = overrides.orientations ?? [.portrait], windows = overrides.windows ?? [.full]
            named = try NamedDevice(named: deviceName, orientations: orientations, windows: windows, ios: ios)
            overrides.orientations = orientations
            overrides.windows = windows
        }
        var config = try ProjectConfigLoader.load(configFlag: arguments.value("config")).overriding(with: overrides)
        if !arguments.values("assets").isEmpty { config.assets = arguments.values("assets") }
        let shard = try arguments.value("shard").map { text throws(InputError) in try ShardSpec(parsing: text) }
        return BatchRequest(
            config: config, only: arguments.values("only").isEmpty ? nil : arguments.values("only"), shard: shard,
            force: arguments.flag("force"), quiet: arguments.flag("quiet"), rendererVersion: rendererVersion,
            extraRenderOptions: extraOptionsFingerprint(arguments), ios: ios, scene: arguments.value("scene"),
            waitForOutput: arguments.flag("wait"), forceOutput: arguments.flag("force-output"), savedDevice: savedDevice,
            device: named)
    }

    /// How each image is drawn, from the flags and the config.
    static func renderOptions(_ arguments: ParsedArguments, config: ProjectConfig) throws -> RenderOptions {
        let frame = try arguments.choice("frame", as: DeviceArt.Frame.self) ?? .device
        var overlays = DisplayListOptions.allOverlays
        if let list = arguments.value("overlays") {
            guard !arguments.flag("no-overlays") else { throw UsageError("give --overlays or --no-overlays, not both") }
            overlays = []
            let names = LayerID.allCases.filter(\.isOverlay).map(\.rawValue)
            for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard let layer = LayerID(rawValue: name), layer.isOverlay else {
                    throw UsageError("--overlays takes \(names.joined(separator: ", ")), not '\(name)'" + Suggestions.didYouMean(name, in: names))
                }
                overlays.insert(layer)
            }
        }
        if arguments.flag("no-overlays") { overlays = [] }
        return RenderOptions(
            formats: Set(config.formats), scale: config.scale, displayList: DisplayListOptions(frame: frame, overlays: overlays),
            textAsPaths: arguments.flag("text-as-paths"), optimizePNG: arguments.flag("optimize"))
    }

    /// How the checks judge each image: `bezel.yml`'s rule settings and the text-stress flags.
    static func checkOptions(_ arguments: ParsedArguments, config: ProjectConfig) throws -> CheckOptions {
        let pseudo = try arguments.choice("pseudo-localize", as: PseudoLocalization.self)
        var category = ContentSizeCategory.default
        if let name = arguments.value("content-size") {
            guard let parsed = ContentSizeCategory(name: name) else {
                throw UsageError("--content-size must be a Dynamic Type category (xSmall … xxxLarge, AX1 … AX5), not '\(name)'")
            }
            category = parsed
        }
        return CheckOptions(config: config, pseudoLocalization: pseudo, contentSize: category)
    }

    /// The drawing options that are not in `bezel.yml`, as canonical text for the input hash.
    static func extraOptionsFingerprint(_ arguments: ParsedArguments) -> String {
        var parts = ["frame=\(arguments.value("frame") ?? "device")"]
        parts.append("overlays=\(arguments.flag("no-overlays") ? "none" : arguments.value("overlays") ?? "all")")
        if arguments.flag("text-as-paths") { parts.append("text-as-paths") }
        if arguments.flag("optimize") { parts.append("optimize") }
        if let pseudo = arguments.value("pseudo-localize") { parts.append("pseudo-localize=\(pseudo)") }
        if let size = arguments.value("content-size") { parts.append("content-size=\(size)") }
        return parts.joined(separator: ";")
    }
}
