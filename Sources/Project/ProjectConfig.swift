import AutoLayout
import Checks
import Devices
import Diagnostics
import Output

/// `bezel.yml`, the project's settings for `bezel render`. Every field has the default `bezel init`
/// writes; command-line flags override fields one by one (`overriding(with:)`).
package struct ProjectConfig: Hashable, Sendable, Codable {
    package static let fileName = "bezel.yml"

    /// Files and folders holding templates.
    package var templates: [String] = ["Templates"]
    /// The output folder.
    package var output: String = "Output"
    /// `assets:` asset catalogues (`*.xcassets`, or folders holding them) that documents are drawn with,
    /// before those found beside and above each document; `--assets` replaces the list.
    package var assets: [String] = []
    /// A device selection (`all`, `iphone`, `ipad`, globs, comma lists) for the Devices stage; `nil`: all.
    package var devices: String?
    /// `nil`: every orientation (`ProfileScope`).
    package var orientations: [Orientation]?
    /// `nil`: every window each iPad offers.
    package var windows: [WindowMode]?
    /// `appearance:` for screens whose template names none; `nil`: light.
    package var appearances: [Appearance]?
    /// `--appearance`: every screen in these, whatever its template says; `nil`: not given.
    package var forcedAppearances: [Appearance]?
    package var formats: [OutputFormat] = [.png, .svg]
    /// Render scale overriding every device's own (1–4); `nil`: each device's `UIScreen.scale`.
    package var scale: Double?
    package var failOn: FailOn = .error
    /// Rule id → severity or `off`, sorted by rule id.
    package var rules: [RuleOverride] = []
    /// The goldens folder; `nil`: no golden comparison.
    package var golden: String?
    package var thresholds = GoldenThresholds()
    /// Worker threads; `nil`: the machine's active processors.
    package var jobs: Int?
    /// `--layout-direction`: every screen laid out in this direction, whatever its `layoutDirection:`;
    /// `nil`: each screen's own. A command-line setting only (not read from `bezel.yml`).
    package var layoutDirection: LayoutDirection?

    init() {}

    /// One `rules:` entry.
    package struct RuleOverride: Hashable, Sendable, Codable {
        package var rule: String
        package var setting: RuleSetting

        init(rule: String, setting: RuleSetting) {
            self.rule = rule
            self.setting = setting
        }
    }

    /// The setting for `rule`, or `nil` when the config leaves it at the rule's default.
    func setting(for rule: String) -> RuleSetting? { rules.first { $0.rule == rule }?.setting }

    /// The options that change what a render writes, as one canonical string for the input hash:
    /// formats, scale and rule settings. Golden settings are left out (they do not change outputs).
    package var renderFingerprint: String {
        var parts = ["formats=" + formats.map(\.rawValue).joined(separator: ",")]
        parts.append("scale=" + (scale.map { DecimalNumber.fixed($0, digits: 3) } ?? "device"))
        parts.append("rules=" + rules.map { "\($0.rule):\($0.setting.rawValue)" }.joined(separator: ","))
        // Only when given, so the fingerprints of runs without the flag stay as they were.
        if let layoutDirection { parts.append("layout-direction=" + layoutDirection.rawValue) }
        return parts.joined(separator: ";")
    }

    /// This config with every field the command line gave replaced.
    package func overriding(with flags: ConfigOverrides) -> ProjectConfig {
        var config = self
        if let templates = flags.templates, !templates.isEmpty { config.templates = templates }
        if let output = flags.output { config.output = output }
        if let devices = flags.devices { config.devices = devices }
        if let orientations = flags.orientations { config.orientations = orientations }
        if let windows = flags.windows { config.windows = windows }
        if let appearances = flags.appearances { config.forcedAppearances = appearances }
        if let formats = flags.formats { config.formats = formats }
        if let scale = flags.scale { config.scale = scale }
        if let failOn = flags.failOn { config.failOn = failOn }
        if let golden = flags.golden { config.golden = golden }
        if let threshold = flags.threshold { config.thresholds.threshold = threshold }
        if let jobs = flags.jobs { config.jobs = jobs }
        if let layoutDirection = flags.layoutDirection { config.layoutDirection = layoutDirection }
        return config
    }
}
