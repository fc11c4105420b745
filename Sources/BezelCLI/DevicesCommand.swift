import Devices
import Diagnostics
import Layout

/// `bezel devices`: the catalogue as a table, as JSON, or one profile in full.
struct DevicesCommand: Command {
    static let name = "devices"
    static let summary = "List the device catalogue, or show one device with every value and its source."
    static let usage = ["devices [SELECTION] [--ios N] [--json]"]
    static let options: [OptionSpec] = [
        .option("ios", "N", "Evaluate each device for iOS N (10-26), or its last iOS when older (default: the newest it runs)."),
        .flag("json", "Print JSON: one object per device, with every window profile."),
    ]
    static let discussion = """
        SELECTION is 'all' (the default), a family (iphone, ipad, tv), a device id (iphone-15-pro),
        a model identifier (iPhone16,1), or a shell-style glob (iphone-1?-pro*); join several with commas.
        One device prints every value with its sources; several print a table. Values no source gives
        print as 'unknown' (null in JSON). Each device is evaluated for the newest iOS it runs, or for
        --ios N when it runs N; a device whose last iOS is older than N is shown at its last. Devices that
        came out after iOS N are left out with a note; naming just one device that cannot run N is an error.
        """
    static let examples = [
        CommandExample("bezel devices"),
        CommandExample("bezel devices ipad-pro-11-gen4 --ios 17", "one device, every value with its source, on iOS 17"),
        CommandExample("bezel devices 'iphone-1?-pro*,ipad' --json"),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let requested = try arguments.integer("ios", in: Catalogue.supportedIOS)
        let text = arguments.positionals.isEmpty ? "all" : arguments.positionals.joined(separator: ",")
        let devices = try DeviceSelection.parse(text).resolve()
        let json = arguments.flag("json")

        if devices.count == 1, let device = devices.first {
            let ios = requested ?? device.newestIOS
            try device.validate(ios: ios)
            if json {
                console.out(JSONValue.array([try DeviceReport.json(device, ios: ios)]).rendered() + "\n")
            } else {
                var sheet = try DeviceReport.sheet(device, ios: ios)
                if let bars = BarGeneration.note(ios: ios) { sheet += "\nBars: \(bars)\n" }
                console.out(sheet)
            }
            return ExitStatus.success
        }

        // Each device at the version the planner evaluates it for; those that came out later are left out.
        let evaluated = devices.compactMap { device in ProfilePlan.iosVersion(of: device, for: requested).map { (device, $0) } }
        let later = devices.filter { ProfilePlan.iosVersion(of: $0, for: requested) == nil }
        guard !evaluated.isEmpty else {
            throw InputError("none of the \(devices.count) selected devices runs iOS \(requested ?? Catalogue.newestIOS) or earlier;"
                + " the earliest any of them came out with is iOS " + String(later.map(\.supportedIOS.value.first).min() ?? 0))
        }
        if !later.isEmpty {
            console.err("note: \(later.count) devices came out after iOS \(requested ?? Catalogue.newestIOS) and are left out: "
                + later.map(\.id).joined(separator: ", ") + "\n")
        }
        if json {
            console.out(JSONValue.array(try evaluated.map { try DeviceReport.json($0.0, ios: $0.1) }).rendered() + "\n")
        } else {
            console.out(DeviceReport.aligned([DeviceReport.columns] + evaluated.map { DeviceReport.row($0.0, ios: $0.1) }))
            if let bars = BarGeneration.note(ios: evaluated.map(\.1).max() ?? Catalogue.newestIOS) { console.out("\nBars: \(bars)\n") }
        }
        return ExitStatus.success
    }
}
