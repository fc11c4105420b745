@testable import Project
@testable import Devices
@testable import Diagnostics
import Testing

@Suite struct ProjectConfigTests {
    @Test func theDefaultFileReadsBackAsTheDefaults() throws {
        #expect(try ProjectConfigLoader.parse(DefaultProjectConfig.text, file: "bezel.yml") == ProjectConfig())
    }

    /// Uncommenting every commented setting of the default file gives a valid config with those values.
    @Test func everyCommentedSettingIsValidWhenUncommented() throws {
        let uncommented = DefaultProjectConfig.text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " }
            let indent = line.count - trimmed.count
            guard trimmed.hasPrefix("# ") else { return String(line) }
            let rest = trimmed.dropFirst(2)
            let key = rest.drop { $0 == " " }.prefix { $0 != ":" }
            guard key.first.map({ $0.isLowercase }) == true, rest.contains(":"),
                  (ProjectConfigLoader.keys + ProjectConfigLoader.thresholdKeys).contains(String(key)) || key.contains("-")
            else { return String(line) }
            return String(repeating: " ", count: indent) + trimmed.dropFirst(2)
        }.joined(separator: "\n")
        let config = try ProjectConfigLoader.parse(uncommented, file: "bezel.yml")
        #expect(config.devices == "all")
        #expect(config.orientations == [.portrait, .landscapeLeft])
        #expect(config.windows == [.full, .splitHalf])
        #expect(config.scale == 2)
        #expect(config.rules.map(\.rule) == ["sensor-housing", "text-truncated"])
        #expect(config.golden == "Goldens")
        #expect(config.thresholds == GoldenThresholds(threshold: 0.1, includeAA: false, maxDiffPixels: 0, maxDiffRatio: 0.001))
        #expect(config.jobs == 4)
    }

    @Test func readsEverySetting() throws {
        let config = try ProjectConfigLoader.parse("""
            templates: [Screens, More/one.yml]
            output: build/bezel
            devices: "iphone-1*, ipad-pro-*"
            orientations: landscape-right
            windows: [slide-over]
            formats: [png]
            scale: 1
            failOn: never
            rules: { text-truncated: off, corner-clip: info }
            golden: Goldens
            thresholds: { threshold: 0, includeAA: true, maxDiffPixels: 10 }
            jobs: 2
            """, file: "bezel.yml")
        #expect(config.templates == ["Screens", "More/one.yml"])
        #expect(config.output == "build/bezel")
        #expect(config.devices == "iphone-1*, ipad-pro-*")
        #expect(config.orientations == [.landscapeRight])
        #expect(config.windows == [.slideOver])
        #expect(config.formats == [.png])
        #expect(config.scale == 1)
        #expect(config.failOn == .never && config.failOn.severity == nil)
        #expect(config.rules == [.init(rule: "corner-clip", setting: .info), .init(rule: "text-truncated", setting: .off)])
        #expect(config.thresholds.includeAA && config.thresholds.threshold == 0 && config.thresholds.maxDiffPixels == 10)
        #expect(config.jobs == 2)
        #expect(config.renderFingerprint == "formats=png;scale=1.000;rules=corner-clip:info,text-truncated:off")
    }

    @Test(arguments: [
        ("outptu: x\n", "bezel.yml:1:1: error: unknown setting 'outptu'; did you mean 'output'?"),
        ("scale: 9\n", "bezel.yml:1:8: error: 'scale' must be from 1 to 4, not 9"),
        ("scale: big\n", "bezel.yml:1:8: error: 'scale' must be a number, not 'big'"),
        ("jobs: [1]\n", "bezel.yml:1:7: error: 'jobs' must be a whole number, not a list"),
        ("orientations: [portrait, sideways]\n", "bezel.yml:1:26: error: 'orientations' must be one of portrait, landscape-left, landscape-right, not 'sideways'"),
        ("failOn: eror\n", "bezel.yml:1:9: error: 'failOn' must be one of error, warning, info, never, not 'eror'; did you mean 'error'?"),
        ("output: a\noutput: b\n", "bezel.yml:2:1: error: duplicate key 'output' (first at line 1, column 1)"),
        ("thresholds:\n  threshold: 0.1\n  threshold: 0.2\n", "bezel.yml:3:3: error: duplicate key 'threshold' (first at line 2, column 3)"),
        ("base: &x Output\noutput: *x\n", "bezel.yml:1:7: error: YAML anchor '&x' is not supported (aliases can expand without bound); write each value out"),
        ("- a\n- b\n", "bezel.yml:1:1: error: bezel.yml must be a mapping of settings (key: value)"),
        ("output: [\n", "bezel.yml:2:1: error: syntax error: did not find expected node content (while parsing a flow node at line 2, column 1)"),
        ("thresholds: { maxDifPixels: 3 }\n", "bezel.yml:1:15: error: unknown threshold 'maxDifPixels'; did you mean 'maxDiffPixels'?"),
        ("rules: { offscreen: loud }\n", "bezel.yml:1:21: error: 'rules.offscreen' must be one of error, warning, info, off, not 'loud'"),
        // An `assets:` folder that is no catalogue and holds none was named later as if `--assets` had named it.
        ("assets: [Docs, /nonexistent-bezel-folder]\n", "bezel.yml:1:10: error: 'assets' names 'Docs': no *.xcassets folder there"),
        ("assets: 3\n", "bezel.yml:1:9: error: 'assets' names '3': no *.xcassets folder there"),
        // Issue 12: an id no rule has was accepted and set nothing.
        ("rules: { clipped-by-sensor-housing: error }\n", "bezel.yml:1:10: error: unknown rule 'clipped-by-sensor-housing'; did you mean 'sensor-housing'? (docs/rules.md lists the rules)"),
    ])
    func badSettingsAreReportedWithTheirPlace(text: String, message: String) {
        do {
            _ = try ProjectConfigLoader.parse(text, file: "bezel.yml")
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.diagnostics.first?.description == message)
        }
    }

    @Test func everyProblemIsReportedAtOnce() {
        do {
            _ = try ProjectConfigLoader.parse("scale: 0\njobs: 0\nformats: [gif]\n", file: "c.yml")
            Issue.record("accepted")
        } catch {
            #expect(error.diagnostics.map { $0.location?.line } == [1, 2, 3])
        }
    }

    @Test func flagsOverrideTheFile() throws {
        let file = try ProjectConfigLoader.parse("output: A\njobs: 3\nfailOn: warning\n", file: "bezel.yml")
        let merged = file.overriding(with: ConfigOverrides(output: "B", failOn: .never))
        #expect(merged.output == "B")
        #expect(merged.jobs == 3)
        #expect(merged.failOn == .never)
    }

    @Test func aMissingOptionalFileIsTheDefaults() throws {
        #expect(try ProjectConfigLoader.load(path: "/nonexistent/bezel.yml", required: false) == ProjectConfig())
        #expect(throws: InputError.self) { try ProjectConfigLoader.load(path: "/nonexistent/bezel.yml", required: true) }
    }
    /// Issue 14: `appearance:` takes one value or a list; an empty list, a repeated value and an unknown one are errors.
    @Test func appearanceIsReadStrictly() throws {
        #expect(try ProjectConfigLoader.parse("appearance: dark\n", file: "c.yml").appearances == [.dark])
        #expect(try ProjectConfigLoader.parse("appearance: [light, dark]\n", file: "c.yml").appearances == [.light, .dark])
        for (text, message) in [
            ("appearance: []\n", "c.yml:1:13: error: 'appearance' must list at least one of light, dark; leave it out for light"),
            ("appearance: [dark, dark]\n", "c.yml:1:20: error: 'dark' is listed twice in 'appearance'"),
            ("appearance: dusk\n", "c.yml:1:13: error: 'appearance' must be one of light, dark, not 'dusk'; did you mean 'dark'?"),
        ] {
            #expect(throws: InputError.self) { _ = try ProjectConfigLoader.parse(text, file: "c.yml") }
            do {
                _ = try ProjectConfigLoader.parse(text, file: "c.yml")
            } catch {
                #expect(error.diagnostics.map(\.description) == [message])
            }
        }
        // The command line's choice is kept apart: it wins over templates, the file's does not.
        let flags = try ConfigOverrides.parse(templates: []) { $0 == "appearance" ? ["both"] : [] }
        let config = try ProjectConfigLoader.parse("appearance: dark\n", file: "c.yml").overriding(with: flags)
        #expect(config.appearances == [.dark])
        #expect(config.forcedAppearances == [.light, .dark])
    }
}

