import Devices
import Diagnostics
import Layout
import Project
import Screens

/// `bezel layout`: one screen laid out on one device profile, as a tree or as JSON.
struct LayoutCommand: Command {
    static let name = "layout"
    static let summary = "Lay out one screen on one device: frames, safe areas and scroll insets, as a tree or JSON."
    static let usage = [
        "layout SCREEN.yml --device ID [--orientation portrait|landscape-left|landscape-right]"
            + " [--window full|split-1/3|split-1/2|split-2/3|slide-over] [--ios N] [--layout-direction D] [--json]",
        "layout DOCUMENT.storyboard|.xib [--scene ID] --device ID|saved [--compare-saved] [--json]",
    ]
    static let options: [OptionSpec] = [
        .option("device", "ID", "The device profile (a catalogue slug such as iphone-x, or a model identifier);"
            + " for a storyboard or XIB, 'saved' is the device Interface Builder showed when it saved the file"
            + " (a document saved before Xcode 8 names none: the canvas its root views were saved at, said on standard error).",
            choices: OptionChoices.devices + ["saved"]),
        .option("orientation", "O", "portrait (default), landscape-left or landscape-right.", choices: OptionChoices.orientations),
        .option("window", "W", "full (default), split-1/3, split-1/2, split-2/3 or slide-over (iPads).", choices: OptionChoices.windows),
        .option("ios", "N", "Apply the rules of iOS N (10-26), which the device must run; default: the screen's ios: (lowered to the device's last iOS), else the newest the device runs."),
        .option("layout-direction", "D", "leftToRight or rightToLeft: lay every screen out in this direction (default: each screen's layoutDirection:, else leftToRight).", choices: OptionChoices.layoutDirections),
        .option("scene", "ID", "Only this scene of a storyboard or XIB: its view controller id, storyboard identifier or name."),
        .option("assets", "DIR", "An asset catalogue (*.xcassets) or a folder holding some, looked in before those beside and above each document (repeatable).", repeatable: true),
        .flag("compare-saved", "With --device saved: compare every view's frame with the frame Interface Builder saved."),
        .flag("json", "Print JSON instead of the readable tree."),
    ]
    static let discussion = """
        Frames are in the app window's points, (0, 0) at its top-left corner. The system bars come first
        (statusBar, navigationBar, tabBar, toolbar, homeIndicator), then the screen's views depth first,
        back to front. Numbers have at most three decimals. The tree also lists every number that no
        source gives for this case and was assumed. A storyboard or XIB is laid out scene by scene; one with
        no scene that has a view (controllers whose views are in other storyboards, a XIB of plain objects)
        lays out nothing, says so on standard error and exits 0 (JSON: an empty list).
        Required constraints that conflict are laid out as UIKit does at run time (one broken) and printed
        on standard error, each constraint at its file:line:column; the exit status is then 1.

        --compare-saved prints, per view, where Bezel's frame (UIKit's frame, in the superview's
        coordinates) differs from the one Interface Builder saved, then how many views are within 0.5 pt,
        within 2 pt, or further off. Views Interface Builder marked misplaced or ambiguous are not compared.
        """
    static let examples = [
        CommandExample("bezel layout Templates/comments-load-more.yml --device iphone-x --orientation landscape-left --json"),
        CommandExample("bezel layout Templates/mail.storyboard --scene settings --device iphone-15-pro", "one scene of a storyboard, as a tree"),
        CommandExample("bezel layout Templates/mail.storyboard --device saved --compare-saved",
                       "how far Bezel's frames are from the ones Xcode saved"),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let path = try arguments.oneScreenFile()
        guard let deviceName = arguments.value("device") else { throw UsageError("--device ID is required") }
        let compare = arguments.flag("compare-saved")
        if compare && deviceName != "saved" { throw UsageError("--compare-saved needs --device saved") }
        let orientation = try arguments.choice("orientation", as: Orientation.self) ?? .portrait
        let window = try arguments.choice("window", as: WindowMode.self) ?? .full
        let requestedIOS = try arguments.integer("ios", in: Catalogue.supportedIOS)

        var screens = try ScreenLoader.screens(path: path, scene: arguments.value("scene"), includeCells: compare, assets: arguments.values("assets"),
                                               allowEmpty: true)
        if screens.isEmpty { console.err("\(ScreenLoader.emptyDocumentNote(file: path).description)\n") }
        if let direction = try arguments.value("layout-direction").map(ConfigOverrides.layoutDirection) {
            for index in screens.indices { screens[index].layoutDirection = direction }
        }
        // Asked for by name: a version, orientation or window the device lacks is an error.
        let device = deviceName == "saved"
            ? nil : try NamedDevice(named: deviceName, orientations: [orientation], windows: [window], ios: requestedIOS)
        var outputs: [String] = []
        var comparisons: [SavedFrameComparison] = []
        var failures: [(screen: String, error: InputError)] = []
        // The canvases and unknown device ids already explained on standard error, each said once.
        var explained: Set<String> = []
        var conflicted = false
        for screen in screens {
          do {
            let profile: Profile
            if let device {
                guard let first = device.profiles(forScreenIOS: screen.ios).first else {
                    throw InputError(at: screen.location(of: "ios"),
                                     "\(device.device.id) cannot run the screen's iOS \(screen.ios ?? 0): \(device.device.supportedIOSText)")
                }
                profile = first
            } else {
                profile = try SavedProfile.profile(for: screen, ios: requestedIOS)
                if screen.document?.savedDeviceID == nil, explained.insert(profile.deviceName).inserted {
                    // A document saved before Xcode 8 names no device: say which canvas stands for it, and why.
                    console.err("\(path): note: laid out on \(profile.deviceName)\n")
                }
                if let id = screen.document?.savedDeviceID, !InterfaceBuilderDevice.isKnown(id), explained.insert(id).inserted {
                    // A newer Xcode's device: laid out on the catalogue's device of its family and saved size.
                    let warning = Diagnostic(.warning, at: screen.document?.savedDeviceLocation,
                        "Bezel does not know Interface Builder device '\(id)'; laid out on \(profile.deviceName) (\(profile.deviceID)), "
                        + "the device of its family whose screen is the root view's saved size, or the family's default")
                    console.err("\(warning.description)\n")
                }
            }
            // Conflicting required constraints are laid out as UIKit does (one broken) and said on standard
            // error, the broken constraint and each member at its place; the exit status is then 1.
            let result = try LayoutEngine.layout(screen: screen, profile: profile)
            if !compare, !result.conflicts.isEmpty {
                conflicted = true
                for diagnostic in result.conflicts { console.err("\(diagnostic.description)\n") }
            }
            if compare {
                comparisons.append(SavedFrameComparison(screen: screen, layout: result))
            } else {
                outputs.append(arguments.flag("json") ? result.jsonText : result.treeText)
            }
          } catch let error as InputError where compare {
            // A comparison goes on past a scene that does not lay out and counts it.
            failures.append((screen.name, error))
          }
        }
        if compare {
            if arguments.flag("json") {
                console.out(SavedComparisonReport.json(comparisons, failures: failures))
            } else {
                for failure in failures { console.err("\(failure.error.description)\n") }
                console.outText(SavedComparisonReport.text(comparisons))
            }
            return failures.isEmpty ? ExitStatus.success : ExitStatus.findings
        } else if arguments.flag("json") && outputs.count != 1 {
            // Several screens are an array; a document with none an empty one.
            console.out(outputs.isEmpty ? "[]\n" : "[\n" + outputs.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }.joined(separator: ",\n") + "\n]\n")
        } else {
            // The tree as text for a person; JSON from one screen is data.
            if arguments.flag("json") { console.out(outputs.joined(separator: "\n")) } else { console.outText(outputs.joined(separator: "\n")) }
        }
        return conflicted ? ExitStatus.findings : ExitStatus.success
    }
}
