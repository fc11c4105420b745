import Diagnostics

/// One option a command accepts. Help text and parsing come from the same declaration.
package struct OptionSpec: Sendable {
    var name: String
    /// `nil` for a flag (`--json`); otherwise the placeholder shown in help (`--device ID`).
    var valueName: String?
    var help: String
    /// May the option be given more than once (values accumulate)?
    var repeatable: Bool
    /// The values the shell completion scripts offer (empty: file names).
    var choices: [String]

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, repeatable: false, choices: [])
    }

    static func option(_ name: String, _ valueName: String, _ help: String, repeatable: Bool = false,
                              choices: [String] = []) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, repeatable: repeatable, choices: choices)
    }
}
