/// GitHub Actions workflow commands (`::error file=…,line=…::message`), escaped as the runner unescapes
/// them: src/Runner.Common/ActionCommand.cs in https://github.com/actions/runner (`TryParseV2`,
/// `UnescapeData`, `UnescapeProperty`), matching actions/toolkit's `escapeData`/`escapeProperty`
/// (packages/core/src/command.ts). Works on Unicode scalars: `"\r\n"` is one `Character`, and a
/// replacement of Characters escaped neither half, so a title could forge annotations.
package enum WorkflowCommandText {
    /// A command's message: `%`, CR and LF as `%25`, `%0D`, `%0A`.
    package static func message(_ text: String) -> String {
        escaped(text, property: false)
    }

    /// A property value: also `:` and `,` as `%3A` and `%2C`, so a value cannot end the property list
    /// or start the message.
    static func property(_ text: String) -> String {
        escaped(text, property: true)
    }

    /// One command line: `::name key=value,key=value::message` and a newline. The runner reads a line,
    /// so the escaped parts hold neither CR nor LF and the result is always exactly one command.
    package static func command(_ name: String, properties: [(key: String, value: String)], message text: String) -> String {
        var line = "::" + name
        if !properties.isEmpty {
            line += " " + properties.map { $0.key + "=" + property($0.value) }.joined(separator: ",")
        }
        return line + "::" + message(text) + "\n"
    }

    private static func escaped(_ text: String, property: Bool) -> String {
        ScalarEscaper.map(text) { scalar in
            switch scalar {
            case "%": .replace("%25")
            case "\r": .replace("%0D")
            case "\n": .replace("%0A")
            case ":" where property: .replace("%3A")
            case "," where property: .replace("%2C")
            default: .keep
            }
        }
    }
}
