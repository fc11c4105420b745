import Testing
@testable import BezelCLI

/// `bezel layout`: JSON in the shape, the readable tree, and exit status 2 with located messages.
@Suite struct LayoutCommandTests {
    static let templates: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/BezelCLITests/LayoutCommandTests.swift
        return parts.joined(separator: "/") + "/Templates"
    }()

    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    /// Seed 002 on iPhone 8, iOS 11: the exact JSON, system bars first, numbers without trailing zeros.
    @Test func jsonForSeed002() {
        let result = run(["layout", "\(Self.templates)/double-content-inset.yml", "--device", "iphone-8", "--ios", "11", "--json"])
        #expect(result.status == 0)
        #expect(result.err == "")
        #expect(result.out == """
            {
              "screen": "double-content-inset",
              "device": "iphone-8",
              "orientation": "portrait",
              "window": "full",
              "ios": 11,
              "layoutDirection": "leftToRight",
              "size": {"width": 375, "height": 667},
              "safeArea": {"top": 20, "left": 0, "bottom": 0, "right": 0},
              "views": [
                {"id": "statusBar", "kind": "statusBar", "frame": {"x": 0, "y": 0, "width": 375, "height": 20}, "frameInSuperview": {"x": 0, "y": 0, "width": 375, "height": 20}, "safeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0}},
                {"id": "list", "kind": "table", "frame": {"x": 0, "y": 0, "width": 375, "height": 667}, "frameInSuperview": {"x": 0, "y": 0, "width": 375, "height": 667}, "safeArea": {"top": 20, "left": 0, "bottom": 0, "right": 0}, "adjustedContentInset": {"top": 84, "left": 0, "bottom": 60, "right": 0}, "contentOffset": {"x": 0, "y": -84}, "contentSize": {"width": 375, "height": 1920}, "rowHeight": 64},
                {"id": "custom_nav", "kind": "view", "frame": {"x": 0, "y": 0, "width": 375, "height": 64}, "frameInSuperview": {"x": 0, "y": 0, "width": 375, "height": 64}, "safeArea": {"top": 20, "left": 0, "bottom": 0, "right": 0}},
                {"id": "custom_title", "kind": "label", "superview": "custom_nav", "frame": {"x": 87.5, "y": 20, "width": 200, "height": 44}, "frameInSuperview": {"x": 87.5, "y": 20, "width": 200, "height": 44}, "safeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0}, "text": "我的作品"}
              ]
            }

            """)
    }

    /// Thirds of a point print with three decimals (Dynamic Island bar at 53.667), and the output is deterministic.
    @Test func fixedPrecisionAndDeterminism() {
        let arguments = ["layout", "\(Self.templates)/toon-contacts.yml", "--device", "iphone-14-pro", "--ios", "17", "--json"]
        let first = run(arguments), second = run(arguments)
        #expect(first.status == 0)
        #expect(first.out == second.out)
        #expect(first.out.contains("\"y\": 53.667, \"width\": 393, \"height\": 44"))
        // No exponent (a digit followed by e), no negative zero, no trailing ".0".
        let scalars = Array(first.out.unicodeScalars)
        let exponent = zip(scalars, scalars.dropFirst()).contains { pair in
            ("0"..."9").contains(pair.0) && (pair.1 == "e" || pair.1 == "E")
        }
        #expect(!exponent)
        #expect(!first.out.contains(": -0,") && !first.out.contains(": -0}") && !first.out.contains(".0,"))
    }

    @Test func treeListsViewsAndAssumptions() {
        let result = run(["layout", "\(Self.templates)/grouped-table.yml", "--device", "iphone-x", "--orientation", "landscape-left", "--ios", "16"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("grouped-table on iphone-x landscape-left, iOS 16\n"))
        #expect(result.out.contains("\n  navigationBar [navigationBar] (0, 0, 812, 32)\n"))
        #expect(result.out.contains("\n    works [table] "))
        #expect(result.out.contains("assumed (no source for this case):"))
    }

    @Test func iPadWindow() {
        let result = run(["layout", "\(Self.templates)/youku-grid.yml", "--device", "ipad-pro-11-m4", "--orientation", "landscape-left",
                          "--window", "split-1/3", "--ios", "17", "--json"])
        #expect(result.status == 0)
        #expect(result.out.contains("\"window\": \"split-1/3\""))
        #expect(result.out.contains("\"safeArea\": {\"top\": 74, \"left\": 0, \"bottom\": 65, \"right\": 0}"))
    }

    @Test(arguments: [
        (["layout", "x.yml"], "--device ID is required"),
        (["layout", "--device", "iphone-x"], "give one screen file"),
        (["layout", "x.yml", "--device", "iphone-x", "--orientation", "landscpe-left"], "did you mean 'landscape-left'?"),
        (["layout", "x.yml", "--device", "iphone-x", "--ios", "9"], "--ios takes a whole number from 10 to 26"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 2)
        #expect(result.err.contains(message))
        #expect(result.out == "")
    }

    @Test func missingFileAndUnknownDeviceExitTwo() {
        let missing = run(["layout", "/nonexistent/screen.yml", "--device", "iphone-x"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("/nonexistent/screen.yml"))
        let device = run(["layout", "\(Self.templates)/toon-contacts.yml", "--device", "iphone-xx"])
        #expect(device.status == 2)
        #expect(device.err.contains("iphone-x"))
    }

    /// A layout error is located at the template line: file:line:column: error: …
    @Test func layoutErrorIsLocated() throws {
        let path = "/tmp/bezel-layout-cycle-\(UInt32.random(in: 0...UInt32.max)).yml"
        let text = """
            screen: cycle
            views:
              - id: a
                kind: view
                pin: { top: b.bottom, leading: superview }
                width: 10
                height: 10
              - id: b
                kind: view
                pin: { top: a.bottom, leading: superview }
                width: 10
                height: 10

            """
        try writeFile(path, text)
        defer { removeFile(path) }
        let result = run(["layout", path, "--device", "iphone-8"])
        #expect(result.status == 2)
        #expect(result.err.hasPrefix("\(path):10:"))
        #expect(result.err.contains(": error: view 'b' is part of a pin cycle: a → b → a"))
    }
}

#if canImport(Glibc)
import Glibc
#endif

private struct WriteFailure: Error {}

private func writeFile(_ path: String, _ text: String) throws {
    guard let file = fopen(path, "w") else { throw WriteFailure() }
    defer { fclose(file) }
    fputs(text, file)
}

private func removeFile(_ path: String) { unlink(path) }
