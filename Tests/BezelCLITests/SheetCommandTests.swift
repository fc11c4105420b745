import Devices
import Foundation
import PNG
import Render
import Scene
import Testing
@testable import BezelCLI

/// `bezel sheet`: a valid PNG (pngcheck agrees) and SVG of the size the devices add up to, notes for
/// skipped devices, exit status 2 with the catalogue's suggestion for unknown ones.
@Suite struct SheetCommandTests {
    static let templates: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // Tests/BezelCLITests/SheetCommandTests.swift
        return parts.joined(separator: "/") + "/Templates"
    }()

    static var contacts: String { templates + "/toon-contacts.yml" }

    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let status = BezelCommandLine.run(arguments, console: captured.console)
        return (status, captured.standardOutput, captured.standardError)
    }

    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-sheet-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The sheet's width in pixels at scale 1, from the device canvases: padding, canvases, gaps.
    static func expectedWidth(_ ids: [String], _ orientation: Orientation = .portrait) throws -> Int {
        let options = SheetOptions()
        let widths = try ids.map { DeviceArt(profile: try Catalogue.device(named: $0).profile(orientation: orientation), frame: .device).size.width }
        return Int((2 * options.padding + widths.reduce(0, +) + options.gap * Double(ids.count - 1)).rounded(.up))
    }

    @Test func writesAValidPNGOfThreePhones() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("contacts.png").path
        let result = run(["sheet", Self.contacts, "--devices", "iphone-8,iphone-x,iphone-15-pro", "--scale", "1", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err == "")
        let bytes = try FileIO.read(out)
        let image = try PNGDecoder.decodeStraight(bytes)
        #expect(image.width == (try Self.expectedWidth(["iphone-8", "iphone-x", "iphone-15-pro"])))
        #expect(result.out == "wrote \(out) (3 devices, \(image.width)×\(image.height) px)\n")
        // Nothing but the image is left in the folder: the temporary file was renamed over it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["contacts.png"])
        if let pngcheck = Tool.which("pngcheck") {
            let check = try Tool.run([pngcheck, out])
            #expect(check.status == 0, "\(check.output)")
            #expect(check.output.hasPrefix("OK:"))
        }
    }

    @Test func writesAnSVGWithOneGroupPerDeviceAndNotesForSkippedOnes() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("split.svg").path
        let result = run([
            "sheet", Self.contacts, "--devices", "iphone-8,ipad-pro-11,ipad-mini", "--orientation", "landscape-left",
            "--window", "split-1/2", "--scale", "1", "--no-overlays", "--out", out,
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err == "bezel sheet: note: skipped iphone-8 landscape-left split-1/2: iphone-8 has only the full-screen window; split-1/2 needs an iPad\n")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.components(separatedBy: "class=\"sheet-device pad\"").count - 1 == 2)
        #expect(!svg.contains("class=\"sheet-device phone\""))
        #expect(!svg.contains("overlay"))
        #expect(svg.contains(">landscape-left · split-1/2 · "))
        #expect(svg.contains("width=\"\(try Self.expectedWidth(["ipad-pro-11", "ipad-mini"], .landscapeLeft))\""))
    }

    @Test func withoutDevicesTheDefaultSelectionIsDrawn() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("default.svg").path
        let result = run(["sheet", Self.contacts, "--scale", "1", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        for entry in SheetComposer.defaultSelection {
            #expect(svg.contains("-\(entry.deviceID)-\(entry.orientation.rawValue)"), "\(entry)")
        }
        #expect(svg.components(separatedBy: "class=\"sheet-device ").count - 1 == SheetComposer.defaultSelection.count)
    }

    @Test func anUnknownDeviceExitsTwoWithTheCataloguesSuggestion() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("never.png").path
        let result = run(["sheet", Self.contacts, "--devices", "iphone-8,iphone-15-pr", "--out", out])
        #expect(result.status == ExitStatus.badInput)
        #expect(result.err.contains("unknown device 'iphone-15-pr'; did you mean 'iphone-15-pro'"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func nothingLeftToDrawExitsTwo() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("never.svg").path
        let result = run(["sheet", Self.contacts, "--devices", "iphone-8,iphone-x", "--window", "slide-over", "--out", out])
        #expect(result.status == ExitStatus.badInput)
        #expect(result.err.components(separatedBy: "note: skipped").count - 1 == 2)
        #expect(result.err.contains("error: no device is left to draw toon-contacts on"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: [
        (["--devices", "iphone-8"], "--out FILE.svg|FILE.png is required"),
        (["--devices", "iphone-8", "--out", "x.jpg"], "--out must end in .svg or .png, not 'x.jpg'"),
        (["--devices", "iphone-8", "--out", "x.png", "--scale", "0"], "--scale takes a number from 0.5 to 4, not '0'"),
        (["--devices", "iphone-8", "--out", "x.png", "--scale", "nan"], "--scale takes a number from 0.5 to 4, not 'nan'"),
        (["--devices", "iphone-8", "--out", "x.png", "--orientation", "sideways"], "--orientation must be one of portrait"),
        (["--devices", "", "--out", "x.png"], "empty device selection"),
    ])
    func badOptionsExitTwo(extra: [String], message: String) {
        let result = run(["sheet", Self.contacts] + extra)
        #expect(result.status == ExitStatus.badInput)
        #expect(result.err.contains(message), "\(result.err)")
    }

    @Test func aMissingTemplateExitsTwo() {
        let result = run(["sheet", Self.templates + "/no-such-screen.yml", "--out", "x.png"])
        #expect(result.status == ExitStatus.badInput)
        #expect(result.err.contains("no such file"))
    }
}

/// Runs a reference tool (pngcheck) and collects its output through a file, not a pipe.
private enum Tool {
    static func which(_ program: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("bezel-sheet-tool-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { return (-1, "cannot create \(log.path)") }
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
