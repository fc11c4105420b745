import Batch
import Checks
import Devices
import Diagnostics
import Layout
import Project
import Screens
import Text

/// `bezel check`: every screen on every selected profile, laid out and checked without drawing.
struct CheckCommand: Command {
    static let name = "check"
    static let summary = "Check screens on every device profile for safe-area, clipping and truncation problems."
    static let usage = [
        "check [PATHS...] [--devices SEL|--device ID|saved] [--orientations LIST] [--windows LIST] [--ios N] [--appearance light|dark|both]"
            + " [--format text|json|junit|sarif|github] [--fail-on error|warning|info|never]"
            + " [--pseudo-localize accented|cjk] [--content-size CATEGORY] [--layout-direction leftToRight|rightToLeft]",
    ]
    static let options: [OptionSpec] = [
        .option("devices", "SEL", "Devices: all (default), iphone, ipad, tv, slugs, model identifiers or globs, comma-separated;"
            + " saved: each storyboard or XIB scene on the device and orientation Interface Builder saved it on.",
            choices: OptionChoices.deviceSelections + ["saved"]),
        .option("device", "ID", "One device, as bezel render and bezel layout take it: portrait and full screen unless --orientations"
            + " or --windows say otherwise; an orientation, window or iOS it lacks is an error. saved: each scene on the device"
            + " and orientation Interface Builder saved it on.", choices: OptionChoices.devices + ["saved"]),
        .option("orientations", "LIST", "portrait, landscape-left, landscape-right, comma-separated (default: all).", choices: OptionChoices.orientations),
        .option("windows", "LIST", "full, split-1/3, split-1/2, split-2/3, slide-over, comma-separated (default: all).", choices: OptionChoices.windows),
        .option("orientation", "LIST", "Same as --orientations (the spelling bezel render uses).", repeatable: true, choices: OptionChoices.orientations),
        .option("window", "LIST", "Same as --windows (the spelling bezel render uses).", repeatable: true, choices: OptionChoices.windows),
        .option("ios", "N", "Apply the rules of iOS N (10-26); default: each screen's ios:, else the newest."),
        .option("appearance", "A", "light, dark or both: each profile once per appearance (its findings under its own id, ...-dark);"
            + " default: each screen's appearance:, else bezel.yml's, else light.", choices: OptionChoices.appearances),
        .option("format", "F", "text (default), json, junit, sarif or github.", choices: Format.allCases.map(\.rawValue)),
        .option("scene", "ID", "Only this scene of each storyboard or XIB: its view controller id, storyboard identifier or name."),
        .option("assets", "DIR", "An asset catalogue (*.xcassets) or a folder holding some, looked in before those beside and above each document (repeatable).", repeatable: true),
        .option("fail-on", "S", "Exit 1 when a finding at or above S exists: error (default), warning, info or never.", choices: OptionChoices.failOn),
        .option("pseudo-localize", "MODE", "Measure text pseudo-localised: accented (40% longer) or cjk.", choices: OptionChoices.pseudoLocalizations),
        .option("content-size", "CATEGORY", "Measure text at a Dynamic Type size: xSmall ... xxxLarge, AX1 ... AX5, or UIKit's names."),
        .option("layout-direction", "D", "leftToRight or rightToLeft: lay every screen out in this direction (default: each screen's layoutDirection:, else leftToRight).", choices: OptionChoices.layoutDirections),
        .option("config", "FILE", "Project config (default: bezel.yml when present): its rules: and templates: apply."),
    ]
    static let discussion = """
        PATHS are template files or folders (default: templates: of bezel.yml, else Templates). Every screen is checked on every profile the
        selection and the template's devices:, orientations: and idioms: allow. Text output groups one problem
        across profiles, compiler style:

          Templates/comments-load-more.yml:17:5: error[footer-exposed]: view 'comments' load-more footer
          shows 34 pt into the home-indicator area on iphone-x portrait (+362 more profiles)
              fix: keep contentInsetAdjustmentBehavior automatic for 'comments' and mask its footer …

        A device whose safe-area insets no source gives (iphone-17e) is left out with one note on standard
        error, and so is a device named in --devices or devices: that is newer than the iOS version.

        Exit status: 1 when a finding at or above --fail-on exists (allowed findings never count), 0 otherwise,
        2 for bad input, including a selection that leaves nothing to check (a storyboard or XIB with no scene
        that has a view is checked as nothing, with a note on standard error). The rules (docs/rules.md):
          \(RuleRegistry.ids.joined(separator: "\n  "))
        """
    static let examples = [
        CommandExample("bezel check", "every template in Templates/ on every profile"),
        CommandExample("bezel check Templates/mail.storyboard --devices iphone --orientations portrait --format github",
                       "a storyboard's scenes on every iPhone, as GitHub workflow annotations"),
        CommandExample("bezel check Templates/mail.storyboard --device saved",
                       "each scene of a storyboard on the device and orientation Interface Builder saved it on"),
        CommandExample("bezel check --devices all --format sarif > bezel.sarif", "SARIF 2.1.0 for code scanning"),
    ]

