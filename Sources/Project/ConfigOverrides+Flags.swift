import AutoLayout
import Devices
import Diagnostics
import Output

extension ConfigOverrides {
    /// The `bezel render` flags that mirror `bezel.yml` settings, by flag name (without `--`):
    /// `output`, `devices`, `orientation`, `window`, `format` (each repeatable or comma-separated),
    /// `scale`, `fail-on`, `golden`, `threshold`, `jobs`, `layout-direction`, `appearance`.
    package static let flagNames = [
        "output", "devices", "orientation", "window", "format", "scale", "fail-on", "golden", "threshold", "jobs", "layout-direction",
        "appearance",
    ]

    /// `--appearance light|dark|both`, the one reading `render`, `check` and `sheet` share.
    package static func appearances(_ text: String) throws(InputError) -> [Appearance] {
        switch text {
        case "light": return [.light]
        case "dark": return [.dark]
        case "both": return [.light, .dark]
        default:
            let names = ["light", "dark", "both"]
            throw InputError("--appearance must be one of \(names.joined(separator: ", ")), not '\(text)'" + Suggestions.didYouMean(text, in: names))
        }
    }

    /// Reads those flags. `templates` are the command's positional paths (empty: the config's);
    /// `values(name)` returns every value given for `--name`, in order. Errors read like the config's.
    package static func parse(templates: [String], values: (String) -> [String]) throws(InputError) -> ConfigOverrides {
        var flags = ConfigOverrides()
        var problems: [Diagnostic] = []
        func fail(_ message: String) { problems.append(Diagnostic(.error, at: nil, message)) }
        func last(_ name: String) -> String? { values(name).last }
        func list<T: RawRepresentable & CaseIterable & Equatable>(_ name: String, _ type: T.Type) -> [T]? where T.RawValue == String {
            let given = values(name).flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces } }
            guard !given.isEmpty else { return nil }
            var result: [T] = []
            for text in given {
                // `png,` or `portrait,,landscape-left`: a slip, not a request for fewer or default values.
                guard !text.isEmpty else {
                    fail("--\(name) has an empty item in '\(values(name).joined(separator: ","))'")
                    return nil
                }
                guard let value = T(rawValue: text) else {
                    let names = T.allCases.map(\.rawValue)
                    fail("--\(name) must be one of \(names.joined(separator: ", ")), not '\(text)'" + Suggestions.didYouMean(text, in: names))
                    return nil
                }
                if !result.contains(value) { result.append(value) }
            }
            return result
        }

        if !templates.isEmpty { flags.templates = templates }
        flags.output = last("output")
        if let output = flags.output, output.isEmpty { fail("--output must name a folder") }
        flags.devices = last("devices")
        flags.orientations = list("orientation", Orientation.self)
        flags.windows = list("window", WindowMode.self)
        flags.formats = list("format", OutputFormat.self)
        if let text = last("appearance") {
            do { flags.appearances = try appearances(text) } catch { problems += error.diagnostics }
        }
        if let text = last("scale") {
            if let scale = DecimalNumber.parse(text), (1...4).contains(scale) { flags.scale = scale } else { fail("--scale must be a number from 1 to 4, not '\(text)'") }
        }
        if let text = last("fail-on") {
            do throws(InputError) { flags.failOn = try choice("fail-on", text) } catch { problems += error.diagnostics }
        }
        flags.golden = last("golden")
        if let text = last("threshold") {
            if let threshold = DecimalNumber.parse(text), (0...1).contains(threshold) { flags.threshold = threshold } else { fail("--threshold must be a number from 0 to 1, not '\(text)'") }
        }
        if let text = last("jobs") {
            if let jobs = Int(text), (1...256).contains(jobs) { flags.jobs = jobs } else { fail("--jobs must be a whole number from 1 to 256, not '\(text)'") }
        }
        if let text = last("layout-direction") {
            do throws(InputError) { flags.layoutDirection = try layoutDirection(text) } catch { problems += error.diagnostics }
        }
        guard problems.isEmpty else { throw InputError(problems) }
        return flags
    }
}

extension ConfigOverrides {
    /// `--layout-direction`'s value (every command that lays out takes it, in the same words).
    package static func layoutDirection(_ text: String) throws(InputError) -> LayoutDirection {
        try choice("layout-direction", text)
    }

    /// `text` as one of `T`'s cases, or the one error every single-choice flag gives
    /// (`--name must be one of a, b, not 'x'; did you mean …`).
    static func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ text: String) throws(InputError) -> T
    where T.RawValue == String {
        guard let value = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue)
            throw InputError("--\(name) must be one of \(names.joined(separator: ", ")), not '\(text)'" + Suggestions.didYouMean(text, in: names))
        }
        return value
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
