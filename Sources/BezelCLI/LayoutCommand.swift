import Bezel
import Diagnostics

/// `bezel layout`: one screen laid out on one device profile, as a tree or as JSON.
struct LayoutCommand: Command {
    static let name = "layout"
    static let summary = "Lay out one screen on one device: frames, safe areas and scroll insets, as a tree or JSON."
    static let usage = [
        "layout SCREEN.yml --device ID [--orientation portrait|landscape-left|landscape-right]"
            + " [--window full|split-1/3|split-1/2|split-2/3|slide-over] [--ios N] [--json]",
    ]
    static let options: [OptionSpec] = [
        .option("device", "ID", "The device profile (a catalogue slug such as iphone-x, or a model identifier)."),
        .option("orientation", "O", "portrait (default), landscape-left or landscape-right."),
        .option("window", "W", "full (default), split-1/3, split-1/2, split-2/3 or slide-over (iPads)."),
        .option("ios", "N", "Apply the rules of iOS N (10-26), which the device must run; default: the screen's ios: (lowered to the device's last iOS), else the newest the device runs."),
        .flag("json", "Print JSON instead of the readable tree."),
    ]
    static let discussion = """
        Frames are in the app window's points, (0, 0) at its top-left corner. The system bars come first
        (statusBar, navigationBar, tabBar, toolbar, homeIndicator), then the screen's views depth first,
        back to front. Numbers have at most three decimals. The tree also lists every number that no
        source gives for this case and was assumed.

        Example: bezel layout Templates/comments.yml --device iphone-x --orientation landscape-left --json
        """

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError(arguments.positionals.isEmpty ? "give one screen file" : "give one screen file, not \(arguments.positionals.count)")
        }
        guard let deviceName = arguments.value("device") else { throw UsageError("--device ID is required") }
        let orientation = try arguments.choice("orientation", as: Orientation.self) ?? .portrait
        let window = try arguments.choice("window", as: WindowMode.self) ?? .full
        let requestedIOS = try arguments.integer("ios", in: Catalogue.supportedIOS)

        let screen = try ScreenLoader.load(path: path)
        let device = try Catalogue.device(named: deviceName)
        let ios: Int
        if let requestedIOS {
            try device.validate(ios: requestedIOS)  // asked for by name: a version the device cannot run is an error
            ios = requestedIOS
        } else if let version = device.iosVersion(for: screen.ios) {
            ios = version
        } else {
            throw InputError(at: screen.location(of: "ios"), "\(device.id) cannot run the screen's iOS \(screen.ios ?? 0): \(device.supportedIOSText)")
        }
        let profile = try device.profile(ios: ios, orientation: orientation, window: window)
        let result = try LayoutEngine.layout(screen: screen, profile: profile)
        console.out(arguments.flag("json") ? result.jsonText : result.treeText)
        return ExitStatus.success
    }
}