    enum Format: String, CaseIterable {
        case text, json, junit, sarif, github
    }

    enum FailOn: String, CaseIterable {
        case error, warning, info, never
    }

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let format = try arguments.choice("format", as: Format.self) ?? .text
        let failOn: Severity? = switch try arguments.choice("fail-on", as: FailOn.self) ?? .error {
        case .error: .error
        case .warning: .warning
        case .info: .info
        case .never: nil
        }
        // The project's `rules:` set severities here as they do for `bezel render` (check ignored them).
        let config = try ProjectConfigLoader.load(configFlag: arguments.value("config"))
        var contentSize = ContentSizeCategory.default
        if let name = arguments.value("content-size") {
            guard let category = ContentSizeCategory(name: name) else {
                throw UsageError("--content-size must be a Dynamic Type category, not '\(name)'"
                    + Suggestions.didYouMean(name, in: ContentSizeCategory.acceptedNames))
            }
            contentSize = category
        }
        let options = CheckOptions(config: config, pseudoLocalization: try arguments.choice("pseudo-localize", as: PseudoLocalization.self),
                                   contentSize: contentSize)
        let (plan, savedDevice) = try profilePlan(arguments, config: config)

        let direction = try arguments.value("layout-direction").map(ConfigOverrides.layoutDirection)
        let search = try TemplateFinder.search(in: arguments.positionals.isEmpty ? config.templates : arguments.positionals)
        let paths = search.paths
        for note in search.notes { console.err("\(note.description)\n") }
        let typesetter: Typesetter
        do {
            typesetter = try Typesetter.standard()
        } catch {
            throw InputError("cannot load the fonts text is measured with: \(error)")
        }

        var problems: [Diagnostic] = []
        var evaluations: [CheckReport.Evaluation] = []
        var omissions: [ProfilePlan.Omission] = []
        var screens: [(path: String, screen: Screen)] = []
        // Screens that say the same about where they run (most say nothing) get the same selection: planned once.
        var selections: [ProfilePlan.ScreenRequest: ProfilePlan.Selection] = [:]
        // Documents with no scene that has a view: said on standard error, checked as nothing.
        var empty: [String] = []
        // Documents of one name are named as `bezel render` names them.
        let documentNames = SceneNames.documentNames(for: paths)
        for path in paths {
            do {
                let loaded = SceneNames.renamed(
                    try ScreenLoader.screens(path: path, scene: arguments.value("scene"), assets: arguments.values("assets").isEmpty ? config.assets : arguments.values("assets"),
                                             allowEmpty: true),
                    path: path, documentNames: documentNames)
                if loaded.isEmpty { empty.append(path) }
                screens += loaded.map { (path, $0) }
            } catch {
                problems += error.diagnostics
            }
        }
        // Documents found in a folder with no canvas for --device saved: left out with one warning.
        var leftOut: [String] = []
        for (path, var screen) in screens {
            if savedDevice, SavedProfile.leavesOut(screen, path: path, named: search.named) {
                leftOut.append(path)
                continue
            }
            if let direction { screen.layoutDirection = direction }
            for warning in RuleRegistry.unknownAllowances(in: screen) { console.err("\(warning)\n") }
            let profiles: [Profile]
            do {
                let selection = try Self.selection(for: screen, plan: plan, savedDevice: savedDevice, planned: &selections)
                omissions += selection.omissions
                profiles = selection.profiles
            } catch {
                problems += error.diagnostics
                continue
            }
            let preparation = ScreenPreparation.of(screen)
            // A dark profile is checked like its light twin (no rule reads colours), under its own id.
            for profile in profiles {
                do {
                    // The slug names the profile in the findings and in the evaluation: made once for both.
                    let slug = profile.slug
                    let (_, findings) = try Checker.check(
                        screen: screen, profile: profile, typesetter: typesetter, options: options, preparation: preparation,
                        profileSlug: slug)
                    evaluations.append(
                        CheckReport.Evaluation(screen: screen.name, file: path, profile: profile, profileSlug: slug, findings: findings))
                } catch {
                    for diagnostic in error.diagnostics where !problems.contains(diagnostic) { problems.append(diagnostic) }
                    break
                }
            }
        }
        guard problems.isEmpty else { throw InputError(problems) }
        if let warning = SavedProfile.leftOutWarning(leftOut) { console.err("\(warning.description)\n") }
        for path in empty { console.err("\(ScreenLoader.emptyDocumentNote(file: path).description)\n") }
        guard !evaluations.isEmpty || (screens.isEmpty && !empty.isEmpty) else {
            throw ProfilePlan.nothingChecked(omissions: omissions, selection: selectionText(arguments))
        }
        // Profiles left out are said once per run, not per profile, and never silently.
        for note in ProfilePlan.notes(for: omissions) { console.err("\(note)\n") }

