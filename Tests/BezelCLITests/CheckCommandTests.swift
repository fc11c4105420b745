import Foundation
import Testing
@testable import BezelCLI

/// `bezel check`: exit statuses, the formats end to end, the text stress options and bad input.
@Suite struct CheckCommandTests {
    static let templates = LayoutCommandTests.templates

    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    func template(_ name: String) -> String { "\(Self.templates)/\(name).yml" }

    /// The acceptance case from the command line: the 20 pt offset passes on iPhone 8 portrait and
    /// fails on iPhone X, naming the pin's line.
    @Test func statusBarOffsetOnIPhone8AndIPhoneX() {
        let eight = run(["check", template("status-bar-offset-20"), "--devices", "iphone-8", "--orientations", "portrait"])
        #expect(eight.status == 0)
        #expect(eight.out == "checked 1 screen on 1 profile (1 evaluation): 0 errors, 0 warnings, 0 info, 0 allowed\n")
        let x = run(["check", template("status-bar-offset-20"), "--devices", "iphone-x", "--orientations", "portrait"])
        #expect(x.status == 1)
        #expect(x.out.contains("status-bar-offset-20.yml:10:17: warning[hard-coded-offset]: view 'list' is pinned 20 pt below the superview's top"))
        #expect(x.out.contains("error[scroll-content-hidden]"))
    }

