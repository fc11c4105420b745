import Checks
import Devices
import Diagnostics
import FileSystem
import Output
import Screens
#if canImport(Glibc)
import Glibc
#endif

/// Reads `bezel.yml` into a `ProjectConfig`, reporting every problem with its `file:line:column`:
/// unknown keys (with a suggestion), wrong types, values out of range.
package enum ProjectConfigLoader {
    /// The keys `bezel.yml` knows, in the order `bezel init` writes them.
    package static let keys = ["templates", "output", "devices", "orientations", "windows", "appearance", "formats", "scale", "failOn",
                              "rules", "golden", "thresholds", "jobs", "assets"]
    static let thresholdKeys = ["threshold", "includeAA", "maxDiffPixels", "maxDiffRatio"]

    /// The config a command's `--config FILE` names (required to exist), else `bezel.yml` in the working
    /// folder when there is one: the rule every command shares.
    package static func load(configFlag: String?) throws(InputError) -> ProjectConfig {
        try load(path: configFlag ?? ProjectConfig.fileName, required: configFlag != nil)
    }

    /// Reads the config at `path`. When the file is absent: the defaults if `required` is false
    /// (no `bezel.yml` in the project), an error otherwise (a `--config` that names nothing).
    static func load(path: String, required: Bool) throws(InputError) -> ProjectConfig {
        let bytes: [UInt8]
        do {
            // Read like every input (`FileReader`): a named pipe or a device is refused instead of blocking
            // every run in the folder, and no more than the limit is read. A link the user made to a
            // shared config is followed, as for any path they name.
            bytes = try FileReader.read(path, as: .config)
        } catch {
            if !required && error.reason == .missing && !OutputFolder.exists(path) { return ProjectConfig() }
            let start = SourceLocation(file: path, line: 1, column: 1)
            if case .tooLarge = error.reason { throw InputError(at: start, "the config is larger than 64 KiB") }
            throw InputError(at: start, "cannot read the config file: \(error)")
        }
        return try parse(bytes, file: path)
    }

    package static func parse(_ text: String, file: String) throws(InputError) -> ProjectConfig {
        try parse(Array(text.utf8), file: file)
    }

    package static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> ProjectConfig {
        var config = ProjectConfig()
        guard bytes.count <= FileKind.config.limit else {
            throw InputError(at: SourceLocation(file: file, line: 1, column: 1), "the config is larger than 64 KiB")
        }
        // The templates' reader (`Screens/Loader/YAMLReader.swift`) with its messages; a config needs no
        // more than 16 levels.
        let (root, reading) = YAMLReader.read(bytes, file: file, limits: InputLimits(depth: 16), what: "config")
        guard reading.isEmpty else { throw InputError(reading) }
        guard let root, !root.isNull else { return config }
        guard case .mapping(let pairs) = root.content else {
            throw InputError(at: root.location, "bezel.yml must be a mapping of settings (key: value)")
        }
        var problems: [Diagnostic] = []
        func problem(_ value: YAMLNode, _ message: String) { problems.append(Diagnostic(.error, at: value.location, message)) }
        try refuseDuplicateKeys(root)

        for pair in pairs {
            let (key, value) = (pair.key, pair.value)
            guard let name = key.scalarText else {
                problem(key, "a setting's name must be text")
                continue
            }
            if value.isNull { continue }
            switch name {
            case "templates":
                if let list = strings(value, name, problem), refuseUnnamedPaths(value, list, "'templates' must name files or folders", problem) {
                    if list.isEmpty { problem(value, "'templates' needs at least one file or folder") } else { config.templates = list }
                }
            case "assets":
                // Asset catalogues (`*.xcassets`, or folders holding them) documents are drawn with, before
                // the ones found beside and above each document (`Screens/Assets/ProjectAssets`).
                // A folder that gives none is named here, at its line, not later as if `--assets` had named it.
                if let list = strings(value, name, problem), refuseUnnamedPaths(value, list, "'assets' must name folders", problem) {
                    let items: [YAMLNode]
                    if case .sequence(let nodes) = value.content { items = nodes } else { items = [value] }
                    for (item, folder) in zip(items, list) where !AssetCatalogueFinder.givesCatalogues(folder) {
                        problem(item, "'assets' names '\(folder)': no *.xcassets folder there")
                    }
                    config.assets = list
                }
            case "output":
                if let text = string(value, name, problem) {
                    if text.isEmpty || text.contains("\u{0}") { problem(value, "'output' must name a folder") } else { config.output = text }
                }
            case "devices":
                if let text = string(value, name, problem) { config.devices = text }
            case "orientations":
                config.orientations = choices(value, name, Orientation.self, problem)
            case "windows":
                config.windows = choices(value, name, WindowMode.self, problem)
            case "appearance":
                config.appearances = appearances(value, problem)
            case "formats":
                if let formats = choices(value, name, OutputFormat.self, problem) {
                    if formats.isEmpty { problem(value, "'formats' needs png, svg or both") } else { config.formats = formats }
                }
            case "scale":
                if let scale = number(value, name, problem) {
                    if (1...4).contains(scale) { config.scale = scale } else { problem(value, "'scale' must be from 1 to 4, not \(value.scalarText ?? "")") }
                }
            case "failOn":
                if let choice = choice(value, name, FailOn.self, problem) { config.failOn = choice }
            case "rules":
                config.rules = rules(value, problem)
            case "golden":
                if let text = string(value, name, problem), refuseUnnamedPaths(value, [text], "'golden' must name a folder", problem) {
                    config.golden = text
                }
            case "thresholds":
                config.thresholds = thresholds(value, problem)
            case "jobs":
                if let jobs = integer(value, name, problem) {
                    if (1...256).contains(jobs) { config.jobs = jobs } else { problem(value, "'jobs' must be from 1 to 256") }
                }
            default:
                problem(key, "unknown setting '\(name)'" + Suggestions.didYouMean(name, in: keys)
                    + (Suggestions.didYouMean(name, in: keys).isEmpty ? "; known settings: \(keys.joined(separator: ", "))" : ""))
            }
        }
        guard problems.isEmpty else { throw InputError(problems) }
        return config
    }

    /// A key written twice in one mapping, at any depth, refused at the second one as a template's is
    /// (`TemplateDecoder.entries`).
    static func refuseDuplicateKeys(_ node: YAMLNode) throws(InputError) {
        switch node.content {
        case .scalar: return
        case .sequence(let items): for item in items { try refuseDuplicateKeys(item) }
        case .mapping(let pairs):
            var seen: [String: SourceLocation] = [:]
            for pair in pairs {
                if let name = pair.key.scalarText {
                    if let first = seen[name] {
                        throw InputError(at: pair.key.location,
                                         "duplicate key '\(name)' (first at line \(first.line), column \(first.column))")
                    }
                    seen[name] = pair.key.location
                }
                try refuseDuplicateKeys(pair.value)
            }
        }
    }

    // MARK: - Value readers (each reports its own problem and returns nil)

    typealias Report = (YAMLNode, String) -> Void

    static func string(_ value: YAMLNode, _ name: String, _ problem: Report) -> String? {
        guard let text = value.scalarText else {
            problem(value, "'\(name)' must be text, not a \(describe(value))")
            return nil
        }
        return text
    }

    /// False, with `message` at each culprit, when a path of `list` (the texts of `value`, one or a list) is
    /// empty or holds a NUL: no file has such a name, and the C calls under Foundation would stop at the NUL,
    /// reading or writing the folder named by the text before it ('g' for "g\0/../x").
    static func refuseUnnamedPaths(_ value: YAMLNode, _ list: [String], _ message: String, _ problem: Report) -> Bool {
        let items: [YAMLNode]
        if case .sequence(let nodes) = value.content { items = nodes } else { items = [value] }
        var named = true
        for (item, path) in zip(items, list) where path.isEmpty || path.contains("\u{0}") {
            problem(item, message)
            named = false
        }
        return named
    }

    /// A list of texts; a single text counts as a list of one.
    static func strings(_ value: YAMLNode, _ name: String, _ problem: Report) -> [String]? {
        if let text = value.scalarText { return [text] }
        guard case .sequence(let items) = value.content else {
            problem(value, "'\(name)' must be a list")
            return nil
        }
        var result: [String] = []
        for item in items {
            guard let text = item.scalarText else {
                problem(item, "'\(name)' items must be text")
                return nil
            }
            result.append(text)
        }
        return result
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ value: YAMLNode, _ name: String, _ type: T.Type, _ problem: Report) -> T?
    where T.RawValue == String {
        guard let text = string(value, name, problem) else { return nil }
        guard let match = T(rawValue: text) else {
            let names = T.allCases.map(\.rawValue)
            problem(value, "'\(name)' must be one of \(names.joined(separator: ", ")), not '\(text)'" + Suggestions.didYouMean(text, in: names))
            return nil
        }
        return match
    }

    static func choices<T: RawRepresentable & CaseIterable & Equatable>(_ value: YAMLNode, _ name: String, _ type: T.Type, _ problem: Report) -> [T]?
    where T.RawValue == String {
        let items: [YAMLNode]
        if case .sequence(let list) = value.content { items = list } else { items = [value] }
        var result: [T] = []
        for item in items {
            guard let match = choice(item, name, type, problem) else { return nil }
            if !result.contains(match) { result.append(match) }
        }
        return result
    }

    /// `appearance: dark` or `appearance: [light, dark]`: strictly, since a slip here silently halves or
    /// doubles a run (an empty list or a value listed twice is an error, not "the default").
    static func appearances(_ value: YAMLNode, _ problem: Report) -> [Appearance]? {
        if case .sequence(let list) = value.content {
            guard !list.isEmpty else {
                problem(value, "'appearance' must list at least one of light, dark; leave it out for light")
                return nil
            }
            var result: [Appearance] = []
            for item in list {
                guard let match = choice(item, "appearance", Appearance.self, problem) else { return nil }
                guard !result.contains(match) else {
                    problem(item, "'\(match.rawValue)' is listed twice in 'appearance'")
                    return nil
                }
                result.append(match)
            }
            return result
        }
        return choice(value, "appearance", Appearance.self, problem).map { [$0] }
    }

    static func number(_ value: YAMLNode, _ name: String, _ problem: Report) -> Double? {
        guard case .scalar(let text, true) = value.content, let number = DecimalNumber.parse(text) else {
            problem(value, "'\(name)' must be a number, not \(value.scalarText.map { "'\($0)'" } ?? "a \(describe(value))")")
            return nil
        }
        return number
    }

    static func integer(_ value: YAMLNode, _ name: String, _ problem: Report) -> Int? {
        guard case .scalar(let text, true) = value.content, let number = Int(text) else {
            problem(value, "'\(name)' must be a whole number, not \(value.scalarText.map { "'\($0)'" } ?? "a \(describe(value))")")
            return nil
        }
        return number
    }

    static func boolean(_ value: YAMLNode, _ name: String, _ problem: Report) -> Bool? {
        guard case .scalar(let text, true) = value.content, ["true", "false"].contains(text) else {
            problem(value, "'\(name)' must be true or false")
            return nil
        }
        return text == "true"
    }

    static func rules(_ value: YAMLNode, _ problem: Report) -> [ProjectConfig.RuleOverride] {
        guard case .mapping(let pairs) = value.content else {
            problem(value, "'rules' must map rule ids to error, warning, info or off")
            return []
        }
        var result: [ProjectConfig.RuleOverride] = []
        for pair in pairs {
            let (key, setting) = (pair.key, pair.value)
            guard let rule = key.scalarText, !rule.isEmpty else {
                problem(key, "a rule id must be text")
                continue
            }
            // A misspelt id would silently set nothing: every id must name a rule.
            guard RuleRegistry.ids.contains(rule) else {
                problem(key, "unknown rule '\(rule)'" + Suggestions.didYouMean(rule, in: RuleRegistry.ids) + " (docs/rules.md lists the rules)")
                continue
            }
            if let choice = choice(setting, "rules.\(rule)", RuleSetting.self, problem) {
                result.append(.init(rule: rule, setting: choice))
            }
        }
        return result.sorted { $0.rule < $1.rule }
    }

    static func thresholds(_ value: YAMLNode, _ problem: Report) -> GoldenThresholds {
        var result = GoldenThresholds()
        guard case .mapping(let pairs) = value.content else {
            problem(value, "'thresholds' must be a mapping (threshold, includeAA, maxDiffPixels, maxDiffRatio)")
            return result
        }
        for pair in pairs {
            let (key, item) = (pair.key, pair.value)
            guard let name = key.scalarText else { continue }
            if item.isNull { continue }
            switch name {
            case "threshold":
                if let number = number(item, name, problem) {
                    if (0...1).contains(number) { result.threshold = number } else { problem(item, "'threshold' must be from 0 to 1") }
                }
            case "includeAA":
                if let flag = boolean(item, name, problem) { result.includeAA = flag }
            case "maxDiffPixels":
                if let count = integer(item, name, problem) {
                    if count >= 0 { result.maxDiffPixels = count } else { problem(item, "'maxDiffPixels' cannot be negative") }
                }
            case "maxDiffRatio":
                if let ratio = number(item, name, problem) {
                    if (0...1).contains(ratio) { result.maxDiffRatio = ratio } else { problem(item, "'maxDiffRatio' must be from 0 to 1") }
                }
            default:
                problem(key, "unknown threshold '\(name)'" + Suggestions.didYouMean(name, in: thresholdKeys))
            }
        }
        return result
    }

    static func describe(_ value: YAMLNode) -> String {
        switch value.content {
        case .scalar: "value"
        case .sequence: "list"
        case .mapping: "mapping"
        }
    }
}