        let report = CheckReport(evaluations: evaluations, failOn: failOn)
        switch format {
        case .text: console.outText(CheckTextReport.render(report))
        case .json: console.out(CheckJSONReport.render(report))
        case .junit: console.out(CheckJUnitReport.render(report))
        case .sarif: console.out(CheckSARIFReport.render(report, toolVersion: BezelCommandLine.version))
        case .github: console.out(CheckGitHubReport.render(report))
        }
        return report.fails ? ExitStatus.findings : ExitStatus.success
    }

    /// What `screen` is checked on: the plan's selection, or with `--device saved` the profile Interface Builder
    /// saved the scene on, narrowed as `bezel render --device saved` narrows it (what the screen allows, in each
    /// appearance asked for); `profiles` are the ones the checks can judge.
    /// `planned` holds the selections already made for each request, which the plan's alone decide.
    static func selection(
        for screen: Screen, plan: ProfilePlan, savedDevice: Bool, planned: inout [ProfilePlan.ScreenRequest: ProfilePlan.Selection]
    ) throws(InputError) -> ProfilePlan.Selection {
        let request = try ProfilePlan.ScreenRequest(screen)
        guard savedDevice else {
            if let selection = planned[request] { return selection }
            let selection = try plan.selection(for: request)
            planned[request] = selection
            return selection
        }
        let saved = try SavedProfile.profile(for: screen, ios: plan.ios)
        return ProfilePlan.Selection(planned: plan.planned([saved], for: request), omissions: [])
    }

    /// The planner for the command line's selection (`ProfilePlan`, the one `bezel render` plans with), and
    /// whether `--device saved` asks for each document scene on the profile Interface Builder showed it on
    /// (`SavedProfile`) instead, alone (the plan then gives only `--ios`).
    static func profilePlan(_ arguments: ParsedArguments, config: ProjectConfig) throws -> (plan: ProfilePlan, savedDevice: Bool) {
        if arguments.value("device") != nil && arguments.value("devices") != nil { throw UsageError("give --device or --devices, not both") }
        let devices = arguments.value("device") ?? arguments.value("devices")
        let savedDevice = devices == "saved"
        if savedDevice, let name = ["orientations", "orientation", "windows", "window"].first(where: { !arguments.values($0).isEmpty }) {
            throw UsageError("--device saved takes the orientation and window the document saved; leave out --\(name)")
        }
        var plan = try arguments.value("devices").flatMap { savedDevice ? nil : $0 }.map { try ProfilePlan(selection: DeviceSelection.parse($0)) }
            ?? ProfilePlan()
        plan.ios = try arguments.integer("ios", in: Catalogue.supportedIOS)
        plan.orientations = try list(arguments, ["orientations", "orientation"], as: Orientation.self)
        plan.windows = try list(arguments, ["windows", "window"], as: WindowMode.self)
        if let text = arguments.value("appearance") { plan.appearances = try ConfigOverrides.appearances(text) }
        plan.defaultAppearances = config.appearances
        if let name = arguments.value("device"), !savedDevice {
            // One device is one picture the user asked for, in every command (`NamedDevice`): checked here
            // against the orientations, windows and iOS asked of it, then planned on alone.
            let device = try NamedDevice(named: name, orientations: plan.orientations ?? [.portrait], windows: plan.windows ?? [.full], ios: plan.ios)
            plan = ProfilePlan(device: device, appearances: plan.appearances, defaultAppearances: plan.defaultAppearances)
        }
        return (plan, savedDevice)
    }

    /// The selection options as given, for the message of a run that checks nothing.
    static func selectionText(_ arguments: ParsedArguments) -> String {
        var parts = [arguments.value("device").map { "--device " + $0 } ?? "--devices " + (arguments.value("devices") ?? "all")]
        for names in [["orientations", "orientation"], ["windows", "window"]] {
            if let name = names.first(where: { !arguments.values($0).isEmpty }) {
                parts.append("--\(name) " + arguments.values(name).joined(separator: ","))
            }
        }
        if let ios = arguments.value("ios") { parts.append("--ios " + ios) }
        return parts.joined(separator: " ")
    }

    /// The values of the first of `names` given (`--orientations` or render's `--orientation`), each
    /// comma-separated, repeatable; `nil` when none is given.
    static func list<T: RawRepresentable & CaseIterable>(_ arguments: ParsedArguments, _ names: [String], as type: T.Type) throws -> [T]?
    where T.RawValue == String {
        guard let name = names.first(where: { !arguments.values($0).isEmpty }) else { return nil }
        let allowed = T.allCases.map(\.rawValue)
        return try arguments.values(name).flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map { part in
            let word = String(part)
            guard !word.isEmpty else { throw UsageError("--\(name) has an empty item in '\(arguments.values(name).joined(separator: ","))'") }
            guard let value = T(rawValue: word) else {
                throw UsageError("--\(name) takes \(allowed.joined(separator: ", ")), not '\(word)'" + Suggestions.didYouMean(word, in: allowed))
            }
            return value
        }
    }
}