    /// Issue 12: `rules:` in bezel.yml set severities for `bezel check` as for `bezel render` (check used to
    /// ignore them): `off` drops a rule's findings, a severity replaces the rule's own.
    @Test func theProjectsRulesApply() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-rules-\(UUID().uuidString).yml").path
        try "rules:\n  footer-exposed: off\n  scroll-content-hidden: info\n".write(toFile: config, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: config) }
        let args = ["check", template("comments-load-more"), "--devices", "iphone-x", "--orientations", "portrait"]
        let plain = run(args)
        #expect(plain.out.contains("error[footer-exposed]") && plain.out.contains("error[scroll-content-hidden]"), "\(plain.out)")
        let ruled = run(args + ["--config", config])
        #expect(!ruled.out.contains("footer-exposed"), "\(ruled.out)")
        #expect(ruled.out.contains("info[scroll-content-hidden]") && !ruled.out.contains("error[scroll-content-hidden]"), "\(ruled.out)")
    }

    @Test func failOnDecidesTheExitStatus() {
        // Only a warning (hard-coded-offset) on iPhone 8 landscape: fails with --fail-on warning only.
        let args = ["check", template("status-bar-offset-20"), "--devices", "iphone-8", "--orientations", "landscape-left"]
        #expect(run(args).status == 0)
        #expect(run(args + ["--fail-on", "warning"]).status == 1)
        #expect(run(["check", template("sticky-button"), "--devices", "iphone-x", "--fail-on", "never"]).status == 0)
    }

    /// Every correct template passes on every default profile; the whole folder fails.
    @Test func correctTemplatesPassTheWholeFolderFails() {
        let correct = ["comments-load-more-fixed", "fullscreen-list", "toon-contacts", "youku-grid"].map(template)
        let pass = run(["check"] + correct + ["--devices", "iphone,ipad"])
        #expect(pass.status == 0)
        #expect(pass.out.hasPrefix("checked 4 screens on "))
        let all = run(["check", Self.templates, "--devices", "iphone-x,iphone-8"])
        #expect(all.status == 1)
        #expect(all.out.contains("(+"))
    }

    @Test func formats() throws {
        let base = ["check", template("comments-load-more"), "--devices", "iphone-x"]
        let json = run(base + ["--format", "json"])
        #expect(json.status == 1)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        #expect((decoded?["findings"] as? [Any])?.isEmpty == false)
        let sarif = run(base + ["--format", "sarif"])
        #expect(sarif.out.contains("\"version\": \"2.1.0\""))
        #expect(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) is [String: Any])
        let github = run(base + ["--format", "github"])
        #expect(github.out.contains("::error file="))
        let junit = run(base + ["--format", "junit"])
        #expect(junit.out.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"bezel check\" tests=\"3\""))
        // Same input, same bytes.
        #expect(run(base + ["--format", "sarif"]).out == sarif.out)
    }

    /// Text stress: fullscreen-video's 44 pt wide "关闭" (close) button fits its two ideographs at 17 pt, but
    /// not the bracketed pseudo-localisation, and at AX5 (53 pt body) its stack's buttons are cut too.
    @Test func textStressOptions() {
        let base = ["check", template("fullscreen-video"), "--devices", "iphone-se-gen1", "--orientations", "portrait"]
        let plain = run(base)
        #expect(plain.status == 0)
        #expect(!plain.out.contains("text-truncated"))
        let accented = run(base + ["--pseudo-localize", "accented"])
        #expect(accented.status == 0)
        #expect(accented.out.contains("warning[text-truncated]: button 'close'"))
        #expect(!accented.out.contains("button 'play'"))
        let large = run(base + ["--pseudo-localize", "accented", "--content-size", "AX5"])
        #expect(large.out.contains("warning[text-truncated]: button 'play'"))
    }

    /// A device named in `--devices` that came out after a screen's `ios:` is left out with one note line on
    /// standard error per run, whatever the number of screens and profiles, and every report format stays
    /// clean. double-content-inset is an `ios: 11` screen; the iPhone 15 came with iOS 17 (EOL-IPHONE).
    @Test func leftOutDevicesAreNotedOncePerRun() throws {
        let note = "note: not checked on iphone-15 for iOS 11: it came out with iOS 17\n"
        let paths = ["double-content-inset", "fullscreen-list"].map(template)
        let selection = ["--devices", "iphone-15,iphone-x"]
        let text = run(["check"] + paths + selection)
        #expect(text.status == 1)  // double-content-inset's findings on the iPhone X at iOS 11
        #expect(text.err == note)
        // The iPhone X three times at iOS 11, then the 15 and the X three times each at their newest (26, 16).
        #expect(text.out.hasSuffix("checked 2 screens on 6 profiles (9 evaluations): 1 error, 5 warnings, 0 info, 0 allowed in 3 problems\n"))
        for format in ["json", "sarif"] {
            let output = run(["check"] + paths + selection + ["--format", format])
            #expect(output.err == note)
            #expect(try JSONSerialization.jsonObject(with: Data(output.out.utf8)) is [String: Any], "\(format)")
        }
        let junit = run(["check"] + paths + selection + ["--format", "junit"])
        #expect(junit.err == note)
        #expect(junit.out.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"bezel check\" tests=\"9\""))
        // Two screens that leave the same device out still give one line.
        #expect(run(["check", template("double-content-inset"), template("double-content-inset")] + selection).err == note)
        // A family skips newer devices without a note: `--devices iphone` on an iOS 11 screen is expected to.
        #expect(run(["check"] + paths + ["--devices", "iphone"]).err == "")
        // The iPhone 17e has sourced insets now (APP17E): it is checked, with no note.
        let e = run(["check", template("fullscreen-list"), "--devices", "iphone-17e"])
        #expect(e.status == 0 && e.err == "")
        #expect(e.out == "checked 1 screen on 3 profiles (3 evaluations): 0 errors, 0 warnings, 0 info, 0 allowed\n")
        // A named device with an --ios it cannot run is bad input naming its range, not a note.
        let named = run(["check", template("fullscreen-list"), "--devices", "iphone-15,iphone-x", "--ios", "12"])
        #expect(named.status == 2 && named.out.isEmpty)
        #expect(named.err == "error: iphone-15 cannot run iOS 12: the iPhone 15 runs iOS 17 and later (APPLE-SPECS, EOL-IPHONE, APPLE-IPHONES)\n")
        let x = run(["check", template("fullscreen-list"), "--devices", "iphone-x", "--ios", "17"])
        #expect(x.status == 2 && x.err.contains("the iPhone X runs iOS 11-16"))
    }

    /// A selection that leaves nothing to check is bad input (exit 2) naming the devices, not a success.
    @Test func nothingToCheckIsBadInput() {
        let newerThanScreen = run(["check", template("double-content-inset"), "--devices", "iphone-15"])
        #expect(newerThanScreen.status == 2)
        #expect(newerThanScreen.out.isEmpty)
        #expect(newerThanScreen.err == "error: nothing was checked: iphone-15 for iOS 11: it came out with iOS 17\n")
        let newer = run(["check", template("fullscreen-list"), "--devices", "iphone-1[56]", "--ios", "12"])
        #expect(newer.status == 2)
        #expect(newer.err.contains("nothing was checked: iphone-15 for iOS 12: it came out with iOS 17; iphone-16 for iOS 12: it came out with iOS 18"))
        let disjoint = run(["check", template("fullscreen-list"), "--devices", "tv", "--format", "json"])
        #expect(disjoint.status == 2)
        #expect(disjoint.out.isEmpty)
        #expect(disjoint.err.contains("nothing was checked: no profile fits both the selection (--devices tv)"))
    }

    @Test func badInputExitsWithStatus2() throws {
        #expect(run(["check", template("sticky-button"), "--format", "xml"]).status == 2)
        #expect(run(["check", template("sticky-button"), "--fail-on", "always"]).status == 2)
        #expect(run(["check", template("sticky-button"), "--devices", "iphone-99"]).status == 2)
        #expect(run(["check", template("sticky-button"), "--orientations", "upside-down"]).status == 2)
        let size = run(["check", template("sticky-button"), "--content-size", "huge"])
        #expect(size.status == 2)
        #expect(size.err.contains("--content-size"))
        #expect(run(["check", "/nonexistent/folder"]).status == 2)
        let path = NSTemporaryDirectory() + "bezel-check-bad-\(UUID().uuidString).yml"
        try "screen: bad\nviews:\n  - id: a\n    kind: buton\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bad = run(["check", path])
        #expect(bad.status == 2)
        #expect(bad.err.contains("\(path):4:"))
    }

    /// A storyboard's scenes are screens: the summary counts them, not the files they came from. The
    /// expected count is read from the documents' XML: every `<scene>` whose view controller has a view
    /// (`key="view"`), as the README defines a document's screens.
    @Test func summaryCountsScenesAsScreens() throws {
        let documents = try FileManager.default.contentsOfDirectory(atPath: Self.templates)
            .filter { $0.hasSuffix(".storyboard") }.sorted().map { "\(Self.templates)/\($0)" }
        var scenes = 0
        for document in documents {
            let xml = try String(contentsOfFile: document, encoding: .utf8)
            for block in xml.components(separatedBy: "<scene ").dropFirst() {
                let scene = block.components(separatedBy: "</scene>")[0]
                if scene.contains("key=\"view\"") { scenes += 1 }
            }
        }
        #expect(documents.count >= 2 && scenes > documents.count)
        let result = run(["check"] + documents + ["--devices", "iphone-x,ipad-pro-11", "--orientations", "portrait", "--windows", "full"])
        #expect(result.out.contains("\nchecked \(scenes) screens from \(documents.count) files on 2 profiles (\(2 * scenes) evaluations)"),
                "\(result.out)")
        let json = run(["check"] + documents + ["--devices", "iphone-x,ipad-pro-11", "--orientations", "portrait", "--windows", "full", "--format", "json"])
        #expect(json.out.contains("\"screens\": \(scenes),"), "\(json.out.suffix(300))")
    }
}
