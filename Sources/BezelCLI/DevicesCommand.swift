import Devices
import Diagnostics

/// `bezel devices`: the catalogue as a table, as JSON, or one profile in full.
struct DevicesCommand: Command {
    static let name = "devices"
    static let summary = "List the device catalogue, or show one device with every value and its source."
    static let usage = ["devices [SELECTION] [--ios N] [--json]"]
    static let options: [OptionSpec] = [
        .option("ios", "N", "Evaluate version-dependent values for iOS N (10-26; default: newest)."),
        .flag("json", "Print JSON: one object per device, with every window profile."),
    ]
    static let discussion = """
        SELECTION is 'all' (the default), a family (iphone, ipad, tv), a device id (iphone-15-pro),
        a model identifier (iPhone16,1), or a shell-style glob (iphone-1?-pro*); join several with commas.
        One device prints every value with its sources; several print a table. Values no source gives
        print as 'unknown' (null in JSON). Devices whose numbers start at a later iOS than --ios are
        left out with a note (an error when you name just that device).

        Examples:
          bezel devices
          bezel devices ipad-pro-11 --ios 17
          bezel devices 'iphone-1?-pro*,ipad' --json
        """

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let ios = try arguments.integer("ios", in: Catalogue.supportedIOS) ?? Catalogue.newestIOS
        let text = arguments.positionals.isEmpty ? "all" : arguments.positionals.joined(separator: ",")
        let devices = try DeviceSelection.parse(text).resolve()
        let json = arguments.flag("json")

        if devices.count == 1, let device = devices.first {
            try device.validate(ios: ios)
            console.out(json ? JSONValue.array([try DeviceReport.json(device, ios: ios)]).rendered() + "\n"
                             : try DeviceReport.sheet(device, ios: ios))
            return ExitStatus.success
        }

        let evaluable = devices.filter { $0.minimumIOS.value <= ios }
        let later = devices.filter { $0.minimumIOS.value > ios }
        guard !evaluable.isEmpty else {
            throw InputError("none of the \(devices.count) selected devices has numbers for iOS \(ios); the earliest they start at is iOS "
                + String(later.map(\.minimumIOS.value).min() ?? ios))
        }
        if !later.isEmpty {
            console.err("note: \(later.count) devices start at a later iOS than \(ios) and are left out: "
                + later.map(\.id).joined(separator: ", ") + "\n")
        }
        if json {
            console.out(JSONValue.array(try evaluable.map { try DeviceReport.json($0, ios: ios) }).rendered() + "\n")
        } else {
            console.out(DeviceReport.aligned([DeviceReport.columns] + evaluable.map { DeviceReport.row($0, ios: ios) }))
        }
        return ExitStatus.success
    }
}
