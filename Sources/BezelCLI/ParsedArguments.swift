import Diagnostics

/// What a command line said, after checking it against the command's options.
package struct ParsedArguments: Sendable {
    var positionals: [String] = []
    private var values: [String: [String]] = [:]
    private var flags: Set<String> = []

    func flag(_ name: String) -> Bool { flags.contains(name) }
    package func value(_ name: String) -> String? { values[name]?.last }
    func values(_ name: String) -> [String] { values[name] ?? [] }

    /// The one screen file a command that draws or lays out a single screen takes (`bezel layout`, `bezel sheet`).
    func oneScreenFile() throws -> String {
        guard positionals.count == 1, let path = positionals.first else {
            throw UsageError(positionals.isEmpty ? "give one screen file" : "give one screen file, not \(positionals.count)")
        }
        return path
    }

    /// A whole-number option in `range`, or `nil` when absent.
    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("--\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return number
    }

    /// An option whose value must be one of an enumeration's raw values.
    func choice<T: RawRepresentable & CaseIterable>(_ name: String, as type: T.Type) throws -> T?
    where T.RawValue == String {
        guard let text = value(name) else { return nil }
        guard let match = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue)
            throw UsageError("--\(name) must be one of \(names.joined(separator: ", ")), not '\(text)'"
                + Suggestions.didYouMean(text, in: names))
        }
        return match
    }

    /// Parses `arguments` against `options`. `--name value`, `--name=value`, flags, and `--` to end options.
    package static func parse(_ arguments: [String], options: [OptionSpec]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = String(argument.drop(while: { $0 == "-" }))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if name == "h" { name = "help" }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '\(argument)'"
                    + Suggestions.didYouMean("--" + name, in: options.map { "--" + $0.name }))
            }
            if spec.valueName == nil {
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                parsed.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("--\(name) needs a value (\(spec.valueName!))")
            }
            // An empty value (`--format ''`) is a mistake in a script, never a request for the default.
            guard !value.isEmpty else { throw UsageError("--\(name) needs a value (\(spec.valueName!)), got an empty one") }
            if !spec.repeatable, parsed.values[name] != nil {
                throw UsageError("--\(name) is given twice")
            }
            parsed.values[name, default: []].append(value)
        }
        return parsed
    }
}
