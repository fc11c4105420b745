import Devices
import Diagnostics

/// `bezel devices`: the catalogue as a table, as JSON, or one profile in full.
struct DevicesCommand: Command {
    static let name = "devices"
    static let summary = "List the device catalogue, or show one device with every value and its source."
    static let usage = ["devices [SELECTION] [--ios N] [--json]"]
    static let options: [OptionSpec] = [
        .option("ios", "N", "Evaluate version-dependent values for iOS N (10-26; default: newest)."),
        .flag("json", "Print JSON: one object per profile."),
    ]

    static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        console.out("(the device catalogue is being written)\n")
        return ExitStatus.success
    }
}