@Suite struct ConfigFlagTests {
    @Test func flagsParseAndOverrideTheConfig() throws {
        let given: [String: [String]] = [
            "output": ["out"], "orientation": ["portrait,landscape-right", "portrait"], "window": ["full"],
            "format": ["svg"], "scale": ["2"], "fail-on": ["never"], "jobs": ["3"], "threshold": ["0.1"],
        ]
        let flags = try ConfigOverrides.parse(templates: ["Screens"]) { given[$0] ?? [] }
        #expect(flags.orientations == [.portrait, .landscapeRight])
        let config = ProjectConfig().overriding(with: flags)
        #expect(config.templates == ["Screens"])
        #expect(config.output == "out")
        #expect(config.windows == [.full])
        #expect(config.formats == [.svg])
        #expect(config.scale == 2)
        #expect(config.failOn == .never)
        #expect(config.jobs == 3)
        #expect(config.thresholds.threshold == 0.1)
        #expect(ProjectConfig().overriding(with: try ConfigOverrides.parse(templates: []) { _ in [] }) == ProjectConfig())
    }

    @Test func badFlagsAreAllReported() {
        let given: [String: [String]] = ["orientation": ["sideways"], "scale": ["9"], "jobs": ["0"], "fail-on": ["warn"]]
        do {
            _ = try ConfigOverrides.parse(templates: []) { given[$0] ?? [] }
            Issue.record("accepted bad flags")
        } catch {
            let messages = error.diagnostics.map(\.message)
            #expect(messages.count == 4)
            #expect(messages.contains("--fail-on must be one of error, warning, info, never, not 'warn'; did you mean 'warning'?"))
        }
    }

}
