import Devices
import Diagnostics
import FileSystem
import Layout
import Output
import Project
import Render
import Screens
import Text

/// `bezel sheet`: one screen on several devices side by side on one image, for design documentation.
struct SheetCommand: Command {
    static let name = "sheet"
    static let summary = "Draw one screen on several devices side by side on one labelled image (SVG or PNG)."
    static let usage = [
        "sheet SCREEN.yml [--devices SEL|--device saved] [--orientation portrait|landscape-left|landscape-right]"
            + " [--window full|split-1/3|split-1/2|split-2/3|slide-over] [--ios N] [--appearance light|dark|both] [--scale S] [--layout-direction D] [--no-overlays]"
            + " [--text-as-paths] --out FILE.svg|FILE.png",
    ]
    static let options: [OptionSpec] = [
        .option("scene", "ID", "The scene to draw when the file is a storyboard or XIB with several."),
        .option("assets", "DIR", "An asset catalogue (*.xcassets) or a folder holding some, looked in before those beside and above each document (repeatable).", repeatable: true),
        .option("devices", "SEL", "Devices: slugs, model identifiers, families (iphone, ipad) or globs, comma-separated."
            + " Default: iphone-se, iphone-14, iphone-15-pro (portrait) and ipad-pro-11 in landscape Split View 1/2.", choices: OptionChoices.deviceSelections),
        .option("device", "saved", "saved: the storyboard or XIB scene on the device and orientation Interface Builder saved it on"
            + " (a document saved before Xcode 8: the canvas its root view was saved for).", choices: ["saved"]),
        .option("orientation", "O", "portrait (default with --devices), landscape-left or landscape-right, for every device.", choices: OptionChoices.orientations),
        .option("window", "W", "full (default with --devices), split-1/3, split-1/2, split-2/3 or slide-over, for every device;"
            + " devices without that window are skipped with a note.", choices: OptionChoices.windows),
        .option("ios", "N", "Apply the rules of iOS N (10-26); default: the screen's ios:, else the newest."),
        .option("appearance", "A", "light, dark or both (each device light, then dark, side by side); default: the screen's appearance:, else light.", choices: OptionChoices.appearances),
        .option("scale", "S", "Pixels per point for the whole sheet, 0.5-4 (default 2): every device at the same scale."),
        .option("layout-direction", "D", "leftToRight or rightToLeft: lay every screen out in this direction (default: each screen's layoutDirection:, else leftToRight).", choices: OptionChoices.layoutDirections),
        .flag("no-overlays", "Leave out the safe-area, margin, frame and finding overlays."),
        .flag("text-as-paths", "SVG: write text as glyph outlines (renders the same without the fonts)."),
        .option("out", "FILE", "The image to write: .svg or .png (the format follows the extension). Required."),
    ]
    static let discussion = """
        Each device is labelled with its name; orientation, window, the app window's size in points and
        the iOS version; and the root view's safe-area insets (top, left, bottom, right) from the layout.
        A device that lacks the window or orientation asked for, or that the screen's orientations:,
        idioms: or devices: exclude, is skipped with a note; if none is left the exit status is 2.
        """
    static let examples = [
        CommandExample("bezel sheet Templates/toon-contacts.yml --devices iphone-8,iphone-x,iphone-15-pro --scale 1 --out contacts.png"),
        CommandExample("bezel sheet Templates/mail.storyboard --scene settings --out settings.svg", "a storyboard scene on the default devices, as SVG"),
        CommandExample("bezel sheet Templates/mail.storyboard --scene settings --device saved --appearance both --out settings.png",
                       "the scene as its designer saw it in Interface Builder, light and dark"),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let path = try arguments.oneScreenFile()
        guard let out = arguments.value("out") else { throw UsageError("--out FILE.svg|FILE.png is required") }
        let format = try outputFormat(out)
        let orientation = try arguments.choice("orientation", as: Orientation.self)
        let window = try arguments.choice("window", as: WindowMode.self)
        let requestedIOS = try arguments.integer("ios", in: Catalogue.supportedIOS)
        let scale = try scaleOption(arguments.value("scale"))
        var appearanceFlag: [Appearance]?
        if let text = arguments.value("appearance") { appearanceFlag = try ConfigOverrides.appearances(text) }

        var screen = try ScreenLoader.single(path: path, scene: arguments.value("scene"), assets: arguments.values("assets"))
        if let direction = try arguments.value("layout-direction").map(ConfigOverrides.layoutDirection) { screen.layoutDirection = direction }
        let ios = requestedIOS ?? screen.ios  // each device at this version or its last; nil: the newest it runs
        var entries: [SheetEntry]
        var saved: Profile?
        if let device = arguments.value("device") {
            guard device == "saved" else { throw UsageError("--device takes saved, not '\(device)'; name devices with --devices") }
            if arguments.value("devices") != nil { throw UsageError("give --device saved or --devices, not both") }
            if orientation != nil || window != nil {
                throw UsageError("--device saved takes the orientation and window the document saved; leave out --\(orientation != nil ? "orientation" : "window")")
            }
            // The resolution `bezel layout`, `check` and `render` use: the `<device>` element, else the saved canvas.
            saved = try SavedProfile.profile(for: screen, ios: requestedIOS)
            entries = []
        } else if let selection = arguments.value("devices") {
            let devices = try DeviceSelection.parse(selection).resolve()
            entries = SheetEntry.entries(devices: devices, orientation: orientation ?? .portrait, window: window ?? .full)
        } else {
            entries = SheetComposer.defaultEntries(for: screen, ios: ios)
            // The default sheet shows a phone and an iPad; say why one is missing (an iPad-only
            // screen lost its phones without a word).
            if let idioms = screen.idioms {
                let left = [Idiom.phone, .pad].filter { !idioms.contains($0) }.map(\.rawValue)
                if !left.isEmpty {
                    console.err("bezel sheet: note: no \(left.joined(separator: " or ")) in the sheet: the screen's idioms: are "
                        + idioms.map(\.rawValue).joined(separator: ", ") + "\n")
                }
            }
            for index in entries.indices {
                if let orientation { entries[index].orientation = orientation }
                if let window { entries[index].window = window }
            }
        }
        var plan = SheetPlan.resolve(entries, screen: screen, ios: ios)
        if let saved { plan.profiles = [saved] }
        for note in plan.notes { console.err("bezel sheet: note: skipped \(note)\n") }
        guard !plan.profiles.isEmpty else {
            throw InputError("no device is left to draw \(screen.name) on: every one asked for was skipped (see the notes above)")
        }
        // Each device in every appearance asked for, light beside dark.
        let appearances = Appearance.chosen(forced: appearanceFlag, screen: screen.appearances, project: nil)
        let profiles = plan.profiles.flatMap { profile in appearances.map { profile.with(appearance: $0) } }

        var options = SheetOptions(scale: scale, textAsPaths: arguments.flag("text-as-paths"))
        if arguments.flag("no-overlays") { options.overlays = [] }
        let typesetter = try Typesetter.standard()
        let sheet = try SheetComposer(typesetter: typesetter, options: options).compose(screen: screen, profiles: profiles)
        do {
            try FileIO.writeAtomically(try sheet.bytes(format), to: out)
        } catch let failure as FileIO.Failure {
            throw InputError("\(TerminalText.oneLine(out)): cannot write: \(failure)")
        }
        let (width, height) = sheet.pixelSize
        console.outText("wrote \(TerminalText.oneLine(out)) (\(profiles.count == 1 ? "1 device" : "\(profiles.count) devices"), \(width)×\(height) px)\n")
        return ExitStatus.success
    }

    /// The format named by the output file's extension.
    static func outputFormat(_ path: String) throws -> Output.OutputFormat {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".png") { return .png }
        if lowered.hasSuffix(".svg") { return .svg }
        throw UsageError("--out must end in .svg or .png, not '\(path)'")
    }

    /// Pixels per point: a number from 0.5 to 4, default 2.
    static func scaleOption(_ text: String?) throws -> Double {
        guard let text else { return 2 }
        guard let scale = DecimalNumber.parse(text), scale.isFinite, scale >= 0.5, scale <= 4 else {
            throw UsageError("--scale takes a number from 0.5 to 4, not '\(text)'")
        }
        return scale
    }
}
